// Vitrine — Apache License 2.0

extension Bitmap {
    /// Blends `color` (premultiplied) over `rect` with source-over, scaled by `opacity` (0...255).
    public func blend(_ rect: PixelRect, color: UInt32, opacity: UInt32 = 255) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, opacity > 0 else { return }
        let source = opacity == 255 ? color : PremultipliedPixel.scale(color, by: opacity)
        if source >> 24 == 255 {
            fill(r, with: source)
            return
        }
        if source == 0 { return }
        for y in r.minY..<r.maxY {
            SourceOverKernel.blendSolid(row(y) + r.minX, count: r.width, source: source)
        }
    }

    /// Blends `color` over the part of `polygon` inside `clip`, with antialiased edges:
    /// each pixel gets the color scaled by the exact fraction of it the polygon covers.
    public func blend(_ polygon: ConvexPolygon, color: UInt32, opacity: UInt32 = 255, clip: PixelRect) {
        let area = clip.intersection(bounds)
        guard !area.isEmpty, opacity > 0, color != 0 else { return }
        let visible = polygon.clipped(to: area)
        guard !visible.isEmpty else { return }
        if let rect = visible.axisAlignedRect,
           rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
           rect.maxX == rect.maxX.rounded(), rect.maxY == rect.maxY.rounded() {
            // Whole pixels: no edge coverage to compute.
            blend(visible.pixelBounds, color: color, opacity: opacity)
            return
        }
        let box = visible.pixelBounds.intersection(area)
        guard !box.isEmpty else { return }
        var accumulator = CoverageAccumulator(width: box.width, height: box.height)
        let origin = CGPoint(x: box.x, y: box.y)
        accumulator.addPolygon(visible.points.map { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) })
        let baseOpacity = Float(opacity)
        accumulator.forEachRow { y, coverage in
            let line = row(box.y + y) + box.x
            for x in 0..<box.width {
                let c = coverage[x]
                if c <= 0 { continue }
                let alpha = UInt32((c * baseOpacity).rounded())
                if alpha == 0 { continue }
                let source = alpha == 255 ? color : PremultipliedPixel.scale(color, by: alpha)
                line[x] = PremultipliedPixel.sourceOver(source, line[x])
            }
        }
    }
}
