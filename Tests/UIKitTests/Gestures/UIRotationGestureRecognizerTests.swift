// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Two fingers 100 pt either side of (500, 500) on a line at `angle` radians
/// (clockwise on screen, from the +x axis).
@MainActor
func turn(_ harness: TouchHarness, _ phase: TouchContactPhase, angle: CGFloat, radius: CGFloat = 100, at time: Double) {
    let dx = cos(angle) * radius, dy = sin(angle) * radius
    harness.send(at: time, [(phase, 1, CGPoint(x: 500 - dx, y: 500 - dy)), (phase, 2, CGPoint(x: 500 + dx, y: 500 + dy))])
}

@MainActor
@Suite struct UIRotationGestureRecognizerTests {
    @MainActor
    final class RotationLog {
        var states: [UIGestureRecognizer.State] = []
        var rotations: [CGFloat] = []
        var velocities: [CGFloat] = []
        func rotate(_ recognizer: UIRotationGestureRecognizer) {
            states.append(recognizer.state)
            rotations.append(recognizer.rotation)
            velocities.append(recognizer.velocity)
        }
    }

    private func setUp() -> (TouchHarness, UIRotationGestureRecognizer, RotationLog) {
        let harness = TouchHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        let log = RotationLog()
        let rotation = UIRotationGestureRecognizer(target: log, action: RotationLog.rotate)
        view.addGestureRecognizer(rotation)
        return (harness, rotation, log)
    }

    @Test func rotationIsClockwisePositiveRadiansAndPassesHalfATurn() {
        let (harness, rotation, log) = setUp()
        turn(harness, .began, angle: 0, at: 0)
        turn(harness, .moved, angle: 0.04, at: 0.01)
        turn(harness, .moved, angle: 0.08, at: 0.02)
        #expect(rotation.state == .possible)                       // 0.08 is not past 0.1
        // 0.04 rad every 10 ms up to 4 rad, further than half a turn (π).
        for step in 3...100 {
            turn(harness, .moved, angle: CGFloat(step) * 0.04, at: Double(step) * 0.01)
        }
        turn(harness, .ended, angle: 4, at: 1.1)
        // Began at step 3 (0.12 rad), changed at steps 4…100 (97), ended.
        #expect(log.states == [.began] + Array(repeating: .changed, count: 97) + [.ended])
        #expect(abs(log.rotations[0] - 0.12) < 1e-9)
        #expect(abs(log.rotations[log.rotations.count - 2] - 4) < 1e-9)
        // 0.04 rad per 10 ms: 4 rad/s.
        #expect(abs(log.velocities[10] - 4) < 1e-6)
        #expect(rotation.state == .possible && rotation.rotation == 0)
    }

    @Test func counterclockwiseIsNegativeAndOneFingerFails() {
        let (harness, _, log) = setUp()
        turn(harness, .began, angle: 0, at: 0)
        turn(harness, .moved, angle: -0.2, at: 0.01)
        turn(harness, .ended, angle: -0.2, at: 0.02)
        #expect(log.states == [.began, .ended])
        #expect(abs(log.rotations[0] + 0.2) < 1e-9)
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300), steps: 5, start: 1)
        #expect(log.states == [.began, .ended])
    }

    @Test func aCancelledTouchCancelsARotationInProgress() {
        let (harness, _, log) = setUp()
        turn(harness, .began, angle: 0, at: 0)
        turn(harness, .moved, angle: 0.3, at: 0.01)
        turn(harness, .cancelled, angle: 0.3, at: 0.02)
        #expect(log.states == [.began, .cancelled])
    }

    @Test func pinchAndRotationRecognizeTogetherOnlyWhenTheDelegateAllows() {
        @MainActor
        final class Simultaneous: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        for allowed in [false, true] {
            let harness = TouchHarness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            harness.window.addSubview(view)
            let pinches = ActionLog(), rotations = ActionLog()
            let pinch = UIPinchGestureRecognizer(target: pinches, action: ActionLog.record)
            let rotation = UIRotationGestureRecognizer(target: rotations, action: ActionLog.record)
            let delegate = Simultaneous()
            if allowed { pinch.delegate = delegate }
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            // Turn first (past 0.1 rad at the same distance), then spread (past 8 pt).
            turn(harness, .began, angle: 0, at: 0)
            turn(harness, .moved, angle: 0.2, at: 0.01)
            turn(harness, .moved, angle: 0.3, radius: 150, at: 0.02)
            turn(harness, .ended, angle: 0.3, radius: 150, at: 0.03)
            #expect(rotations.states == [.began, .changed, .ended])
            #expect(pinches.states == (allowed ? [.began, .ended] : []))
        }
    }
}
