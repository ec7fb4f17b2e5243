// Vitrine — Apache License 2.0
// The background colour as set is kept beside the layer's: a dynamic colour goes to the
// layer resolved with the view's traits and is resolved again when they change; a
// pattern colour cannot go to the layer at all.
//
// Pattern backgrounds are drawn into the view's backing store, under `draw(_:)`, and the
// layer's own background is left clear. The compositor fills layer backgrounds with one
// solid colour per rectangle (that is what makes it cheap and lets opaque views hide
// what lies beneath); tiling an image there would need a new kind of layer content. A
// backing store costs one bitmap the size of the view, drawn once and whenever the view
// redraws, which suits the textures and hatchings patterns are used for. (A CALayer change
// that would let the compositor tile `contents` is described in the branch's report.)

extension UIView {
    /// What `backgroundColor` returns: the colour as set, unless the layer's colour was
    /// changed directly since.
    var backgroundColorAsSet: UIColor? {
        if let given = givenBackgroundColor, given.applied == layer.backgroundColor { return given.color }
        return layer.backgroundColor.map(UIColor.init(cgColor:))
    }

    /// Sets the background colour: the layer gets it resolved, or nothing for a pattern.
    func applyBackgroundColor(_ color: UIColor?) {
        let hadPattern = patternBackground != nil
        let applied = color.flatMap { $0.patternImage == nil ? $0.resolvedColor(with: traitCollection).cgColor : nil }
        givenBackgroundColor = color.map { ($0, applied) }
        layer.backgroundColor = applied
        if patternBackground != nil {
            layer.setNeedsDisplay()
        } else if hadPattern {
            // An image view's contents are its image, not a backing store to release.
            if classMayDraw { setNeedsDisplay() } else if !(self is UIImageView) { layer.releaseBackingStore() }
        }
    }

    /// Resolves a dynamic background colour again for the view's current traits.
    func refreshBackgroundColor() {
        guard let given = givenBackgroundColor, given.color.isDynamic, given.applied == layer.backgroundColor else { return }
        let applied = given.color.resolvedColor(with: traitCollection).cgColor
        givenBackgroundColor = (given.color, applied)
        layer.backgroundColor = applied
    }

    /// The image a pattern background tiles, while the layer's colour was not set since.
    var patternBackground: UIImage? {
        guard let given = givenBackgroundColor, layer.backgroundColor == nil else { return nil }
        return given.color.resolvedColor(with: traitCollection).patternImage
    }

    /// Tiles the pattern background over the bounds of the current context.
    func drawPatternBackground() {
        patternBackground?.drawAsPattern(in: bounds)
    }
}
