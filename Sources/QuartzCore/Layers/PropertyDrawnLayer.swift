// Vitrine — Apache License 2.0
// Layer classes whose contents are drawn from properties of their own (CAShapeLayer,
// CAGradientLayer). Two things set them apart from a plain layer:
// - their own animatable key paths, which CALayer's list (CALayer+AnimatableKeyPaths.swift)
//   does not know; Swift has no KVC and extension methods cannot be overridden, so the
//   base lookup asks this protocol first;
// - an animation of such a property changes pixels, not geometry: the compositor's
//   presentation copy must be of the same class and be redrawn for the animated values.

/// A layer subclass whose contents follow its own animatable properties.
@MainActor
protocol PropertyDrawnLayer: CALayer {
    /// The current value of one of the class's own animatable key paths; nil for others.
    func animationValue(ofOwnKeyPath keyPath: String) -> AnimationValue?

    /// Sets one of the class's own key paths and returns true; false for other key paths.
    func setAnimationValue(_ value: AnimationValue, forOwnKeyPath keyPath: String) -> Bool

    /// Gives `presentation` (a copy of this model layer with animations applied) contents
    /// for its animated values: this layer's own when nothing that shows has changed.
    func updateContents(ofPresentation presentation: CALayer)
}
