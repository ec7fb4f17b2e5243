// Vitrine — Apache License 2.0
// A gradient layer's own animatable key paths.

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
}
