// Vitrine — Apache License 2.0
import Foundation

/// The return to a resting offset: content let go past an edge springing back, a glide
/// that runs into an edge bouncing, paging settling on a page.
///
/// A critically damped spring (no oscillation) of natural frequency ω: with x the
/// displacement from the rest offset, x₀ and v₀ its value and velocity at the start,
///
///     x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)
///     x'(t) = (v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ω·t)
///
/// A start at the edge moving outward (x₀ = 0) goes out to v₀/(ω·e) at t = 1/ω and
/// returns. ω = 12 rad/s is ours (UIKit does not document its bounce): content let go
/// 100 points past the edge is back within 2 points in 0.5 s (700·e^(−6) = 1.74).
struct SpringBackCurve: Equatable {
    /// The rest offset, and the displacement and velocity (points per second) at the start.
    var rest: CGFloat
    var displacement: CGFloat
    var velocity: CGFloat

    static let naturalFrequency: CGFloat = 12
    /// The spring counts as settled within 0.1 point of rest, moving under 5 points per second.
    static let restDistance: CGFloat = 0.1
    static let restVelocity: CGFloat = 5

    init(from start: CGFloat, to rest: CGFloat, velocity: CGFloat) {
        self.rest = rest
        self.displacement = start.isFinite ? start - rest : 0
        self.velocity = velocity.isFinite ? velocity : 0
    }

    /// The offset `t` seconds after the start.
    func position(at t: Double) -> CGFloat {
        let t = CGFloat(max(t, 0)), w = Self.naturalFrequency
        return rest + (displacement + (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// The velocity `t` seconds after the start, in points per second.
    func velocity(at t: Double) -> CGFloat {
        let t = CGFloat(max(t, 0)), w = Self.naturalFrequency
        return (velocity - w * (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// Whether the spring has settled at `t`.
    func isSettled(at t: Double) -> Bool {
        abs(position(at: t) - rest) < Self.restDistance && abs(velocity(at: t)) < Self.restVelocity
    }
}
