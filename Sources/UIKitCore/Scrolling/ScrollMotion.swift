// Vitrine — Apache License 2.0

/// The motion of both axes of a scroll view's offset, started at the first frame that
/// shows it.
struct ScrollMotion {
    enum Kind {
        /// After a finger lifted: `isDecelerating`, ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated:)`: ends with `scrollViewDidEndScrollingAnimation`.
        case animation
    }

    var kind: Kind
    var x: ScrollAxisMotion
    var y: ScrollAxisMotion
    /// Set by the first frame: the motion starts one frame period before that frame is
    /// shown, so the first frame already shows one period of it, whatever time passed
    /// since the previous frame.
    var startTime: Double?

    func offset(at t: Double) -> CGPoint {
        CGPoint(x: x.position(at: t), y: y.position(at: t))
    }

    func isFinished(at t: Double) -> Bool {
        x.isFinished(at: t) && y.isFinished(at: t)
    }

    var finalOffset: CGPoint {
        CGPoint(x: x.finalPosition, y: y.finalPosition)
    }
}
