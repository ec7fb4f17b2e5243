// Vitrine — Apache License 2.0

/// A layer's rounded bounds, as its `cornerRadius`, `maskedCorners` and `cornerCurve`
/// shape them: what its background fills, its border follows and, with `masksToBounds`,
/// what clips its contents and sublayers.
struct LayerOutline: Hashable, Sendable {
    var rect: CGRect
    var radii: CornerRadii

    init(rect: CGRect, radii: CornerRadii) {
        self.rect = rect
        self.radii = radii
    }

    /// The outline of `layer`'s bounds.
    @MainActor
    init(of layer: CALayer) {
        let radius = layer.cornerRadius.isFinite ? max(layer.cornerRadius, 0) : 0
        let corners = layer.maskedCorners
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        self.init(rect: layer.bounds, radii: CornerRadii(
            minXMinY: r(.layerMinXMinYCorner), maxXMinY: r(.layerMaxXMinYCorner),
            maxXMaxY: r(.layerMaxXMaxYCorner), minXMaxY: r(.layerMinXMaxYCorner),
            isContinuous: layer.cornerCurve == .continuous))
    }

    /// Whether the corners are square: the outline is the bounds rectangle.
    var isRectangle: Bool { radii.isSquare }

    /// The outline moved in by `width` on every side, its radii reduced alike: the inner
    /// edge of a border. Empty when the border covers everything.
    func inset(by width: CGFloat) -> LayerOutline? {
        let inner = rect.insetBy(dx: width, dy: width)
        guard inner.width > 0, inner.height > 0 else { return nil }
        return LayerOutline(rect: inner, radii: radii.inset(by: width))
    }

    /// The outline as a path in the layer's coordinates.
    func path() -> CGMutablePath {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, radii: radii)
        return path
    }
}

/// A shape in a layer's plane placed on the screen: an outline, optionally with an inner
/// outline cut out (a border), and the layer's transform to screen pixels.
struct PlacedOutline: Equatable, Sendable {
    var outline: LayerOutline
    var hole: LayerOutline?
    var toScreen: ProjectiveTransform

    /// The shape as a path in screen pixels, filled even-odd when it has a hole. Under
    /// perspective the curves are flattened and each point projected.
    func screenPath() -> CGPath {
        let path = outline.path()
        if let hole { path.addPath(hole.path()) }
        if let affine = toScreen.affineTransform {
            var transform = affine
            return path.copy(using: &transform) ?? path
        }
        return path.projected(by: toScreen)
    }
}

extension CGPath {
    /// The path with its curves flattened (16 segments each, far below a pixel for the
    /// corner radii layers use) and every point mapped by `transform`.
    func projected(by transform: ProjectiveTransform) -> CGPath {
        let result = CGMutablePath()
        var current = CGPoint.zero, start = CGPoint.zero
        func line(to point: CGPoint) { result.addLine(to: transform.apply(to: point)) }
        forEach { type, points in
            switch type {
            case .moveToPoint:
                current = points[0]; start = current
                result.move(to: transform.apply(to: current))
            case .addLineToPoint:
                current = points[0]
                line(to: current)
            case .addQuadCurveToPoint:
                let (p0, c, p1) = (current, points[0], points[1])
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    line(to: CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                                     y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
                current = p1
            case .addCurveToPoint:
                let (p0, c1, c2, p1) = (current, points[0], points[1], points[2])
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(to: CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                                     y: a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                }
                current = p1
            case .closeSubpath:
                result.closeSubpath()
                current = start
            }
        }
        return result
    }
}
