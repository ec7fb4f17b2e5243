// Vitrine — Apache License 2.0

/// How the changes made inside one animation block animate.
struct ViewAnimationParameters {
    var duration: Double
    var delay: Double = 0
    var curve: UIView.AnimationCurve = .easeInOut
    /// Set for `animate(withDuration:delay:usingSpringWithDamping:…)`.
    var spring: SpringTiming?
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false
    var allowsUserInteraction = false
    var layoutSubviews = false

    /// The parameters `options` give, inheriting from the enclosing block what the
    /// override flags do not claim, as nested UIKit blocks do.
    init(duration: Double, delay: Double, options: UIView.AnimationOptions, inheritingFrom outer: ViewAnimationParameters?) {
        self.duration = duration
        self.delay = delay
        curve = options.curve
        repeatCount = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        allowsUserInteraction = options.contains(.allowUserInteraction)
        layoutSubviews = options.contains(.layoutSubviews)
        guard let outer else { return }
        if !options.contains(.overrideInheritedDuration) { self.duration = outer.duration }
        if !options.contains(.overrideInheritedCurve) {
            curve = outer.curve
            spring = outer.spring
        }
        if !options.contains(.overrideInheritedOptions) {
            repeatCount = outer.repeatCount
            autoreverses = outer.autoreverses
        }
    }

    /// The legacy block defaults: 0.2 s, ease-in-out, no repeat.
    static var legacyDefaults: ViewAnimationParameters {
        ViewAnimationParameters(duration: 0.2, delay: 0, options: [], inheritingFrom: nil)
    }

    /// An animation of `key` from `from` to the layer's (new) model value.
    @MainActor
    func makeAnimation(key: String, from: AnimationValue) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: key)
            springAnimation.mass = 1
            springAnimation.stiffness = CGFloat(spring.naturalFrequency * spring.naturalFrequency)
            springAnimation.damping = CGFloat(2 * spring.dampingRatio * spring.naturalFrequency)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = curve.timingFunction
        }
        animation.fromValue = from
        configureTiming(of: animation)
        return animation
    }

    /// Sets the duration, delay, repeat and fill of `animation` from these parameters.
    @MainActor
    func configureTiming(of animation: CAAnimation) {
        animation.duration = duration
        animation.startDelay = delay
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        // Holds the start value during the delay, as UIKit's animations do.
        animation.fillMode = .backwards
    }
}
