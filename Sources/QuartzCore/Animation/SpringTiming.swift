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

    /// The spring Core Animation describes: a `mass` on a spring of `stiffness` with
    /// `damping`. ζ = damping / (2√(stiffness·mass)), ω = √(stiffness / mass); an
    /// overdamped spring (ζ > 1) moves as a critically damped one.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let mass = max(mass, 1e-6), stiffness = max(stiffness, 1e-6)
        self.dampingRatio = min(max(damping / (2 * (stiffness * mass).squareRoot()), 0.001), 1)
        self.initialVelocity = initialVelocity
        self.naturalFrequency = (stiffness / mass).squareRoot()
    }

    /// Seconds until the motion stays within 0.1 % of the target: the last sampled
    /// moment (every millisecond, up to a minute) at which it is farther away.
    public var settlingTime: Double {
        let step = 0.001, limit = 60.0
        var lastOutside = 0.0
        var time = 0.0
        while time <= limit {
            if abs(value(at: time) - 1) > 0.001 { lastOutside = time }
            // Past the envelope's own settling time nothing can leave the band again.
            if time > lastOutside + 1, exp(-dampingRatio * naturalFrequency * time) * (1 + abs(initialVelocity) + naturalFrequency * time) < 0.001 { break }
            time += step
        }
        return lastOutside + step
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
