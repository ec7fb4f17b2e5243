// Vitrine — Apache License 2.0
import Foundation

/// A zoom moving by itself, as a function of the time since it started: the scale
/// springing back to a limit after a pinch (`.bounce`), or `setZoomScale(_:animated:)`
/// and `zoom(to:animated:)` (`.animation`).
///
/// Scale and offset move along one progress curve. The offset that holds a point of the
/// zoomed view at a spot on screen is linear in the scale, so a point both ends hold at
/// the same spot (the fingers' centroid, the view's middle) stays there all the way.
///
/// - `.bounce`: a critically damped spring starting at rest, with `SpringBackCurve`'s
///   natural frequency ω = 12 rad/s: progress p(t) = 1 − (1 + ω·t)·e^(−ω·t), taken as
///   done within 0.1 % of the end (t ≈ 0.77 s). No overshoot, so the scale never leaves
///   the limits on its way back.
/// - `.animation`: ease in, ease out over 0.3 s, as `setContentOffset(_:animated:)`.
struct ZoomMotion {
    enum Kind {
        case bounce, animation
    }

    let kind: Kind
    let fromScale: CGFloat
    let toScale: CGFloat
    let fromOffset: CGPoint
    let toOffset: CGPoint
    /// The frame time the motion started at; set by its first frame.
    var startTime: Double?

    init(kind: Kind, fromScale: CGFloat, toScale: CGFloat, fromOffset: CGPoint, toOffset: CGPoint) {
        self.kind = kind
        self.fromScale = fromScale
        self.toScale = toScale
        self.fromOffset = fromOffset
        self.toOffset = toOffset
    }

    /// The share of the way done `t` seconds after the start, 0 to 1.
    func progress(at t: Double) -> CGFloat {
        let t = max(t, 0)
        switch kind {
        case .bounce:
            let w = Double(SpringBackCurve.naturalFrequency)
            return CGFloat(1 - (1 + w * t) * exp(-w * t))
        case .animation:
            let duration = ScrollAxisMotion.animationDuration
            return CGFloat(Self.easing.value(at: min(t / duration, 1)))
        }
    }

    func isFinished(at t: Double) -> Bool {
        switch kind {
        case .bounce: return progress(at: t) >= 0.999
        case .animation: return t >= ScrollAxisMotion.animationDuration
        }
    }

    func scale(at t: Double) -> CGFloat {
        fromScale + (toScale - fromScale) * progress(at: t)
    }

    func offset(at t: Double) -> CGPoint {
        let p = progress(at: t)
        return CGPoint(x: fromOffset.x + (toOffset.x - fromOffset.x) * p, y: fromOffset.y + (toOffset.y - fromOffset.y) * p)
    }

    private static let easing = CAMediaTimingFunction(name: .easeInEaseOut)
}

/// A pinch in progress: the point of the zoomed view held under the fingers.
struct ZoomAnchor {
    /// The scale when the pinch began; the pinch's `scale` multiplies it.
    var startScale: CGFloat
    /// The held point, in the zoomed view's bounds less its origin (unscaled points).
    var point: CGPoint
    /// The fingers' centroid, in the scroll view's visible coordinates (offset removed).
    var centroid: CGPoint
    /// How many fingers were down when the point was taken; another count re-anchors.
    var fingers: Int
}
