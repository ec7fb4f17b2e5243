// Vitrine — Apache License 2.0

/// An animation of one layer property, named by its key path ("position",
/// "transform.rotation.z", …; see CALayer+AnimatableKeyPaths.swift for the list).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?
    /// Whether the animation's values are added to the property's current value
    /// instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition builds on the end of the previous one.
    open var isCumulative = false

    public required init() {
        super.init()
    }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func apply(passFraction: Double, to presentation: CALayer) {
        guard let keyPath, let base = presentation.animationBase(forKeyPath: keyPath),
              var value = value(atPassFraction: passFraction, base: base) else { return }
        if isAdditive, let sum = base.adding(value) { value = sum }
        presentation.setAnimationValue(value, forKeyPath: keyPath)
    }

    /// What the animation shows at `passFraction` when the property is `base` without
    /// it; subclasses define it.
    func value(atPassFraction fraction: Double, base: AnimationValue) -> AnimationValue? { nil }
}
