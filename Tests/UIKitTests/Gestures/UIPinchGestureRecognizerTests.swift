// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Two fingers on a horizontal line through (500, 500), `half` points either side.
@MainActor
func spread(_ harness: TouchHarness, _ phase: TouchContactPhase, half: CGFloat, at time: Double) {
    harness.send(at: time, [(phase, 1, CGPoint(x: 500 - half, y: 500)), (phase, 2, CGPoint(x: 500 + half, y: 500))])
}

@MainActor
@Suite struct UIPinchGestureRecognizerTests {
    @MainActor
    final class PinchLog {
        var states: [UIGestureRecognizer.State] = []
        var scales: [CGFloat] = []
        var velocities: [CGFloat] = []
        func pinch(_ recognizer: UIPinchGestureRecognizer) {
            states.append(recognizer.state)
            scales.append(recognizer.scale)
            velocities.append(recognizer.velocity)
        }
    }

    private func setUp() -> (TouchHarness, TouchLogView, UIPinchGestureRecognizer, PinchLog) {
        let harness = TouchHarness()
        let view = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        let log = PinchLog()
        let pinch = UIPinchGestureRecognizer(target: log, action: PinchLog.pinch)
        view.addGestureRecognizer(pinch)
        return (harness, view, pinch, log)
    }

    @Test func scaleIsTheRatioOfDistancesAndEndsWhenTheFingersLift() {
        let (harness, view, pinch, log) = setUp()
        #expect(pinch.scale == 1)
        spread(harness, .began, half: 100, at: 0)                 // 200 pt apart
        spread(harness, .moved, half: 104, at: 0.01)              // 208: change of 8 is not more than 8
        #expect(pinch.state == .possible)
        for step in 1...10 {                                      // to 400 pt apart
            spread(harness, .moved, half: 100 + CGFloat(step) * 10, at: 0.01 + Double(step) * 0.01)
        }
        spread(harness, .ended, half: 200, at: 0.2)
        #expect(log.states == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(log.scales.first == 1.1)                          // 220 / 200
        #expect(log.scales.last == 2)                             // 400 / 200
        // The scale grows 0.1 every 10 ms: 10 per second.
        #expect(abs(log.velocities[5] - 10) < 1e-6)
        #expect(pinch.state == .possible && pinch.scale == 1)
        #expect(view.log == ["began1", "moved1", "cancelled1"])
    }

    @Test func oneFingerAloneFails() {
        let (harness, _, pinch, log) = setUp()
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), steps: 5, start: 0)
        #expect(log.states.isEmpty)
        #expect(pinch.state == .possible)
    }

    @Test func settingScaleRebasesIt() {
        let (harness, _, pinch, log) = setUp()
        spread(harness, .began, half: 100, at: 0)
        spread(harness, .moved, half: 150, at: 0.01)              // 1.5
        pinch.scale = 1
        spread(harness, .moved, half: 300, at: 0.02)              // 600 / 300 = 2 from the reset
        #expect(log.scales == [1.5, 2])
    }

    @Test func aCancelledTouchCancelsAPinchInProgress() {
        let (harness, _, _, log) = setUp()
        spread(harness, .began, half: 100, at: 0)
        spread(harness, .moved, half: 150, at: 0.01)
        spread(harness, .cancelled, half: 150, at: 0.02)
        #expect(log.states == [.began, .cancelled])
    }
}
