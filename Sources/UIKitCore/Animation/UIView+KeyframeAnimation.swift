// Vitrine — Apache License 2.0

extension UIView {
    /// Animates the changes made by the keyframes that `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`; changes made
    /// outside a keyframe span the whole duration. The curve bits of `options`
    /// (`AnimationOptions.curve…` raw values) pace the whole animation, ease-in-out by
    /// default; the calculation mode says how values between keyframes are found.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let parameters = ViewAnimationParameters(duration: duration, delay: delay,
                                                 options: AnimationOptions(rawValue: options.rawValue),
                                                 inheritingFrom: ViewAnimationBlock.current?.parameters)
        guard areAnimationsEnabled && parameters.duration > 0 else {
            run(ViewAnimationBlock(kind: .withoutAnimation, parameters: parameters), animations: animations, completion: completion)
            return
        }
        let block = ViewAnimationBlock(kind: .recording, parameters: parameters)
        block.isKeyframeBlock = true
        block.completion = completion
        block.open()
        animations()
        block.addRecordedKeyframeAnimations(calculationMode: options.calculationMode)
        block.close()
    }

    /// Adds a keyframe inside `animateKeyframes`: the changes `animations` makes are
    /// reached between `frameStartTime` and `frameStartTime + frameDuration`, both
    /// fractions of the whole duration. Outside a keyframe block the changes are made
    /// as they would be without it.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let block = ViewAnimationBlock.current, block.isKeyframeBlock else {
            animations()
            return
        }
        let outer = block.keyframeWindow
        block.keyframeWindow = (frameStartTime, frameDuration)
        animations()
        block.keyframeWindow = outer
    }
}
