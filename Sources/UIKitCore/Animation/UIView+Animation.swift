// Vitrine — Apache License 2.0
// UIView's block animation API.
//
// The property changes made inside `animations` take effect in the model at once;
// each becomes a Core Animation animation on the view's layer from the old value (or,
// with `.beginFromCurrentState`, from what is on screen) to the new one, which the
// compositor plays from the next frame on, paced by the page-flip clock. The
// completion runs once every animation of the block has stopped, with `finished` false
// if any was cut short (replaced by another animation of the same property, or removed).

extension UIView {
    // MARK: - Animating

    /// Animates the changes made in `animations` over `duration` seconds after `delay`,
    /// then calls `completion`. A duration of 0 or less makes the changes at once.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let parameters = ViewAnimationParameters(duration: duration, delay: delay, options: options,
                                                 inheritingFrom: ViewAnimationBlock.current?.parameters)
        let animates = areAnimationsEnabled && parameters.duration > 0
        run(ViewAnimationBlock(kind: animates ? .animated : .withoutAnimation, parameters: parameters),
            animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with the default ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with the default ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes in `animations` with the motion of a damped spring: a
    /// `dampingRatio` of 1 settles without overshooting, smaller values oscillate;
    /// `velocity` is the initial speed in units of the whole change per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var parameters = ViewAnimationParameters(duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
                                                 inheritingFrom: ViewAnimationBlock.current?.parameters)
        parameters.spring = SpringTiming(duration: parameters.duration, dampingRatio: Double(dampingRatio),
                                         initialVelocity: Double(velocity))
        let animates = areAnimationsEnabled && parameters.duration > 0
        run(ViewAnimationBlock(kind: animates ? .animated : .withoutAnimation, parameters: parameters),
            animations: animations, completion: completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let parameters = ViewAnimationParameters(duration: 0, delay: 0, options: [], inheritingFrom: nil)
        let block = ViewAnimationBlock(kind: .withoutAnimation, parameters: parameters)
        block.open()
        actionsWithoutAnimation()
        block.close()
    }

    /// Whether animation blocks animate; when false their changes take effect at once.
    public private(set) static var areAnimationsEnabled = true

    /// Turns animation blocks on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// The duration of the innermost animation block being set up; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = ViewAnimationBlock.current, block.kind != .withoutAnimation else { return 0 }
        return block.parameters.duration
    }

    /// Opens `block`, runs `animations`, closes it.
    static func run(_ block: ViewAnimationBlock, animations: () -> Void, completion: ((Bool) -> Void)?) {
        block.completion = completion
        block.open()
        animations()
        block.close()
    }

    /// Whether an animation block without `.allowUserInteraction` animates this view,
    /// which keeps touches from it until the animation ends.
    var isAnimatingWithoutUserInteraction: Bool {
        layer.attachedAnimations.contains { ($0.delegate as? ViewAnimationBlock)?.blocksUserInteraction ?? false }
    }
}
