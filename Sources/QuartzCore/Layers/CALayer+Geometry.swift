// Vitrine — Apache License 2.0
// Derived geometry: the frame, the layer-to-superlayer map, and conversions between
// layers. Everything here goes through `layerToParentTransform()`, so the compositor,
// `frame` and `convert` cannot disagree about where a layer is.
//
// With a 3-D `transform`, `frame` and hit-testing use its affine part (m11, m12, m21,
// m22, m41, m42), as a flat plane would. Converting a point maps it as the compositor draws
// them: each layer's transform and its superlayer's `sublayerTransform` (about the
// anchor point), flattened into the superlayer's plane, perspective included. A point
// that falls at or behind the viewer under perspective (w ≤ 0) does not map: converting
// it gives (nan, nan), as does converting from a layer seen edge-on (no inverse). For
// every 2-D transform without a sublayer transform the affine arithmetic is used as is.
// Rectangles convert through the affine parts.

extension CALayer {
    /// Returns the affine part of the layer's `transform`, applied about its anchor point.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the layer's `transform` to the affine transform `m`, applied about its anchor point.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The anchor point in the layer's own (bounds) coordinates.
    var anchorPointInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Returns the map from this layer's bounds coordinates to its superlayer's.
    ///
    /// It moves the anchor point to the origin, applies the transform, then moves the
    /// origin to `position`.
    /// With a 3-D transform this uses its affine part (see the note at the top of the file).
    public func layerToParentTransform() -> CGAffineTransform {
        let anchor = anchorPointInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Returns the map from this layer's bounds coordinates (z = 0) to its superlayer's
    /// space in three dimensions: `layerToParentTransform()` with the whole `transform`.
    public func layerToParentTransform3D() -> CATransform3D {
        let anchor = anchorPointInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, 0)
        return CATransform3DConcat(CATransform3DConcat(toAnchor, transform), toPosition)
    }

    /// `sublayerTransform` applied about the anchor point, in bounds coordinates; nil
    /// when it is the identity.
    func sublayerTransformAboutAnchor() -> CATransform3D? {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return nil }
        let anchor = anchorPointInBounds
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), sublayerTransform),
            CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the
    /// transformed bounds.
    ///
    /// Setting it keeps the transform and the anchor point. With the identity transform
    /// it sets `bounds.size` to the frame's size and `position` to the anchor point's
    /// place in the frame. With another transform it picks the bounds size whose
    /// transformed bounding box has exactly the frame's size (always possible for
    /// scales and quarter turns), or, when no such size exists (a 45° rotation), the
    /// frame's size divided by the transform's scale on each axis; then it moves
    /// `position` so the new bounding box is centred on the frame's centre.
    public var frame: CGRect {
        get {
            if CATransform3DIsIdentity(transform) {
                // Exact arithmetic for the common case.
                return CGRect(
                    x: position.x - anchorPoint.x * bounds.width,
                    y: position.y - anchorPoint.y * bounds.height,
                    width: bounds.width, height: bounds.height)
            }
            return bounds.applying(layerToParentTransform())
        }
        set {
            let frame = newValue.standardized
            if CATransform3DIsIdentity(transform) {
                bounds.size = frame.size
                position = CGPoint(
                    x: frame.minX + anchorPoint.x * frame.width,
                    y: frame.minY + anchorPoint.y * frame.height)
                return
            }
            bounds.size = boundsSize(transformedTo: frame.size)
            let current = self.frame
            position = CGPoint(x: position.x + frame.midX - current.midX, y: position.y + frame.midY - current.midY)
        }
    }

    /// The bounds size whose transformed bounding box is `size`, or `size` divided by
    /// the transform's axis scales when there is none.
    private func boundsSize(transformedTo size: CGSize) -> CGSize {
        // The bounding box of a w×h rectangle has width |a|w + |c|h and height
        // |b|w + |d|h; solve that 2×2 system for (w, h).
        let t = affineTransform()
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let determinant = a * d - b * c
        if abs(determinant) > 1e-9 * max(1, a * d + b * c) {
            let width = (d * size.width - c * size.height) / determinant
            let height = (a * size.height - b * size.width) / determinant
            if width >= 0, height >= 0 { return CGSize(width: width, height: height) }
        }
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let scaleY = (t.c * t.c + t.d * t.d).squareRoot()
        return CGSize(
            width: scaleX > 0 ? size.width / scaleX : size.width,
            height: scaleY > 0 ? size.height / scaleY : size.height)
    }

    // MARK: - Converting between layers

    /// The map from this layer's coordinates to the space its root layer is positioned
    /// in (the screen, for a window's layer).
    func layerToRootParentTransform() -> CGAffineTransform {
        var result = layerToParentTransform()
        var layer = self
        while let parent = layer.superlayer {
            result = result.concatenating(parent.layerToParentTransform())
            layer = parent
        }
        return result
    }

    /// Whether converting through this layer needs the projective map: a transform with
    /// perspective, or a superlayer's sublayer transform.
    private var needsProjectiveConversion: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.transform.m14 != 0 || current.transform.m24 != 0 || current.transform.m44 != 1 { return true }
            if let parent = current.superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) { return true }
            layer = current.superlayer
        }
        return false
    }

    /// The map from this layer's coordinates to the space its root layer is positioned in,
    /// as the compositor draws it (see the note at the top of the file).
    private func layerToRootParentProjection() -> ProjectiveTransform {
        var result = ProjectiveTransform.identity
        var layer = self
        while true {
            var toParent = layer.layerToParentTransform3D()
            if let sublayerTransform = layer.superlayer?.sublayerTransformAboutAnchor() {
                toParent = CATransform3DConcat(toParent, sublayerTransform)
            }
            result = result.concatenating(ProjectiveTransform(flattening: toParent))
            guard let parent = layer.superlayer else { return result }
            layer = parent
        }
    }

    /// Converts `point` from this layer's coordinates to `layer`'s through the projective
    /// maps; (nan, nan) where it does not map.
    private func projectivelyConvert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        var map = layerToRootParentProjection()
        if let layer {
            guard let fromRoot = layer.layerToRootParentProjection().inverted() else { return CGPoint(x: CGFloat.nan, y: .nan) }
            map = map.concatenating(fromRoot)
        }
        let h = map.homogeneous(point)
        guard h.w > 0 else { return CGPoint(x: CGFloat.nan, y: .nan) }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The map from this layer's coordinates to `layer`'s; nil means the space the root
    /// layer is positioned in.
    func transform(to layer: CALayer?) -> CGAffineTransform {
        let toRootParent = layerToRootParentTransform()
        guard let layer else { return toRootParent }
        if layer === self { return .identity }
        return toRootParent.concatenating(layer.layerToRootParentTransform().inverted())
    }

    /// Converts a point from this layer's coordinates to `layer`'s.
    ///
    /// Both layers should be in one tree; nil stands for the space the root layer is
    /// positioned in (the screen, for a window's layer).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        if needsProjectiveConversion || layer?.needsProjectiveConversion == true {
            return projectivelyConvert(point, to: layer)
        }
        return point.applying(transform(to: layer))
    }

    /// Converts a point from `layer`'s coordinates to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else {
            if needsProjectiveConversion {
                guard let fromRoot = layerToRootParentProjection().inverted() else { return CGPoint(x: CGFloat.nan, y: .nan) }
                let h = fromRoot.homogeneous(point)
                return h.w > 0 ? CGPoint(x: h.x / h.w, y: h.y / h.w) : CGPoint(x: CGFloat.nan, y: .nan)
            }
            return point.applying(layerToRootParentTransform().inverted())
        }
        return layer.convert(point, to: self)
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s; the result is the
    /// bounding box of the converted corners.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        rect.applying(transform(to: layer))
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's; the result is the
    /// bounding box of the converted corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        guard let layer else { return rect.applying(layerToRootParentTransform().inverted()) }
        return rect.applying(layer.transform(to: self))
    }
}
