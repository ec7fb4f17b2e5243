// Vitrine — Apache License 2.0
import Foundation

/// The glide after a flick: the velocity is multiplied by the deceleration rate `r` every
/// millisecond, as `UIScrollView.decelerationRate` documents.
///
/// Derivation. With `v` the velocity at release in points per millisecond, the distance
/// covered in millisecond k is v·r^k, so after n milliseconds the content has moved
/// Σₖ₌₁ⁿ v·r^k = v·r·(1 − rⁿ)/(1 − r), and the whole glide is D = v·r/(1 − r) (the
/// projection Apple gives for `decelerationRate`, WWDC 2018 "Designing Fluid
/// Interfaces"). The curve is evaluated at any time t (ms, not only whole milliseconds):
///
///     offset(t) = o₀ + D·(1 − rᵗ)
///
/// Its slope at t = 0 is −D·ln r = v·(−r·ln r/(1 − r)), within 0.1 % of v for r = 0.998,
/// so the glide continues the finger's speed. The glide is over when less than
/// `restDistance` of it remains: t_end = ln(restDistance/|D|)/ln r.
struct DecelerationCurve: Equatable {
    /// Where the glide starts and how far it goes, in points.
    var start: CGFloat
    var distance: CGFloat
    /// The rate per millisecond, 0 < r < 1.
    var rate: CGFloat

    /// What is left of a glide when it counts as stopped: 0.1 point (ours; UIKit does
    /// not document when it stops).
    static let restDistance: CGFloat = 0.1

    /// The glide of a release at `velocity` points per second.
    init(start: CGFloat, velocity: CGFloat, rate: CGFloat) {
        let r = Self.clampedRate(rate)
        self.init(start: start, distance: velocity / 1000 * r / (1 - r), rate: r)
    }

    /// The glide that ends `distance` points from `start` (a target set by the app).
    init(start: CGFloat, distance: CGFloat, rate: CGFloat) {
        self.start = start
        self.distance = distance.isFinite ? distance : 0
        self.rate = Self.clampedRate(rate)
    }

    /// Where the glide rests.
    var end: CGFloat { start + distance }

    /// The offset `t` seconds after release.
    func position(at t: Double) -> CGFloat {
        start + distance * (1 - pow(rate, CGFloat(max(t, 0) * 1000)))
    }

    /// The velocity `t` seconds after release, in points per second.
    func velocity(at t: Double) -> CGFloat {
        -distance * log(rate) * 1000 * pow(rate, CGFloat(max(t, 0) * 1000))
    }

    /// Seconds until less than `restDistance` remains (0 for a glide shorter than that).
    var duration: Double {
        guard abs(distance) > Self.restDistance else { return 0 }
        return Double(log(Self.restDistance / abs(distance)) / log(rate)) / 1000
    }

    /// The first time the glide reaches `position`, or nil if it never does.
    func time(reaching position: CGFloat) -> Double? {
        guard distance != 0 else { return nil }
        let fraction = (position - start) / distance
        guard fraction >= 0, fraction < 1 else { return nil }
        return Double(log(1 - fraction) / log(rate)) / 1000
    }

    /// A rate inside (0, 1): NaN or out-of-range rates fall back to `.normal`'s 0.998.
    static func clampedRate(_ rate: CGFloat) -> CGFloat {
        guard rate.isFinite, rate > 0, rate < 1 else { return 0.998 }
        return rate
    }
}
