// Vitrine — Apache License 2.0
// iOS 17's spring animation, described by how long it feels and how much it bounces.

extension SpringTiming {
    /// The spring of SwiftUI's `Spring(duration:bounce:)`, which UIKit's
    /// `animate(springDuration:bounce:…)` uses: mass 1, stiffness (2π / duration)², and
    /// damping 4π(1 − bounce) / duration for bounce ≥ 0 (damping ratio 1 − bounce: 0 is
    /// critically damped), 4π / (duration (1 + bounce)) below 0 (overdamped, which moves
    /// here as critically damped, see `init(mass:stiffness:damping:initialVelocity:)`).
    public init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double) {
        let duration = max(duration, 0.001)
        let bounce = min(max(bounce, -1 + 1e-6), 1)
        let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
        self.init(mass: 1, stiffness: (2 * .pi / duration) * (2 * .pi / duration), damping: damping,
                  initialVelocity: initialVelocity)
    }
}

extension UIView {
    /// Animates the changes in `animations` with a spring that feels `duration` seconds
    /// long and bounces by `bounce` (0 none, up to 1; negative values damp more), as on
    /// iOS 17. The animations run until the spring settles (`SpringTiming.settlingTime`),
    /// which is longer than `duration`; `velocity` is in units of the whole change per second.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTiming(perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        var parameters = ViewAnimationParameters(duration: duration > 0 ? spring.settlingTime : 0, delay: delay,
                                                 options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]),
                                                 inheritingFrom: ViewAnimationBlock.current?.parameters)
        parameters.spring = spring
        let animates = areAnimationsEnabled && parameters.duration > 0
        run(ViewAnimationBlock(kind: animates ? .animated : .withoutAnimation, parameters: parameters),
            animations: animations, completion: completion)
    }
}
