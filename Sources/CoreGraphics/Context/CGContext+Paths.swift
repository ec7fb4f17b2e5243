// Vitrine — Apache License 2.0
// The context's current path. Points are mapped by the CTM current when they are added
// and stored in device pixels, as Core Graphics does; `path` and the other queries map
// them back to the current user space.

extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        // The path never escapes the context (`path` returns a copy), so it is emptied in place.
        devicePath.removeAllElements()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        devicePath.move(to: point, transform: state.ctm)
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        devicePath.addLine(to: point, transform: state.ctm)
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds a circular arc; `clockwise` is in the y-up sense, as in `CGMutablePath.addArc`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: state.ctm)
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a line from the current point then straight lines through `points`.
    public func addLines(between points: [CGPoint]) {
        devicePath.addLines(between: points, transform: state.ctm)
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) {
        devicePath.addRect(rect, transform: state.ctm)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        devicePath.addRects(rects, transform: state.ctm)
    }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        devicePath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Adds `path`, whose points are in user space.
    public func addPath(_ path: CGPath) {
        devicePath.addPath(path, transform: state.ctm)
    }

    /// Closes the current subpath.
    public func closePath() {
        devicePath.closeSubpath()
    }

    /// Replaces the current path with the outline a stroke of it would paint.
    public func replacePathWithStrokedPath() {
        if let frame = strokedRectangleFrame(of: devicePath) {
            // A mitred rectangle's outline is its frame (the region the stroker's outline
            // encloses), without running the stroker.
            devicePath.removeAllElements()
            frame.addOutline(to: devicePath)
            return
        }
        withStrokeOutline(of: devicePath) { outline in
            // The device path's own storage takes the outline, rather than a new path's.
            devicePath.removeAllElements()
            outline.addPolylines(to: devicePath)
        }
    }

    /// The current path in user space; nil when empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return devicePath.copy(using: &inverse)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The bounding box of the current path in user space (control points included);
    /// `.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        guard let path else { return .null }
        return path.boundingBox
    }

    /// The current point in user space; `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        guard let point = devicePath.lastPoint else { return .zero }
        return point.applying(state.ctm.inverted())
    }
}
