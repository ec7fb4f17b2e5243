// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UITapGestureRecognizerTests {
    private func setUp() -> (TouchHarness, TouchLogView) {
        let harness = TouchHarness()
        let view = TouchLogView("v", frame: CGRect(x: 100, y: 100, width: 500, height: 500))
        harness.window.addSubview(view)
        return (harness, view)
    }

    @Test func defaultsAreUIKits() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.state == .possible)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.isEnabled)
    }

    @Test func aTapIsRecognizedOnLiftAndCancelsTheViewsTouch() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.record)
        var location = CGPoint.zero
        tap.addHandler { location = $0.location(in: view) }
        view.addGestureRecognizer(tap)
        harness.send(.began, CGPoint(x: 200, y: 300), at: 0)
        #expect(tap.state == .possible)
        harness.send(.ended, CGPoint(x: 200, y: 300), at: 0.05)
        // possible → recognized (ended), then back to possible once the touch is gone.
        #expect(log.states == [.ended])
        #expect(tap.state == .possible)
        #expect(location == CGPoint(x: 100, y: 200))
        // The view saw the touch begin, then lose it to the recognizer.
        #expect(view.log == ["began1", "cancelled1"])
    }

    @Test func movingTooFarFailsAndTheViewKeepsItsTouch() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.record)
        view.addGestureRecognizer(tap)
        harness.send(.began, CGPoint(x: 200, y: 200), at: 0)
        harness.send(.moved, CGPoint(x: 240, y: 200), at: 0.01)    // 40 pt: still possible
        #expect(tap.state == .possible)
        harness.send(.moved, CGPoint(x: 250, y: 200), at: 0.02)    // 50 pt > 45: failed
        #expect(tap.state == .failed)
        harness.send(.ended, CGPoint(x: 250, y: 200), at: 0.03)
        #expect(log.states.isEmpty)
        #expect(tap.state == .possible)
        #expect(view.log == ["began1", "moved1", "moved1", "ended1"])
    }

    @Test func holdingTooLongFails() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.record)
        view.addGestureRecognizer(tap)
        harness.send(.began, CGPoint(x: 200, y: 200), at: 0)
        harness.wait(until: 0.74)
        #expect(tap.state == .possible)
        harness.wait(until: 0.76)
        #expect(tap.state == .failed)
        harness.send(.ended, CGPoint(x: 200, y: 200), at: 0.8)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began1", "ended1"])
    }

    @Test func aDoubleTapIsRecognizedOnTheSecondLift() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let double = UITapGestureRecognizer(target: log, action: ActionLog.record)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        harness.tap(CGPoint(x: 200, y: 200), at: 0)
        #expect(log.states.isEmpty && double.state == .possible)
        // delaysTouchesEnded: the first lift is withheld while the double tap may follow.
        #expect(view.log == ["began1"])
        harness.tap(CGPoint(x: 210, y: 200), at: 0.2)
        #expect(log.states == [.ended])
        #expect(double.state == .possible)
        // Both taps' touches are cancelled together: the first one's end was withheld.
        #expect(view.log == ["began1", "began1", "cancelled2"])
    }

    @Test func aSecondTapTooLateFailsTheDoubleTapAndReleasesTheWithheldEnd() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let double = UITapGestureRecognizer(target: log, action: ActionLog.record)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        harness.tap(CGPoint(x: 200, y: 200), at: 0)          // lifts at 0.05
        harness.wait(until: 0.39)
        #expect(view.log == ["began1"])
        harness.wait(until: 0.41)                            // 0.05 + 0.35 passed
        #expect(view.log == ["began1", "ended1"])
        #expect(double.state == .possible)                   // failed, then reset
        #expect(log.states.isEmpty)
    }

    @Test func twoFingerTapNeedsExactlyTwoFingers() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.record)
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        harness.send(at: 0, [(.began, 1, CGPoint(x: 200, y: 200)), (.began, 2, CGPoint(x: 300, y: 200))])
        harness.send(at: 0.05, [(.ended, 1, CGPoint(x: 200, y: 200)), (.ended, 2, CGPoint(x: 300, y: 200))])
        #expect(log.states == [.ended])
        #expect(tap.numberOfTouches == 0)
        // One finger: lifts with fewer fingers than required → failed.
        harness.tap(CGPoint(x: 200, y: 200), at: 1)
        #expect(log.states == [.ended])
        // Three fingers: more than required → failed.
        harness.send(at: 2, [(.began, 1, CGPoint(x: 200, y: 200)), (.began, 2, CGPoint(x: 300, y: 200)),
                             (.began, 3, CGPoint(x: 400, y: 200))])
        #expect(tap.state == .failed)
        harness.send(at: 2.05, [(.ended, 1, CGPoint(x: 200, y: 200)), (.ended, 2, CGPoint(x: 300, y: 200)),
                                (.ended, 3, CGPoint(x: 400, y: 200))])
        #expect(log.states == [.ended])
    }

    @Test func singleTapRequiringDoubleTapToFailFiresOnlyAfterTheTapInterval() {
        let (harness, view) = setUp()
        let singles = ActionLog(), doubles = ActionLog()
        let single = UITapGestureRecognizer(target: singles, action: ActionLog.record)
        let double = UITapGestureRecognizer(target: doubles, action: ActionLog.record)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        harness.tap(CGPoint(x: 200, y: 200), at: 0)          // lifts at 0.05
        #expect(singles.states.isEmpty)
        #expect(single.state == .possible)                   // recognized, waiting for the double to fail
        harness.wait(until: 0.39)
        #expect(singles.states.isEmpty)
        harness.wait(until: 0.41)
        #expect(singles.states == [.ended])
        #expect(doubles.states.isEmpty)
        #expect(view.log == ["began1", "cancelled1"])

        // A real double tap: only the double fires.
        harness.tap(CGPoint(x: 200, y: 200), at: 1)
        harness.tap(CGPoint(x: 200, y: 200), at: 1.2)
        harness.wait(until: 2)
        #expect(doubles.states == [.ended])
        #expect(singles.states == [.ended])
    }

    @Test func withoutAFailureRequirementSingleAndDoubleBothFire() {
        let (harness, view) = setUp()
        let singles = ActionLog(), doubles = ActionLog()
        let single = UITapGestureRecognizer(target: singles, action: ActionLog.record)
        let double = UITapGestureRecognizer(target: doubles, action: ActionLog.record)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        harness.tap(CGPoint(x: 200, y: 200), at: 0)
        #expect(singles.states == [.ended])       // a tap never prevents one needing more taps
        harness.tap(CGPoint(x: 200, y: 200), at: 0.2)
        // The double tap, recognized on the second lift, prevents a second single tap.
        #expect(doubles.states == [.ended])
        #expect(singles.states == [.ended])
    }
}
