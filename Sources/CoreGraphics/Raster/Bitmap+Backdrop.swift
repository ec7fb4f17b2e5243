// Vitrine — Apache License 2.0

extension Bitmap {
    /// What a blur material shows of this bitmap: the pixels of `area`, blurred by a
    /// Gaussian of standard deviation `sigma` pixels (three box passes per channel, as
    /// `BoxBlur` approximates it) and then saturated, in a new bitmap of `area`'s size.
    ///
    /// A wide blur is made at reduced resolution, as iOS makes its materials: the area is
    /// averaged down by `backdropReduction(sigma:)`, blurred by `sigma` over that factor,
    /// saturated, and scaled back up bilinearly. That is a fraction of the work and differs
    /// from the full-resolution blur by a few levels at most, where the blur is smooth.
    ///
    /// `area` may reach past the bitmap's edges; there the nearest edge pixel repeats, so
    /// a bar at the top of the screen is not darkened by black beyond it. Every channel of
    /// the premultiplied pixels is blurred alike, which is the blur of the colours weighted
    /// by their coverage. The caller makes `area` its shape's pixels plus `blurExtent`,
    /// so that the blur inside the shape reads only pixels of `area`.
    ///
    /// - Parameters:
    ///   - area: the pixels to read, in this bitmap's coordinates.
    ///   - sigma: the blur's standard deviation in pixels; 0 or less leaves the pixels sharp.
    ///   - saturation: 1 leaves colours as they are, 0 makes them grey, above 1 deepens them
    ///     (`saturate(by:)`).
    /// - Returns: the material's pixels, or nil when `area` is empty or too large to allocate.
    package func backdrop(of area: PixelRect, sigma: CGFloat, saturation: CGFloat) -> Bitmap? {
        guard !area.isEmpty else { return nil }
        let factor = Self.backdropReduction(sigma: sigma)
        guard factor > 1 else {
            guard let result = copy(of: area) else { return nil }
            result.blur(sigma: sigma)
            if saturation != 1 { result.saturate(by: saturation) }
            return result
        }
        guard let small = averagedDown(area, by: factor) else { return nil }
        small.blur(sigma: sigma / CGFloat(factor))
        if saturation != 1 { small.saturate(by: saturation) }
        return small.enlarged(by: factor, width: area.width, height: area.height)
    }

    /// The factor a backdrop of blur `sigma` is reduced by: 4 or 2 while the reduced blur
    /// keeps a standard deviation of at least 1.5 pixels (a box of 3), 8 from 16 pixels
    /// (a reduced 2), else 1 — a narrow blur is made at full resolution, which it needs to
    /// stay sharp. Eight waits for 2 because the reduced boxes of 3 and 4 (σ 11 to 16)
    /// stray up to 11.6 levels from the Gaussian at a step edge, where 4 keeps within 7.5.
    package static func backdropReduction(sigma: CGFloat) -> Int {
        sigma >= 16 ? 8 : sigma >= 6 ? 4 : sigma >= 3 ? 2 : 1
    }

    /// How far beyond a shape a blur of standard deviation `sigma` pixels reads: the box
    /// passes' extent, and at reduced resolution far enough that every pixel of the shape
    /// is scaled up from reduced pixels the zeros beyond the area do not reach.
    package static func blurExtent(sigma: CGFloat) -> Int {
        let full = BoxBlur.extent(sigma: sigma)
        let factor = backdropReduction(sigma: sigma)
        guard factor > 1 else { return full }
        // A pixel at x ≥ factor · reach + factor / 2 samples reduced pixels ≥ reach.
        return max(full, factor * BoxBlur.reach(sigma: sigma / CGFloat(factor)) + factor / 2)
    }

    /// The pixels of `area`, the edge pixels repeating beyond this bitmap.
    private func copy(of area: PixelRect) -> Bitmap? {
        guard let result = Bitmap(uninitializedWidth: area.width, height: area.height) else { return nil }
        for y in 0..<area.height {
            let sourceY = min(max(area.y + y, 0), height - 1)
            let source = pixels + sourceY * stride
            let row = result.pixels + y * result.stride
            // The part of the row inside the bitmap is a copy; the parts beyond repeat its edges.
            let inside = area.intersection(PixelRect(x: 0, y: area.y + y, width: width, height: 1))
            guard !inside.isEmpty else {
                let edge = source[area.x < 0 ? 0 : width - 1]
                row.update(repeating: edge, count: area.width)
                continue
            }
            let start = inside.x - area.x
            row.update(repeating: source[0], count: start)
            (row + start).update(from: source + inside.x, count: inside.width)
            let end = start + inside.width
            (row + end).update(repeating: source[width - 1], count: area.width - end)
        }
        return result
    }

    /// Blurs every channel in place with `BoxBlur`.
    private func blur(sigma: CGFloat) {
        pixels.withMemoryRebound(to: UInt8.self, capacity: stride * height * 4) { bytes in
            BoxBlur.blur(rows: bytes, width: width, height: height, rowStride: bytesPerRow, channels: 4, sigma: sigma)
        }
    }

    /// Scales every pixel's saturation by `amount`: the colour matrix of the W3C filter
    /// effects' `saturate` (luminance weights 0.213, 0.715, 0.072), applied to the
    /// premultiplied channels, which it maps linearly, and clamped to 0...alpha.
    package func saturate(by amount: CGFloat) {
        let s = Double(amount)
        // Rows give R', G', B' from (R, G, B), in 1/65536ths.
        let m: [Double] = [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                           0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                           0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]
        let k = m.map { Int(($0 * 65536).rounded()) }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row[x]
                let a = Int(p >> 24)
                guard a != 0 else { continue }
                let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                func channel(_ i: Int) -> UInt32 {
                    let v = (k[i] * r + k[i + 1] * g + k[i + 2] * b + 32768) >> 16
                    return UInt32(min(max(v, 0), a))
                }
                row[x] = UInt32(a) << 24 | channel(0) << 16 | channel(3) << 8 | channel(6)
            }
        }
    }
}
