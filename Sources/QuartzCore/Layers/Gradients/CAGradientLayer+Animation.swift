// Vitrine — Apache License 2.0
// A gradient layer's own animatable key paths, and the presentation redrawn for them.

extension CAGradientLayer: PropertyDrawnLayer {
    func animationValue(ofOwnKeyPath keyPath: String) -> AnimationValue? {
        switch keyPath {
        case "colors": .colors(style.cgColors)
        case "locations": .numbers(style.locations?.map(\.doubleValue))
        case "startPoint": .point(style.startPoint)
        case "endPoint": .point(style.endPoint)
        default: nil
        }
    }

    func setAnimationValue(_ value: AnimationValue, forOwnKeyPath keyPath: String) -> Bool {
        // Straight into the style: a presentation copy runs no actions.
        switch (keyPath, value) {
        case ("colors", .colors(let list)): style.colors = list
        case ("locations", .numbers(let list)): style.locations = list?.map { NSNumber(value: $0) }
        // An empty list reads as colours; as locations it is the same nothing.
        case ("locations", .colors(let list)) where list?.isEmpty ?? true: style.locations = list.map { _ in [] }
        case ("startPoint", .point(let p)): style.startPoint = p
        case ("endPoint", .point(let p)): style.endPoint = p
        case ("colors", _), ("locations", _), ("startPoint", _), ("endPoint", _):
            break  // a value of the wrong kind is ignored
        default:
            return false
        }
        return true
    }

    func updateContents(ofPresentation presentation: CALayer) {
        guard let copy = presentation as? CAGradientLayer else { return }
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
