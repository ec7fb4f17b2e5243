// Vitrine — Apache License 2.0

extension Bitmap {
    /// The shadow this bitmap's shape casts: its alpha blurred by a Gaussian of standard
    /// deviation `sigma` pixels (three box passes, as `BoxBlur` approximates it), painted
    /// in `color` (premultiplied ARGB32), in a new bitmap of the same size. The caller
    /// leaves room around the shape for the blur (`BoxBlur.extent`, about 3σ).
    package func shadow(sigma: CGFloat, color: UInt32) -> Bitmap? {
        guard let shadow = Bitmap(width: width, height: height) else { return nil }
        var mask = CoverageMask(width: width, height: height)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { mask.coverage[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        BoxBlur.blur(&mask, sigma: sigma)
        for y in 0..<height {
            let row = shadow.pixels + y * shadow.stride
            for x in 0..<width {
                let coverage = UInt32(mask.coverage[y * width + x])
                row[x] = coverage == 0 ? 0 : PremultipliedPixel.scale(color, by: coverage)
            }
        }
        return shadow
    }

    /// How far a blur of standard deviation `sigma` pixels spreads a shape, in pixels.
    package static func shadowExtent(sigma: CGFloat) -> Int {
        BoxBlur.extent(sigma: sigma)
    }
}
