// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UISwipeGestureRecognizerTests {
    private func setUp(_ direction: UISwipeGestureRecognizer.Direction = .right) -> (TouchHarness, UISwipeGestureRecognizer, ActionLog) {
        let harness = TouchHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        let log = ActionLog()
        let swipe = UISwipeGestureRecognizer(target: log, action: ActionLog.record)
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        return (harness, swipe, log)
    }

    @Test func directionBitsAndDefaultsAreUIKits() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
    }

    @Test func aQuickSwipeIsRecognizedWhileMovingAtFiftyPoints() {
        let (harness, swipe, log) = setUp()
        var location = CGPoint.zero
        swipe.addHandler { location = $0.location(in: nil) }
        harness.send(.began, CGPoint(x: 100, y: 500), at: 0)
        for step in 1...4 { harness.send(.moved, CGPoint(x: 100 + CGFloat(step) * 12, y: 503), at: Double(step) * 0.01) }
        #expect(log.states.isEmpty)                               // 48 pt
        harness.send(.moved, CGPoint(x: 160, y: 505), at: 0.05)   // 60 pt right, 5 pt down
        #expect(log.states == [.ended])
        #expect(location == CGPoint(x: 100, y: 500))              // where the swipe began
        harness.send(.ended, CGPoint(x: 200, y: 505), at: 0.06)
        #expect(log.states == [.ended] && swipe.state == .possible)
    }

    @Test func theWrongDirectionTooMuchSlantTooSlowOrLiftingEarlyFails() {
        let (harness, swipe, log) = setUp([.right, .up])
        harness.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 400, y: 500), steps: 5, start: 0)   // left
        harness.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 600, y: 560), steps: 5, start: 1)   // 60/100 > 0.5
        // Slow: 60 pt over 0.6 s.
        harness.send(.began, CGPoint(x: 500, y: 500), at: 2)
        harness.send(.moved, CGPoint(x: 510, y: 500), at: 2.3)
        harness.send(.moved, CGPoint(x: 560, y: 500), at: 2.6)
        #expect(swipe.state == .failed)
        harness.send(.ended, CGPoint(x: 560, y: 500), at: 2.61)
        harness.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 530, y: 500), steps: 3, start: 3)   // lifts at 30 pt
        #expect(log.states.isEmpty)
        harness.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 500, y: 400), steps: 5, start: 4)   // up: allowed
        #expect(log.states == [.ended])
    }

    @Test func twoFingerSwipe() {
        let (harness, swipe, log) = setUp(.down)
        swipe.numberOfTouchesRequired = 2
        harness.drag(from: CGPoint(x: 500, y: 100), to: CGPoint(x: 500, y: 300), steps: 4, start: 0)  // one finger
        #expect(log.states.isEmpty)
        harness.send(at: 1, [(.began, 1, CGPoint(x: 400, y: 100)), (.began, 2, CGPoint(x: 600, y: 100))])
        harness.send(at: 1.02, [(.moved, 1, CGPoint(x: 400, y: 180)), (.moved, 2, CGPoint(x: 600, y: 180))])
        #expect(log.states == [.ended])
    }
}
