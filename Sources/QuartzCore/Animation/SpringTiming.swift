// Vitrine — Apache License 2.0
import Foundation

/// The motion of a damped harmonic oscillator released from 0 toward 1: the pacing of
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
///
/// UIKit's parameters map onto a unit mass: the damping ratio ζ is `dampingRatio`, and the
/// natural frequency ω is chosen so that the motion has settled (within 0.1 % of the
/// target, by its envelope e^(−ζωt)) at `duration` — the reading several UIKit
/// re-implementations take; Apple does not document the constant. `initialVelocity` is in
/// units of the total change per second, as UIKit documents.
public struct SpringTiming: Equatable, Sendable {
    public let dampingRatio: Double
    public let initialVelocity: Double
    /// The natural (undamped) angular frequency, radians per second.
    public let naturalFrequency: Double

    public init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        self.dampingRatio = min(max(dampingRatio, 0.001), 1)
        self.initialVelocity = initialVelocity
        // Envelope e^(−ζωT) = 0.001 at T = duration: ω = ln(1000) / (ζ T).
        self.naturalFrequency = log(1000) / (self.dampingRatio * max(duration, 0.001))
    }

    /// The fraction of the change applied `time` seconds after the start (may overshoot 1).
    public func value(at time: Double) -> Double {
        let t = max(time, 0)
        let zeta = dampingRatio, omega = naturalFrequency
        // Displacement from the target x(t) = value − 1, with x(0) = −1, x'(0) = v0.
        let x0 = -1.0, v0 = initialVelocity
        if zeta >= 1 {
            // Critically damped: x = (x0 + (v0 + ω x0) t) e^(−ωt).
            return 1 + (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        }
        // Underdamped: x = e^(−ζωt) (x0 cos ωd t + (v0 + ζ ω x0)/ωd sin ωd t).
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        return 1 + envelope * (x0 * cos(omegaD * t) + (v0 + zeta * omega * x0) / omegaD * sin(omegaD * t))
    }
}
