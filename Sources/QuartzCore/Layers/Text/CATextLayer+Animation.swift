// Vitrine — Apache License 2.0
// A text layer's own animatable key paths (fontSize, foregroundColor, as in Core
// Animation), and the presentation redrawn for them.

extension CATextLayer: PropertyDrawnLayer {
    func animationValue(ofOwnKeyPath keyPath: String) -> AnimationValue? {
        switch keyPath {
        case "fontSize": .scalar(Double(style.fontSize))
        case "foregroundColor": style.foregroundColor.map(AnimationValue.color) ?? .noColor
        default: nil
        }
    }

    func setAnimationValue(_ value: AnimationValue, forOwnKeyPath keyPath: String) -> Bool {
        // Straight into the style: a presentation copy runs no actions.
        switch (keyPath, value) {
        case ("fontSize", .scalar(let v)): style.fontSize = CGFloat(v)
        case ("foregroundColor", .color(let c)): style.foregroundColor = c
        case ("foregroundColor", .noColor): style.foregroundColor = nil
        case ("fontSize", _), ("foregroundColor", _):
            break  // a value of the wrong kind is ignored
        default:
            return false
        }
        return true
    }

    func updateContents(ofPresentation presentation: CALayer) {
        guard let copy = presentation as? CATextLayer else { return }
        let bounds = copy.bounds, scale = copy.contentsScale
        // Unchanged drawing: the model's own backing store (which the copy holds) serves.
        if copy.style == style, bounds.size == self.bounds.size, scale == contentsScale { return }
        if let cached = presentationContents, cached.style == copy.style, cached.bounds == bounds, cached.scale == scale {
            copy.contents = cached.image
            return
        }
        let image = Self.image(of: copy.style, bounds: bounds, scale: scale)
        presentationContents = (copy.style, bounds, scale, image)
        copy.contents = image
    }
}
