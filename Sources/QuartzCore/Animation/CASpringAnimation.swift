// Vitrine — Apache License 2.0
import Foundation

/// A basic animation paced by a damped spring: a mass on a spring of `stiffness` with
/// `damping`, released toward the end value with `initialVelocity`.
///
/// The spring runs in seconds of local time, not in fractions of `duration`; set
/// `duration` to `settlingDuration` to let it come to rest.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// Default 1.
    open var mass: CGFloat = 1
    /// Default 100.
    open var stiffness: CGFloat = 100
    /// Default 10.
    open var damping: CGFloat = 10
    /// In units of the whole change per second; default 0.
    open var initialVelocity: CGFloat = 0

    public required init() {
        super.init()
    }

    /// The motion these parameters give.
    var spring: SpringTiming {
        SpringTiming(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come within 0.1 % of the end value and stay there.
    open var settlingDuration: CFTimeInterval { spring.settlingTime }

    override func value(atPassFraction fraction: Double, base: AnimationValue) -> AnimationValue? {
        guard let (from, to) = endpoints(base: base) else { return nil }
        return from.interpolated(to: to, fraction: spring.value(at: fraction * effectiveDuration))
    }
}
