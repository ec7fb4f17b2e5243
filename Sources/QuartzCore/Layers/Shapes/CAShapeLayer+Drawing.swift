// Vitrine — Apache License 2.0
// A shape layer's bitmap. It covers the bounds and, grown by the same amount on opposite
// sides, what the fill and the stroke reach outside them: with `contentsGravity` `.center`
// the compositor then puts the bounds' pixels on the bounds (Core Animation leaves shape
// layers unclipped). Each side grows by at most `maximumOverhang` pixels, so a path with
// far-off points cannot ask for a huge bitmap; what lies beyond is cut off.

extension CAShapeLayer {
    /// Pixels the bitmap may reach beyond the bounds on each side.
    static var maximumOverhang: Int { 4096 }

    /// The shape `style` draws for a layer with `bounds` at `scale`, placed for gravity
    /// `.center`; nil when it draws nothing.
    static func image(of style: ShapeLayerStyle, bounds: CGRect, scale: CGFloat) -> CGImage? {
        guard let path = style.path, !path.isEmpty, scale > 0, scale.isFinite,
              bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let fillColor = style.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        // The stroked part, in pieces that each know where on their subpath they start.
        var strokePieces: [(path: CGPath, offset: CGFloat)] = []
        if style.drawnLineWidth != nil, let range = style.strokedRange {
            strokePieces = range == (0, 1) ? [(path, 0)]
                : path.trimmedPieces(from: range.start, to: range.end, tolerance: 0.05 / scale)
        }
        guard fillColor != nil || !strokePieces.isEmpty else { return nil }

        // What the drawing reaches, in the layer's coordinates, with a pixel for antialiasing.
        var extent = fillColor == nil ? CGRect.null : path.boundingBox
        if let width = style.drawnLineWidth {
            // Dashes add caps where the whole stroke has none; half a width covers them.
            let capAllowance = style.drawnDashPattern == nil ? 0 : width / 2
            for piece in strokePieces {
                let outline = piece.path.copy(strokingWithWidth: width, lineCap: style.lineCap.cgLineCap,
                                              lineJoin: style.lineJoin.cgLineJoin, miterLimit: style.drawnMiterLimit)
                extent = extent.union(outline.boundingBox.insetBy(dx: -capAllowance, dy: -capAllowance))
            }
        }
        guard !extent.isNull, extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite else {
            return nil
        }
        extent = extent.insetBy(dx: -1 / scale, dy: -1 / scale)
        func overhang(_ points: CGFloat) -> Int {
            min(Self.maximumOverhang, Int((max(points, 0) * scale).rounded(.up)))
        }
        let padX = overhang(max(bounds.minX - extent.minX, extent.maxX - bounds.maxX))
        let padY = overhang(max(bounds.minY - extent.minY, extent.maxY - bounds.maxY))
        let width = Int((bounds.width * scale).rounded(.up)) + 2 * padX
        let height = Int((bounds.height * scale).rounded(.up)) + 2 * padY
        guard width > 0, height > 0, let store = Bitmap(width: width, height: height) else { return nil }

        // The bitmap's top-left in layer coordinates, where `.center` gravity puts it.
        let origin = CGPoint(x: bounds.midX - CGFloat(width) / (2 * scale), y: bounds.midY - CGFloat(height) / (2 * scale))
        let context = CGContext(bitmap: store)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        if let fillColor {
            context.setFillColor(fillColor)
            context.addPath(path)
            context.fillPath(using: style.fillRule.cgFillRule)
        }
        if let lineWidth = style.drawnLineWidth, let strokeColor = style.strokeColor {
            context.setStrokeColor(strokeColor)
            context.setLineWidth(lineWidth)
            context.setLineCap(style.lineCap.cgLineCap)
            context.setLineJoin(style.lineJoin.cgLineJoin)
            context.setMiterLimit(style.drawnMiterLimit)
            let dash = style.drawnDashPattern
            for piece in strokePieces {
                // A trimmed piece continues the pattern where it lay on the whole path, so
                // dashes stay put while strokeEnd moves.
                if let dash { context.setLineDash(phase: style.lineDashPhase + piece.offset, lengths: dash) }
                context.addPath(piece.path)
                context.strokePath()
            }
        }
        return CGImage(bitmap: store)
    }
}
