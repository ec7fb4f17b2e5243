// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Runs frames on a touch harness's manual clock as the frame scheduler does: every
/// 1/60 s, the animation clock's display links at the frame's time, then layout and
/// display (`draw(_:)`). The scroll, table and collection harnesses share it; composition
/// is left to the tests that look at pixels. The clock starts at 100 s.
@MainActor
final class FrameStepper {
    static let period = 1.0 / 60
    let touches: TouchHarness
    private var nextFrame: Double

    init(touches: TouchHarness) {
        self.touches = touches
        touches.loop.advanceTime(by: 100)
        nextFrame = touches.loop.now
    }

    var now: Double { touches.loop.now }

    /// Moves the clock on by `seconds`, running a frame at every 1/60 s on the way.
    func wait(_ seconds: Double) {
        let end = now + seconds
        // Touches sent meanwhile moved the clock: frames resume on the 60 Hz grid.
        while nextFrame < now { nextFrame += Self.period }
        while nextFrame <= end {
            touches.wait(until: nextFrame)
            AnimationClock.shared.beginFrame(timestamp: nextFrame - Self.period, targetTimestamp: nextFrame, duration: Self.period)
            touches.window.layoutIfNeeded()
            touches.window.layer.displayTreeIfNeeded()
            nextFrame += Self.period
        }
        touches.wait(until: end)
    }
}
