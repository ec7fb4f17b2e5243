// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UIPanGestureRecognizerTests {
    /// Records the state, translation and velocity (window coordinates) at each action.
    @MainActor
    final class PanLog {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        weak var view: UIView?

        func pan(_ recognizer: UIPanGestureRecognizer) {
            states.append(recognizer.state)
            translations.append(recognizer.translation(in: view))
            velocities.append(recognizer.velocity(in: view))
        }
    }

    private func setUp() -> (TouchHarness, TouchLogView, UIPanGestureRecognizer, PanLog) {
        let harness = TouchHarness()
        let view = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        let log = PanLog()
        let pan = UIPanGestureRecognizer(target: log, action: PanLog.pan)
        view.addGestureRecognizer(pan)
        return (harness, view, pan, log)
    }

    @Test func stateSequenceAndTranslationLessTheHysteresis() {
        let (harness, view, pan, log) = setUp()
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, start: 0)
        // Steps at 10, 20, …, 100 pt: began at 20, changed at 30…100 (8), ended on lift.
        #expect(log.states == [.began] + Array(repeating: .changed, count: 8) + [.ended])
        #expect(log.translations.first == CGPoint(x: 10, y: 0))
        #expect(log.translations.last == CGPoint(x: 90, y: 0))
        #expect(pan.state == .possible)
        // The view lost its touch when the pan began.
        #expect(view.log == ["began1", "moved1", "cancelled1"])
    }

    @Test func velocityIsTheLeastSquaresSlope() {
        let (harness, _, _, log) = setUp()
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), steps: 10, start: 0)
        // 10 pt in x and 5 pt in y every 10 ms: 1000 and 500 points per second exactly.
        let v = log.velocities[5]
        #expect(abs(v.x - 1000) < 1e-6 && abs(v.y - 500) < 1e-6)
    }

    @Test func liftingBeforeTheThresholdFailsAndTheViewKeepsItsTouch() {
        let (harness, view, pan, log) = setUp()
        harness.send(.began, CGPoint(x: 100, y: 100), at: 0)
        harness.send(.moved, CGPoint(x: 105, y: 105), at: 0.01)
        harness.send(.ended, CGPoint(x: 105, y: 105), at: 0.02)
        // possible → failed sends no action; the recognizer is then reset.
        #expect(log.states.isEmpty)
        #expect(pan.state == .possible)
        #expect(view.log == ["began1", "moved1", "ended1"])
    }

    @Test func aCancelledTouchCancelsTheGesture() {
        let (harness, _, _, log) = setUp()
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), steps: 5, start: 0, lift: false)
        harness.send(.cancelled, CGPoint(x: 100, y: 200), at: 1)
        // Steps of 20 pt: the first already passes the hysteresis.
        #expect(log.states == [.began, .changed, .changed, .changed, .changed, .cancelled])
    }

    @Test func translationAndVelocityInATransformedView() {
        let harness = TouchHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        harness.window.addSubview(view)
        let log = PanLog()
        log.view = view
        let pan = UIPanGestureRecognizer(target: log, action: PanLog.pan)
        view.addGestureRecognizer(pan)
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, start: 0)
        // The view is drawn twice as large, so 90 screen points are 45 of its points.
        #expect(log.translations.last == CGPoint(x: 45, y: 0))
        #expect(abs(log.velocities[5].x - 500) < 1e-6)
    }

    @Test func setTranslationRebasesTheTranslation() {
        let (harness, _, pan, log) = setUp()
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), steps: 5, start: 0, lift: false)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        harness.send(.moved, CGPoint(x: 170, y: 100), at: 0.1)
        #expect(log.translations.last == CGPoint(x: 20, y: 0))
    }

    @Test func minimumNumberOfTouchesHoldsBackOneFinger() {
        let (harness, _, pan, log) = setUp()
        pan.minimumNumberOfTouches = 2
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), steps: 10, start: 0)
        #expect(log.states.isEmpty)
        // Two fingers moving together pan, with the centroid's translation.
        harness.send(at: 1, [(.began, 1, CGPoint(x: 100, y: 100)), (.began, 2, CGPoint(x: 200, y: 100))])
        harness.send(at: 1.01, [(.moved, 1, CGPoint(x: 100, y: 130)), (.moved, 2, CGPoint(x: 200, y: 130))])
        harness.send(at: 1.02, [(.moved, 1, CGPoint(x: 100, y: 150)), (.moved, 2, CGPoint(x: 200, y: 150))])
        #expect(log.states == [.began, .changed])
        #expect(log.translations == [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 40)])
        #expect(pan.numberOfTouches == 2)
        #expect(pan.location(in: nil) == CGPoint(x: 150, y: 150))
        #expect(pan.location(ofTouch: 1, in: nil) == CGPoint(x: 200, y: 150))
    }

    @Test func withoutCancellingTheViewKeepsGettingTouches() {
        let (harness, view, pan, log) = setUp()
        pan.cancelsTouchesInView = false
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 3, start: 0)
        // Steps of 33 pt: began on the first move.
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(view.log == ["began1", "moved1", "moved1", "moved1", "ended1"])
    }

    @Test func fingersThatRestBeforeLiftingHaveNoVelocity() {
        let (harness, _, _, log) = setUp()
        let last = harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, start: 0, lift: false)
        harness.send(.ended, CGPoint(x: 200, y: 100), at: last + 0.01)
        #expect(abs(log.velocities.last!.x - 1000) < 1e-6)          // a flick keeps its velocity
        let rested = harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, start: 1, lift: false)
        harness.send(.ended, CGPoint(x: 200, y: 100), at: rested + 0.3)
        #expect(log.velocities.last == .zero)
        #expect(harness.router.gestureArena.participants.isEmpty)
        #expect(harness.router.gestureArena.trackedTouchCount == 0)
    }
}
