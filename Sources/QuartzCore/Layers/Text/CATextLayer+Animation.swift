// Vitrine — Apache License 2.0
// A text layer's own animatable key paths (fontSize, foregroundColor, as in Core
// Animation).

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
}
