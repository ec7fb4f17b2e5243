// Vitrine — Apache License 2.0
// A shape layer's own animatable key paths.

extension CAShapeLayer: PropertyDrawnLayer {
    // The path is drawn in layer coordinates: moving the bounds moves the drawing.
    static var drawingFollowsBoundsOrigin: Bool { true }

    func animationValue(ofOwnKeyPath keyPath: String) -> AnimationValue? {
        switch keyPath {
        case "path": .path(style.path)
        case "fillColor": style.fillColor.map(AnimationValue.color) ?? .noColor
        case "strokeColor": style.strokeColor.map(AnimationValue.color) ?? .noColor
        case "lineWidth": .scalar(Double(style.lineWidth))
        case "miterLimit": .scalar(Double(style.miterLimit))
        case "lineDashPhase": .scalar(Double(style.lineDashPhase))
        case "strokeStart": .scalar(Double(style.strokeStart))
        case "strokeEnd": .scalar(Double(style.strokeEnd))
        default: nil
        }
    }

    func setAnimationValue(_ value: AnimationValue, forOwnKeyPath keyPath: String) -> Bool {
        // Straight into the style: a presentation copy runs no actions.
        switch (keyPath, value) {
        case ("path", .path(let p)): style.path = p
        case ("fillColor", .color(let c)): style.fillColor = c
        case ("fillColor", .noColor): style.fillColor = nil
        case ("strokeColor", .color(let c)): style.strokeColor = c
        case ("strokeColor", .noColor): style.strokeColor = nil
        case ("lineWidth", .scalar(let v)): style.lineWidth = CGFloat(v)
        case ("miterLimit", .scalar(let v)): style.miterLimit = CGFloat(v)
        case ("lineDashPhase", .scalar(let v)): style.lineDashPhase = CGFloat(v)
        case ("strokeStart", .scalar(let v)): style.strokeStart = CGFloat(v)
        case ("strokeEnd", .scalar(let v)): style.strokeEnd = CGFloat(v)
        case ("path", _), ("fillColor", _), ("strokeColor", _), ("lineWidth", _), ("miterLimit", _),
             ("lineDashPhase", _), ("strokeStart", _), ("strokeEnd", _):
            break  // a value of the wrong kind is ignored
        default:
            return false
        }
        return true
    }
}
