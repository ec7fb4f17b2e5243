// Vitrine — Apache License 2.0
// Painting the current path and shapes. Every operation that paints the current path
// clears it afterwards, as in Core Graphics.

extension CGContext {
    var fillShader: SolidShader { SolidShader(pixel: state.fillPixel) }
    var strokeShader: SolidShader { SolidShader(pixel: state.strokePixel) }

    /// Fills the current path with the fill colour under `rule`, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fillDevicePath(devicePath, rule: rule, shader: fillShader)
        beginPath()
    }

    /// Strokes the current path with the stroke colour and line settings, then clears the path.
    public func strokePath() {
        strokeDevice(devicePath)
        beginPath()
    }

    /// Paints the current path as `mode` says (fill and/or stroke), then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillDevicePath(devicePath, rule: .winding, shader: fillShader)
        case .eoFill: fillDevicePath(devicePath, rule: .evenOdd, shader: fillShader)
        case .stroke: strokeDevice(devicePath)
        case .fillStroke:
            fillDevicePath(devicePath, rule: .winding, shader: fillShader)
            strokeDevice(devicePath)
        case .eoFillStroke:
            fillDevicePath(devicePath, rule: .evenOdd, shader: fillShader)
            strokeDevice(devicePath)
        }
        beginPath()
    }

    /// Fills `rect` with the fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) {
        let ctm = state.ctm
        if ctm.b == 0, ctm.c == 0, state.shadow == nil {
            // The device shape is a rectangle too: no path, no flattening (small fills are
            // dominated by per-call costs). Same corners, so the same pixels, as the path.
            fillDeviceRect(deviceRect(rect.standardized), shader: fillShader)
            return
        }
        withFlattened(rect: rect, transform: ctm) { fillDevice($0, rule: .winding, shader: fillShader) }
    }

    /// Fills each rectangle with the fill colour (as one path: overlaps are painted once).
    public func fill(_ rects: [CGRect]) {
        let ctm = state.ctm
        if ctm.b == 0, ctm.c == 0, state.shadow == nil, rects.count <= 8 {
            // Rectangles that share no pixel (UIRectFrame's four sides) go one by one as
            // rectangle fills, which draw the pixels the path would: none is painted twice.
            // Worked out in stack buffers: arrays for four rectangles were a good part of
            // a small frame's cost.
            let clip = state.clip.bounds
            let drawn = withUnsafeTemporaryAllocation(of: CGRect.self, capacity: rects.count) { device in
                withUnsafeTemporaryAllocation(of: PixelRect.self, capacity: rects.count) { boxes in
                    for (i, rect) in rects.enumerated() {
                        let d = deviceRect(rect.standardized)
                        guard d.minX.isFinite && d.minY.isFinite && d.maxX.isFinite && d.maxY.isFinite else { return false }
                        let box = ScanConverter.pixelBox(of: d, within: clip)
                        for j in 0..<i where !boxes[j].intersection(box).isEmpty { return false }
                        device[i] = d
                        boxes[i] = box
                    }
                    for i in rects.indices { fillDeviceRect(device[i], shader: fillShader) }
                    return true
                }
            }
            if drawn { return }
        }
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        fillDevicePath(path, rule: .winding, shader: fillShader)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.ctm)
        fillDevicePath(path, rule: .winding, shader: fillShader)
    }

    /// Strokes `rect` with the stroke colour and line settings.
    public func stroke(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        strokeDevice(path)
    }

    /// Strokes `rect` with line width `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.ctm)
        strokeDevice(path)
    }

    /// Strokes line segments between pairs of points: 0→1, 2→3, …; an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            path.move(to: points[i], transform: state.ctm)
            path.addLine(to: points[i + 1], transform: state.ctm)
            i += 2
        }
        strokeDevice(path)
    }

    /// Sets the pixels of `rect` (through the clip) to transparent, whatever the blend mode,
    /// alpha and shadow.
    public func clear(_ rect: CGRect) {
        // Only what the fill reads is set aside: a copy of the whole state retained and
        // released its clip, dashes and shadow colour on every call.
        let blendMode = state.blendMode, alpha = state.alpha, shadow = state.shadow
        state.blendMode = .clear
        state.alpha = 1
        state.shadow = nil
        fill(rect)
        state.blendMode = blendMode
        state.alpha = alpha
        state.shadow = shadow
    }

    /// `fill(_:)` of rectangles with `mode` for this fill only (UIRectFrameUsingBlendMode).
    package func fill(_ rects: [CGRect], blendMode mode: CGBlendMode) {
        let saved = state.blendMode
        state.blendMode = mode
        fill(rects)
        state.blendMode = saved
    }

    /// `fill(_:)` with `mode` for this fill only: what UIRectFillUsingBlendMode's save,
    /// `setBlendMode`, fill and restore leave, without copying the whole state twice.
    package func fill(_ rect: CGRect, blendMode mode: CGBlendMode) {
        let saved = state.blendMode
        state.blendMode = mode
        fill(rect)
        state.blendMode = saved
    }

    /// Strokes `devicePath` (device pixels) with the stroke colour and line settings.
    func strokeDevice(_ devicePath: CGPath) {
        if state.shadow == nil, let frame = strokedRectangleFrame(of: devicePath) {
            withBlender(shader: strokeShader) { blender in
                frame.fill(antialias: state.shouldAntialias,
                           box: ScanConverter.pixelBox(of: frame.outer, within: state.clip.bounds), sink: &blender)
            }
            return
        }
        withStrokeOutline(of: devicePath) { fillDevice($0, rule: .winding, shader: strokeShader) }
    }

    /// The frame that stroking `devicePath` paints when it is one closed axis-aligned
    /// rectangle drawn with mitred corners and no dashes, under a CTM that keeps rectangles
    /// axis-aligned; nil when the general stroker is needed.
    func strokedRectangleFrame(of devicePath: CGPath) -> RectangleFrame? {
        let ctm = state.ctm
        // A right angle's miter is √2 line widths long; below that limit corners are bevelled.
        guard ctm.b == 0, ctm.c == 0, state.lineWidth > 0, state.dashLengths.isEmpty,
              state.lineJoin == .miter, state.miterLimit >= 1.4143 else { return nil }
        // A rectangle is at most a move, four lines and a close: anything longer, or with a
        // curve, is rejected before flattening.
        guard devicePath.elements.count <= 6, !devicePath.elements.contains(where: {
            switch $0 { case .quad, .cubic: return true; default: return false }
        }) else { return nil }
        let rect = withFlattened(devicePath, tolerance: flatteningTolerance) { flat -> CGRect? in
            guard flat.contours.count == 1, let contour = flat.contours.first, contour.isClosed, contour.range.count == 4 else { return nil }
            return flat.axisAlignedRect
        }
        guard let rect else { return nil }
        // The pen is the CTM's image of a circle of the line width: an axis-aligned ellipse.
        let half = state.lineWidth / 2
        return RectangleFrame(stroking: rect, halfWidth: half * abs(ctm.a), halfHeight: half * abs(ctm.d))
    }

    /// Runs `body` on the device-space outline of stroking `devicePath` with the current
    /// line settings, built in buffers the context keeps between strokes.
    ///
    /// The stroke is built in user space (so a non-uniform CTM gives the elliptical pen
    /// Core Graphics draws with) and mapped to device pixels. A line width of 0, or a CTM
    /// that cannot be inverted, strokes 1 device pixel wide instead: the hairline.
    func withStrokeOutline<Result>(of devicePath: CGPath, _ body: (inout FlattenedPath) -> Result) -> Result {
        // Taken out while in use, as in `withFlattened`.
        var buffers = StrokeBuffers()
        swap(&buffers, &strokeBuffers)
        defer { swap(&buffers, &strokeBuffers) }
        let ctm = state.ctm
        let tolerance = flatteningTolerance
        let determinant = ctm.a * ctm.d - ctm.b * ctm.c
        let scale = max((ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot())
        if state.lineWidth == 0 || abs(determinant) < 1e-12 || !determinant.isFinite {
            withFlattened(devicePath, tolerance: tolerance) { flat in
                let dashed = !state.dashLengths.isEmpty
                    && PathDasher.dash(flat, phase: state.dashPhase * scale, lengths: state.dashLengths.map { $0 * scale }, into: &buffers.dashes)
                let style = StrokeStyle(width: 1, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit)
                PathStroker.stroke(dashed ? buffers.dashes : flat, style: style, tolerance: tolerance, into: &buffers.outline,
                                   polyline: &buffers.polyline)
            }
            return body(&buffers.outline)
        }
        let userTolerance = tolerance / scale
        withFlattened(devicePath, transform: ctm.inverted(), tolerance: userTolerance) { flat in
            // Dashes go into buffers kept between strokes (a dash pattern was an array or
            // two allocated per dash).
            let dashed = PathDasher.dash(flat, phase: state.dashPhase, lengths: state.dashLengths, into: &buffers.dashes)
            let style = StrokeStyle(width: state.lineWidth, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit)
            PathStroker.stroke(dashed ? buffers.dashes : flat, style: style, tolerance: userTolerance, into: &buffers.outline,
                               polyline: &buffers.polyline)
        }
        for i in buffers.outline.points.indices { buffers.outline.points[i] = buffers.outline.points[i].applying(ctm) }
        return body(&buffers.outline)
    }
}

extension FlattenedPath {
    /// The polylines as a path of lines (closed contours closed).
    var cgPath: CGMutablePath {
        let path = CGMutablePath()
        addPolylines(to: path)
        return path
    }

    /// Adds the polylines to `path` as lines (closed contours closed).
    func addPolylines(to path: CGMutablePath) {
        path.elements.reserveCapacity(path.elements.count + points.count + contours.count)
        for contour in contours {
            guard let first = contour.range.first else { continue }
            path.move(to: points[first])
            for i in contour.range.dropFirst() { path.addLine(to: points[i]) }
            if contour.isClosed { path.closeSubpath() }
        }
    }
}
