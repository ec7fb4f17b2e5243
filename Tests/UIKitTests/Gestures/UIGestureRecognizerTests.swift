// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UIGestureRecognizerTests {
    private func setUp() -> (TouchHarness, TouchLogView) {
        let harness = TouchHarness()
        let view = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        return (harness, view)
    }

    @Test func statesHaveUIKitsValues() {
        typealias State = UIGestureRecognizer.State
        #expect([State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(State.recognized == .ended)
        #expect("\(State.changed)" == "changed")
    }

    /// A custom recognizer: recognizes when a touch moves right by 30 points, as an app
    /// would write one, by overriding the touch methods, setting `state` and `reset()`.
    final class RightFlick: UIGestureRecognizer {
        var start: CGPoint?
        var resets = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            start = touches.first?.location(in: nil)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let start, let point = touches.first?.location(in: nil) else { return }
            if point.x - start.x >= 30 { state = .recognized }
            if point.x < start.x { state = .failed }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible { state = .failed }
        }
        override func reset() {
            super.reset()
            start = nil
            resets += 1
        }
    }

    @Test func aCustomSubclassDrivesTheStateMachine() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let flick = RightFlick(target: log, action: ActionLog.record)
        view.addGestureRecognizer(flick)
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), steps: 4, start: 0)
        #expect(log.states == [.ended])
        #expect(flick.resets == 1 && flick.state == .possible)
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 90, y: 100), steps: 1, start: 1)
        #expect(log.states == [.ended])
        #expect(flick.resets == 2)
        // Transitions UIKit does not allow are ignored: possible → changed.
        flick.state = .changed
        #expect(flick.state == .possible)
    }

    @Test func targetActionFormsAndRemoval() {
        @MainActor
        final class Target {
            var calls: [String] = []
            func tapped(_ recognizer: UITapGestureRecognizer) { calls.append("tapped") }
            func any(_ recognizer: UIGestureRecognizer) { calls.append("any") }
            func plain() { calls.append("plain") }
        }
        let (harness, view) = setUp()
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Target.tapped)
        tap.addTarget(target, action: Target.any)
        tap.addTarget(target, action: Target.plain)
        var closureCalls = 0
        tap.addHandler { _ in closureCalls += 1 }
        view.addGestureRecognizer(tap)
        harness.tap(CGPoint(x: 10, y: 10), at: 0)
        #expect(target.calls == ["tapped", "any", "plain"])
        #expect(closureCalls == 1)

        // Removal matches the target and the action's type: `plain` is the only
        // `(Target) -> () -> Void` action, so exactly it goes.
        tap.removeTarget(target, action: Target.plain)
        harness.tap(CGPoint(x: 10, y: 10), at: 1)
        #expect(target.calls == ["tapped", "any", "plain", "tapped", "any"])
        tap.removeTarget(target, action: nil)                    // every action of the target
        harness.tap(CGPoint(x: 10, y: 10), at: 2)
        #expect(target.calls.count == 5)
        #expect(closureCalls == 3)
        tap.removeTarget(nil, action: nil)                       // everything, closures too
        harness.tap(CGPoint(x: 10, y: 10), at: 3)
        #expect(closureCalls == 3)
    }

    @Test func theClosureFormAndAWeakTarget() {
        let (harness, view) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { recognizer in states.append(recognizer.state) }
        view.addGestureRecognizer(tap)
        var target: ActionLog? = ActionLog()
        weak var weakTarget = target
        tap.addTarget(target!, action: ActionLog.record)
        target = nil
        #expect(weakTarget == nil)                               // not kept alive by the recognizer
        harness.tap(CGPoint(x: 10, y: 10), at: 0)
        #expect(states == [.ended])
        #expect(tap.actions.count == 1)                          // the dead target's pair is gone
    }

    @Test func delegateCanRefuseToBeginOrToReceiveATouch() {
        @MainActor
        final class Delegate: UIGestureRecognizerDelegate {
            var begin = true
            var receive = true
            var asked: [String] = []
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked.append("begin")
                return begin
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                asked.append("receive")
                return receive
            }
        }
        let (harness, view) = setUp()
        let log = ActionLog()
        let delegate = Delegate()
        let pan = UIPanGestureRecognizer(target: log, action: ActionLog.record)
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        delegate.begin = false
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5, start: 0)
        #expect(log.states.isEmpty)
        #expect(delegate.asked == ["receive", "begin"])
        #expect(view.log == ["began1", "moved1", "moved1", "moved1", "moved1", "moved1", "ended1"])
        delegate.begin = true
        delegate.receive = false
        delegate.asked = []
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5, start: 1)
        #expect(log.states.isEmpty)
        #expect(delegate.asked == ["receive"])
    }

    @Test func recognizersOfAncestorsSeeTouchesBeforeTheView() {
        @MainActor
        final class Probe: UIGestureRecognizer {
            let label: String
            let order: (String) -> Void
            init(_ label: String, order: @escaping (String) -> Void) {
                self.label = label
                self.order = order
                super.init()
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { order("\(label) began") }
        }
        let harness = TouchHarness()
        var order: [String] = []
        final class View: UIView {
            var order: ((String) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { order?("view began") }
        }
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.order = { order.append($0) }
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        outer.addGestureRecognizer(Probe("outer", order: { order.append($0) }))
        inner.addGestureRecognizer(Probe("inner", order: { order.append($0) }))
        harness.window.addGestureRecognizer(Probe("window", order: { order.append($0) }))
        harness.send(.began, CGPoint(x: 50, y: 50), at: 0)
        #expect(order == ["inner began", "outer began", "window began", "view began"])
        // A touch on `outer` alone reaches only outer's and the window's recognizers.
        order = []
        harness.send(.began, CGPoint(x: 300, y: 300), id: 1, at: 0.01)
        #expect(order == ["outer began", "window began"])
    }

    @Test func delaysTouchesBeganWithholdsTheViewsTouchUntilTheRecognizerDecides() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let pan = UIPanGestureRecognizer(target: log, action: ActionLog.record)
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        // Recognized: the view never hears of the touch.
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5, start: 0)
        #expect(view.log.isEmpty)
        #expect(log.states.first == .began)
        // Failed (lifted without moving): the view gets began then ended at the lift.
        harness.send(.began, CGPoint(x: 100, y: 100), at: 1)
        #expect(view.log.isEmpty)
        harness.send(.ended, CGPoint(x: 100, y: 100), at: 1.1)
        #expect(view.log == ["began1", "ended1"])
    }

    @Test func disablingARecognizerCancelsItsGesture() {
        let (harness, _) = setUp()
        let log = ActionLog()
        let pan = UIPanGestureRecognizer(target: log, action: ActionLog.record)
        harness.window.subviews[0].addGestureRecognizer(pan)
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 3, start: 0, lift: false)
        pan.isEnabled = false
        #expect(log.states == [.began, .changed, .changed, .cancelled])
        harness.send(.moved, CGPoint(x: 300, y: 100), at: 1)
        harness.send(.ended, CGPoint(x: 300, y: 100), at: 1.1)
        #expect(log.states.count == 4)
        #expect(pan.state == .possible)
        // A disabled recognizer gets no touches.
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 3, start: 2)
        #expect(log.states.count == 4)
    }

    @Test func aViewCanRefuseAnAncestorsRecognizer() {
        final class Refusing: TouchLogView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let harness = TouchHarness()
        let child = Refusing("c", frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        harness.window.addSubview(child)
        let log = ActionLog()
        harness.window.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: ActionLog.record))
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 3, start: 0)
        #expect(log.states.isEmpty)
        #expect(child.log.last == "ended1")
    }

    @Test func addingAndRemovingRecognizers() {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        #expect(a.gestureRecognizers == nil)
        a.addGestureRecognizer(tap)
        #expect(tap.view === a && a.gestureRecognizers?.count == 1)
        b.addGestureRecognizer(tap)                              // moves: one view at a time
        #expect(tap.view === b && a.gestureRecognizers == nil)
        b.removeGestureRecognizer(tap)
        #expect(tap.view == nil && b.gestureRecognizers == nil)
    }

    @Test func longPressRequiringPanToFailWaitsThenFails() {
        let (harness, _) = setUp()
        let presses = ActionLog(), pans = ActionLog()
        let press = UILongPressGestureRecognizer(target: presses, action: ActionLog.record)
        let pan = UIPanGestureRecognizer(target: pans, action: ActionLog.record)
        press.require(toFail: pan)
        harness.window.subviews[0].addGestureRecognizer(press)
        harness.window.subviews[0].addGestureRecognizer(pan)
        // The press's duration passes while the pan may still begin: it waits…
        harness.send(.began, CGPoint(x: 100, y: 100), at: 0)
        harness.wait(until: 0.6)
        #expect(presses.states.isEmpty)
        // …and fails when the pan begins.
        harness.send(.moved, CGPoint(x: 130, y: 100), at: 0.7)
        harness.send(.ended, CGPoint(x: 130, y: 100), at: 0.8)
        #expect(pans.states == [.began, .ended])
        #expect(presses.states.isEmpty)
    }

    @Test func delegateFailureRequirementsWorkFromEitherSide() {
        @MainActor
        final class Requires: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            let fromRequiringSide: Bool
            init(fromRequiringSide: Bool) { self.fromRequiringSide = fromRequiringSide }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                fromRequiringSide && otherGestureRecognizer === other
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                !fromRequiringSide && otherGestureRecognizer === other
            }
        }
        for fromRequiringSide in [true, false] {
            let (harness, view) = setUp()
            let singles = ActionLog(), doubles = ActionLog()
            let single = UITapGestureRecognizer(target: singles, action: ActionLog.record)
            let double = UITapGestureRecognizer(target: doubles, action: ActionLog.record)
            double.numberOfTapsRequired = 2
            let delegate = Requires(fromRequiringSide: fromRequiringSide)
            if fromRequiringSide {
                delegate.other = double
                single.delegate = delegate
            } else {
                delegate.other = single
                double.delegate = delegate
            }
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            harness.tap(CGPoint(x: 10, y: 10), at: 0)
            #expect(singles.states.isEmpty)
            harness.wait(until: 0.5)
            #expect(singles.states == [.ended])
        }
    }

    @Test func anIgnoredTouchIsNeverCancelledInTheView() {
        /// Takes only the first finger, and recognizes when it moves.
        final class FirstFingerOnly: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches where numberOfTouches > 1 { ignore(touch, for: event) }
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                if state == .possible { state = .failed }
            }
        }
        let (harness, view) = setUp()
        view.isMultipleTouchEnabled = true
        let log = ActionLog()
        let recognizer = FirstFingerOnly(target: log, action: ActionLog.record)
        view.addGestureRecognizer(recognizer)
        harness.send(.began, CGPoint(x: 100, y: 100), id: 1, at: 0)
        harness.send(.began, CGPoint(x: 300, y: 100), id: 2, at: 0.01)
        let second = view.touchesSeen[1].first!
        #expect(second.gestureRecognizers.isEmpty)
        #expect(harness.router.currentEvent.touches(for: recognizer)?.count == 1)
        harness.send(.moved, CGPoint(x: 110, y: 100), id: 1, at: 0.02)
        #expect(log.states == [.ended])
        harness.send(.moved, CGPoint(x: 310, y: 100), id: 2, at: 0.03)
        harness.send(at: 0.04, [(.ended, 1, CGPoint(x: 110, y: 100)), (.ended, 2, CGPoint(x: 310, y: 100))])
        // The first finger went to the recognizer; the second stayed with the view.
        #expect(view.log == ["began1", "began1", "cancelled1", "moved1", "ended1"])
    }

    @Test func removingARecognizerMidGestureCancelsIt() {
        let (harness, view) = setUp()
        let log = ActionLog()
        let pan = UIPanGestureRecognizer(target: log, action: ActionLog.record)
        view.addGestureRecognizer(pan)
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 2, start: 0, lift: false)
        view.removeGestureRecognizer(pan)
        #expect(log.states == [.began, .changed, .cancelled])
        #expect(pan.state == .possible && pan.view == nil)
        harness.send(.moved, CGPoint(x: 300, y: 100), at: 1)
        harness.send(.ended, CGPoint(x: 300, y: 100), at: 1.1)
        #expect(log.states.count == 3)
        #expect(harness.router.gestureArena.trackedTouchCount == 0)
    }
}
