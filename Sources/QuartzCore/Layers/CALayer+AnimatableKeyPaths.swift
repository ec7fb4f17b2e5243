// Vitrine — Apache License 2.0
// The key paths animations name, read and written as AnimationValues.
//
// Core Animation finds animatable properties through key-value coding; Swift on Linux
// has no KVC, so the animatable key paths are listed here. Besides whole properties
// ("position", "bounds", "opacity", "backgroundColor", "transform", "anchorPoint",
// "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
// "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter") the
// usual parts work: "position.x", "bounds.size.width", "transform.rotation.z",
// "transform.scale", "transform.translation.x" and so on. Transform parts act on the
// transform's decomposition (scale, rotation, translation), as Core Animation's do;
// "transform.rotation.x" and ".y" turn the layer in depth on top of its transform.
// The framework's "backdropFilter" (a material's blur) animates too.

extension CALayer {
    /// The current value at `keyPath`: a built-in property, else a custom key's value
    /// (`setValue(_:forKey:)`) when it is of an animatable kind; nil otherwise.
    package func animationValue(forKeyPath keyPath: String) -> AnimationValue? {
        if let builtIn = builtInAnimationValue(forKeyPath: keyPath) { return builtIn }
        return AnimationValue(value(forKey: keyPath))
    }

    /// The value an animation of `keyPath` starts from: the current value, or 0 for a
    /// custom key never set (as an unset numeric property reads through KVC on iOS).
    func animationBase(forKeyPath keyPath: String) -> AnimationValue? {
        if let value = animationValue(forKeyPath: keyPath) { return value }
        return builtInAnimationValue(forKeyPath: keyPath) == nil && value(forKey: keyPath) == nil ? .scalar(0) : nil
    }

    /// The current value of a built-in animatable property (the class's own included),
    /// or nil for a key path that names none.
    func builtInAnimationValue(forKeyPath keyPath: String) -> AnimationValue? {
        if let own = self as? any OwnAnimatableLayer, let value = own.animationValue(ofOwnKeyPath: keyPath) {
            return value
        }
        switch keyPath {
        case "position": return .point(position)
        case "position.x": return .scalar(Double(position.x))
        case "position.y": return .scalar(Double(position.y))
        case "anchorPoint": return .point(anchorPoint)
        case "anchorPoint.x": return .scalar(Double(anchorPoint.x))
        case "anchorPoint.y": return .scalar(Double(anchorPoint.y))
        case "bounds": return .rect(bounds)
        case "bounds.origin": return .point(bounds.origin)
        case "bounds.origin.x": return .scalar(Double(bounds.minX))
        case "bounds.origin.y": return .scalar(Double(bounds.minY))
        case "bounds.size": return .size(bounds.size)
        case "bounds.size.width": return .scalar(Double(bounds.width))
        case "bounds.size.height": return .scalar(Double(bounds.height))
        case "opacity": return .scalar(Double(opacity))
        case "backgroundColor": return backgroundColor.map(AnimationValue.color) ?? .noColor
        case "cornerRadius": return .scalar(Double(cornerRadius))
        case "borderWidth": return .scalar(Double(borderWidth))
        case "borderColor": return borderColor.map(AnimationValue.color) ?? .noColor
        case "shadowColor": return shadowColor.map(AnimationValue.color) ?? .noColor
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(Double(shadowRadius))
        case "shadowPath": return .path(shadowPath)
        case "contentsRect": return .rect(contentsRect)
        case "contentsCenter": return .rect(contentsCenter)
        case "contents": return .contents(contents as? CGImage)
        case "backdropFilter": return .backdrop(backdropFilter)
        case "transform": return AnimationValue(transform)
        case "sublayerTransform": return AnimationValue(sublayerTransform)
        case "transform.rotation.x", "transform.rotation.y": return .scalar(0)
        default:
            guard let part = TransformPart(keyPath: keyPath) else { return nil }
            return .scalar(part.value(in: AffineDecomposition(affineTransform())))
        }
    }

    /// Sets the value at `keyPath`; a value of the wrong kind is ignored.
    package func setAnimationValue(_ value: AnimationValue, forKeyPath keyPath: String) {
        if let own = self as? any OwnAnimatableLayer, own.setAnimationValue(value, forOwnKeyPath: keyPath) {
            return
        }
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = CGFloat(v)
        case ("position.y", .scalar(let v)): position.y = CGFloat(v)
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("anchorPoint.x", .scalar(let v)): anchorPoint.x = CGFloat(v)
        case ("anchorPoint.y", .scalar(let v)): anchorPoint.y = CGFloat(v)
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.origin.x", .scalar(let v)): bounds.origin.x = CGFloat(v)
        case ("bounds.origin.y", .scalar(let v)): bounds.origin.y = CGFloat(v)
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = CGFloat(v)
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = CGFloat(v)
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("backgroundColor", .noColor): backgroundColor = nil
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let c)): borderColor = c
        case ("borderColor", .noColor): borderColor = nil
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowColor", .noColor): shadowColor = nil
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
        case ("shadowPath", .path(let p)): shadowPath = p
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        case ("contents", .contents(let image)): contents = image
        case ("backdropFilter", .backdrop(let filter)): backdropFilter = filter
        case ("contents", .contentsBlend(let from, let to, let fraction)):
            contents = to
            contentsTransition = ContentsTransition(from: from.map { .image($0) }, type: .fade, subtype: nil, progress: fraction)
        case ("transform", .affine(let t)): setAffineTransform(t)
        case ("transform", .transform3D(let t)): transform = t
        case ("sublayerTransform", .affine(let t)): sublayerTransform = CATransform3DMakeAffineTransform(t)
        case ("sublayerTransform", .transform3D(let t)): sublayerTransform = t
        // A turn in depth is applied before the layer's own transform (so a perspective
        // there shows it); its value reads as 0, so animate it from 0.
        case ("transform.rotation.x", .scalar(let v)): transform = CATransform3DRotate(transform, CGFloat(v), 1, 0, 0)
        case ("transform.rotation.y", .scalar(let v)): transform = CATransform3DRotate(transform, CGFloat(v), 0, 1, 0)
        case (_, .scalar(let v)) where TransformPart(keyPath: keyPath) != nil:
            guard let part = TransformPart(keyPath: keyPath) else { return }
            var parts = AffineDecomposition(affineTransform())
            part.set(v, in: &parts)
            setAffineTransform(parts.transform)
        default:
            // A custom key: the value keeps the kind the key held (a CGFloat stays one).
            guard builtInAnimationValue(forKeyPath: keyPath) == nil else { return }
            setValue(value.anyValue(like: self.value(forKey: keyPath)), forKey: keyPath)
        }
    }
}

/// A part of a layer's transform named by a "transform.…" key path.
private enum TransformPart {
    case rotation, scale, scaleX, scaleY, translationX, translationY

    init?(keyPath: String) {
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": self = .rotation
        case "transform.scale": self = .scale
        case "transform.scale.x": self = .scaleX
        case "transform.scale.y": self = .scaleY
        case "transform.translation.x": self = .translationX
        case "transform.translation.y": self = .translationY
        default: return nil
        }
    }

    func value(in parts: AffineDecomposition) -> Double {
        switch self {
        case .rotation: parts.rotation
        case .scale: (parts.scaleX + parts.scaleY) / 2
        case .scaleX: parts.scaleX
        case .scaleY: parts.scaleY
        case .translationX: parts.translationX
        case .translationY: parts.translationY
        }
    }

    func set(_ value: Double, in parts: inout AffineDecomposition) {
        switch self {
        case .rotation: parts.rotation = value
        case .scale: parts.scaleX = value; parts.scaleY = value
        case .scaleX: parts.scaleX = value
        case .scaleY: parts.scaleY = value
        case .translationX: parts.translationX = value
        case .translationY: parts.translationY = value
        }
    }
}
