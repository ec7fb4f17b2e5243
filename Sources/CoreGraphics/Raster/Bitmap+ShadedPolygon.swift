// Vitrine — Apache License 2.0

extension Bitmap {
    /// Blends `shader`'s pixels over the part of `polygon` inside `clip` with source-over,
    /// scaled by `opacity` (0...255), with antialiased edges: each pixel's source is
    /// scaled by the exact fraction of it the polygon covers, as `blend(_:color:opacity:clip:)`
    /// does for a colour. The compositor draws perspective-mapped layer contents this way.
    public func blend(_ polygon: ConvexPolygon, shader: some Shader, opacity: UInt32 = 255, clip: PixelRect) {
        let area = clip.intersection(bounds)
        guard !area.isEmpty, opacity > 0 else { return }
        let visible = polygon.clipped(to: area)
        guard !visible.isEmpty else { return }
        let box = visible.pixelBounds.intersection(area)
        guard !box.isEmpty else { return }
        var accumulator = CoverageAccumulator(width: box.width, height: box.height)
        let origin = CGPoint(x: box.x, y: box.y)
        accumulator.addPolygon(visible.points.map { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) })
        let sources = UnsafeMutablePointer<UInt32>.allocate(capacity: box.width)
        defer { sources.deallocate() }
        let baseOpacity = Float(opacity)
        accumulator.forEachRow { y, coverage in
            // Shade only the covered run of the row: a convex polygon covers one run.
            guard let first = coverage.firstIndex(where: { $0 > 0 }),
                  let last = coverage.lastIndex(where: { $0 > 0 }) else { return }
            let count = last - first + 1
            shader.shadeSpan(x: box.x + first, y: box.y + y, count: count, into: sources)
            let line = row(box.y + y) + box.x + first
            for x in 0..<count {
                let alpha = UInt32((coverage[first + x] * baseOpacity).rounded())
                if alpha == 0 { continue }
                let source = alpha == 255 ? sources[x] : PremultipliedPixel.scale(sources[x], by: alpha)
                line[x] = PremultipliedPixel.sourceOver(source, line[x])
            }
        }
    }
}
