// Vitrine — Apache License 2.0
// A replicator's own animatable key paths, as Core Animation documents them animatable:
// "instanceDelay", "instanceTransform", "instanceColor" and the four colour offsets.

extension CAReplicatorLayer: OwnAnimatableLayer {
    func animationValue(ofOwnKeyPath keyPath: String) -> AnimationValue? {
        switch keyPath {
        case "instanceDelay": .scalar(instanceDelay)
        case "instanceTransform": AnimationValue(instanceTransform)
        case "instanceColor": instanceColor.map(AnimationValue.color) ?? .noColor
        case "instanceRedOffset": .scalar(Double(instanceRedOffset))
        case "instanceGreenOffset": .scalar(Double(instanceGreenOffset))
        case "instanceBlueOffset": .scalar(Double(instanceBlueOffset))
        case "instanceAlphaOffset": .scalar(Double(instanceAlphaOffset))
        default: nil
        }
    }

    func setAnimationValue(_ value: AnimationValue, forOwnKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("instanceDelay", .scalar(let v)): instanceDelay = v
        case ("instanceTransform", .transform3D(let t)): instanceTransform = t
        case ("instanceTransform", .affine(let t)): instanceTransform = CATransform3DMakeAffineTransform(t)
        case ("instanceColor", .color(let c)): instanceColor = c
        case ("instanceColor", .noColor): instanceColor = nil
        case ("instanceRedOffset", .scalar(let v)): instanceRedOffset = Float(v)
        case ("instanceGreenOffset", .scalar(let v)): instanceGreenOffset = Float(v)
        case ("instanceBlueOffset", .scalar(let v)): instanceBlueOffset = Float(v)
        case ("instanceAlphaOffset", .scalar(let v)): instanceAlphaOffset = Float(v)
        case ("instanceDelay", _), ("instanceTransform", _), ("instanceColor", _), ("instanceRedOffset", _),
             ("instanceGreenOffset", _), ("instanceBlueOffset", _), ("instanceAlphaOffset", _):
            break  // a value of the wrong kind is ignored
        default:
            return false
        }
        return true
    }
}
