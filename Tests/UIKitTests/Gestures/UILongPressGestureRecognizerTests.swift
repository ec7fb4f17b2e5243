// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UILongPressGestureRecognizerTests {
    private func setUp() -> (TouchHarness, TouchLogView, UILongPressGestureRecognizer, ActionLog) {
        let harness = TouchHarness()
        let view = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        let log = ActionLog()
        let press = UILongPressGestureRecognizer(target: log, action: ActionLog.record)
        view.addGestureRecognizer(press)
        return (harness, view, press, log)
    }

    @Test func defaultsAreUIKits() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }

    @Test func beginsAfterTheDurationChangesOnMovementAndEndsOnLift() {
        let (harness, view, press, log) = setUp()
        harness.send(.began, CGPoint(x: 100, y: 100), at: 0)
        harness.send(.moved, CGPoint(x: 108, y: 100), at: 0.2)     // 8 pt: allowed
        harness.wait(until: 0.49)
        #expect(press.state == .possible)
        harness.wait(until: 0.51)                                  // the loop's timer fired at 0.5
        #expect(log.states == [.began])
        #expect(view.log == ["began1", "moved1", "cancelled1"])
        harness.send(.moved, CGPoint(x: 300, y: 100), at: 0.6)     // no limit once begun
        harness.send(.ended, CGPoint(x: 300, y: 100), at: 0.7)
        #expect(log.states == [.began, .changed, .ended])
        #expect(press.state == .possible)
    }

    @Test func liftingEarlyOrMovingTooFarFails() {
        let (harness, view, _, log) = setUp()
        harness.tap(CGPoint(x: 100, y: 100), at: 0)
        harness.wait(until: 1)
        harness.send(.began, CGPoint(x: 100, y: 100), at: 2)
        harness.send(.moved, CGPoint(x: 100, y: 111), at: 2.1)     // 11 pt > 10
        harness.wait(until: 3)
        harness.send(.ended, CGPoint(x: 100, y: 111), at: 3)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began1", "ended1", "began1", "moved1", "ended1"])
    }

    @Test func aCancelledTouchCancelsAPressInProgress() {
        let (harness, _, _, log) = setUp()
        harness.send(.began, CGPoint(x: 100, y: 100), at: 0)
        harness.wait(until: 0.6)
        harness.send(.cancelled, CGPoint(x: 100, y: 100), at: 0.7)
        #expect(log.states == [.began, .cancelled])
    }

    @Test func aTapThenAPress() {
        let (harness, _, press, log) = setUp()
        press.numberOfTapsRequired = 1
        harness.tap(CGPoint(x: 100, y: 100), at: 0)                // lifts at 0.05
        harness.send(.began, CGPoint(x: 100, y: 100), at: 0.2)
        harness.wait(until: 0.71)
        #expect(log.states == [.began])
        harness.send(.ended, CGPoint(x: 100, y: 100), at: 0.8)
        // A press without the tap first does not count.
        harness.send(.began, CGPoint(x: 100, y: 100), at: 2)
        harness.wait(until: 3)
        harness.send(.ended, CGPoint(x: 100, y: 100), at: 3)
        #expect(log.states == [.began, .ended])
    }

    @Test func twoFingerPress() {
        let (harness, _, press, log) = setUp()
        press.numberOfTouchesRequired = 2
        harness.send(at: 0, [(.began, 1, CGPoint(x: 100, y: 100)), (.began, 2, CGPoint(x: 200, y: 100))])
        harness.wait(until: 0.6)
        #expect(log.states == [.began])
        harness.send(at: 0.7, [(.ended, 1, CGPoint(x: 100, y: 100)), (.ended, 2, CGPoint(x: 200, y: 100))])
        #expect(log.states == [.began, .ended])
    }
}
