// Vitrine — Apache License 2.0
// Layer classes whose contents are drawn from properties of their own (CAShapeLayer,
// CAGradientLayer, CATextLayer). Two things set them apart from a plain layer:
// - their own animatable key paths, which CALayer's list (CALayer+AnimatableKeyPaths.swift)
//   does not know; Swift has no KVC and extension methods cannot be overridden, so the
//   base lookup asks this protocol first;
// - an animation of such a property changes pixels, not geometry: the compositor's
//   presentation copy must be of the same class and be redrawn for the animated values.
// Each class keeps its drawn properties in one Equatable style value; the extension below
// is what they share: changing one property of it, and redrawing a presentation copy.

/// A layer subclass with animatable properties of its own, which CALayer's list of key
/// paths does not know. Its presentation copies keep its class.
@MainActor
protocol OwnAnimatableLayer: CALayer {
    /// The current value of one of the class's own animatable key paths; nil for others.
    func animationValue(ofOwnKeyPath keyPath: String) -> AnimationValue?

    /// Sets one of the class's own key paths and returns true; false for other key paths.
    func setAnimationValue(_ value: AnimationValue, forOwnKeyPath keyPath: String) -> Bool
}

/// A layer subclass whose contents follow its own animatable properties.
@MainActor
protocol PropertyDrawnLayer: OwnAnimatableLayer {
    /// The value holding every property the drawing depends on.
    associatedtype Style: Equatable

    /// The properties drawn; the class's public properties read and write it.
    var style: Style { get set }

    /// The last presentation drawn for animated values, kept while they stay.
    var presentationContents: (style: Style, bounds: CGRect, scale: CGFloat, image: CGImage?)? { get set }

    /// Whether the drawing moves with the bounds' origin, not only their size (a shape's
    /// path is drawn in layer coordinates, a gradient or text fills the bounds).
    static var drawingFollowsBoundsOrigin: Bool { get }

    /// The contents drawn for `style` in `bounds` at `scale`.
    static func image(of style: Style, bounds: CGRect, scale: CGFloat) -> CGImage?

    /// Marks the layer to be drawn again after its style changed.
    func styleDidChange()

    /// Gives `presentation` (a copy of this model layer with animations applied) contents
    /// for its animated values: this layer's own when nothing that shows has changed.
    func updateContents(ofPresentation presentation: CALayer)
}

extension PropertyDrawnLayer {
    static var drawingFollowsBoundsOrigin: Bool { false }

    /// Changes one drawn property: the action for `key` (asked before the change, while
    /// the old value can be read) runs after it, and the layer is redrawn.
    func setStyle<Value: Equatable>(_ property: WritableKeyPath<Style, Value>, _ value: Value, key: String) {
        setStyle(property, value, key: key, changed: style[keyPath: property] != value)
    }

    /// The same for a property whose sameness the caller decides (`changed`).
    func setStyle<Value>(_ property: WritableKeyPath<Style, Value>, _ value: Value, key: String, changed: Bool) {
        guard changed else { return }
        let action = actionForChange(ofKey: key)
        style[keyPath: property] = value
        action?.run(forKey: key, object: self, arguments: nil)
        styleDidChange()
    }

    func updateContents(ofPresentation presentation: CALayer) {
        guard let copy = presentation as? Self else { return }
        let bounds = copy.bounds, scale = copy.contentsScale
        let sameBounds = Self.drawingFollowsBoundsOrigin ? bounds == self.bounds : bounds.size == self.bounds.size
        // Unchanged drawing: the model's own contents (which the copy holds) serve.
        if copy.style == style, sameBounds, scale == contentsScale { return }
        if let cached = presentationContents, cached.style == copy.style, cached.bounds == bounds, cached.scale == scale {
            copy.contents = cached.image
            return
        }
        let image = Self.image(of: copy.style, bounds: bounds, scale: scale)
        presentationContents = (copy.style, bounds, scale, image)
        copy.contents = image
    }
}
