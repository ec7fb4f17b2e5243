// Vitrine — Apache License 2.0

extension Bitmap {
    /// The pixels of `area` averaged down by `factor` (2, 4 or 8): pixel (i, j) of the result is
    /// the average of the `factor` × `factor` block at (i · factor, j · factor) of the area,
    /// rounded to nearest. A block past the area's far edges repeats its last row and column;
    /// an area past this bitmap's edges repeats the edge pixels. Nil when too large to allocate.
    func averagedDown(_ area: PixelRect, by factor: Int) -> Bitmap? {
        let f = factor
        precondition(f == 2 || f == 4 || f == 8, "averagedDown(_:by:) takes a factor of 2, 4 or 8, not \(f)")
        let w = (area.width + f - 1) / f, h = (area.height + f - 1) / f
        guard w > 0, h > 0, let result = Bitmap(uninitializedWidth: w, height: h) else { return nil }
        // The column of this bitmap each column of the area, padded to whole blocks, reads.
        let columns = (0..<w * f).map { min(max(area.x + min($0, area.width - 1), 0), width - 1) }
        // Channels summed two to a word in 16-bit lanes (alpha and green, red and blue):
        // 64 · 255 fits a lane, and the rounded quotient is a shift of the whole word.
        let shift = 2 * f.trailingZeroBitCount
        let half = UInt32(f * f / 2) * 0x0001_0001
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * w)
        defer { sums.deallocate() }
        columns.withUnsafeBufferPointer { columns in
            for j in 0..<h {
                sums.update(repeating: 0, count: 2 * w)
                for k in 0..<f {
                    let y = min(max(area.y + min(j * f + k, area.height - 1), 0), height - 1)
                    let row = pixels + y * stride
                    for i in 0..<w {
                        var odd: UInt32 = 0, even: UInt32 = 0
                        for m in 0..<f {
                            let p = row[columns[i &* f &+ m]]
                            odd &+= (p >> 8) & 0x00FF_00FF
                            even &+= p & 0x00FF_00FF
                        }
                        sums[2 &* i] &+= odd
                        sums[2 &* i &+ 1] &+= even
                    }
                }
                let target = result.pixels + j * result.stride
                for i in 0..<w {
                    let odd = ((sums[2 &* i] &+ half) >> shift) & 0x00FF_00FF
                    let even = ((sums[2 &* i &+ 1] &+ half) >> shift) & 0x00FF_00FF
                    target[i] = odd << 8 | even
                }
            }
        }
        return result
    }

    /// This bitmap scaled up by `factor` (2, 4 or 8) to `width` × `height` pixels, bilinearly
    /// with pixel centres aligned: pixel x of the result samples x' = (x + ½) / factor − ½
    /// of this one, whose edge pixels repeat beyond it. Each value is the weighted sum in
    /// 1/(2 · factor)² rounded to nearest, so a uniform bitmap stays exactly uniform and no
    /// premultiplied channel exceeds its alpha. Nil when too large to allocate.
    func enlarged(by factor: Int, width outWidth: Int, height outHeight: Int) -> Bitmap? {
        let f = factor
        precondition(f == 2 || f == 4 || f == 8, "enlarged(by:width:height:) takes a factor of 2, 4 or 8, not \(f)")
        guard let result = Bitmap(uninitializedWidth: outWidth, height: outHeight) else { return nil }
        let xs = Self.samples(count: outWidth, factor: f, limit: width)
        let ys = Self.samples(count: outHeight, factor: f, limit: height)
        // Weights sum to 2 · factor per axis: 255 · 16² fits a 16-bit lane, so two channels
        // share a word as in `averagedDown`.
        let shift = 2 * (f.trailingZeroBitCount + 1)
        let half = UInt32(2 * f * f) * 0x0001_0001
        let blended = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * width)
        defer { blended.deallocate() }
        for y in 0..<outHeight {
            let (j, fy) = ys[y]
            let top = pixels + j * stride, bottom = pixels + min(j + 1, height - 1) * stride
            let a = UInt32(2 * f - fy), b = UInt32(fy)
            for i in 0..<width {
                let p = top[i], q = bottom[i]
                blended[2 &* i] = ((p >> 8) & 0x00FF_00FF) &* a &+ ((q >> 8) & 0x00FF_00FF) &* b
                blended[2 &* i &+ 1] = (p & 0x00FF_00FF) &* a &+ (q & 0x00FF_00FF) &* b
            }
            let target = result.pixels + y * result.stride
            for x in 0..<outWidth {
                let (i, fx) = xs[x]
                let next = min(i + 1, width - 1)
                let c = UInt32(2 * f - fx), d = UInt32(fx)
                let odd = blended[2 &* i] &* c &+ blended[2 &* next] &* d &+ half
                let even = blended[2 &* i &+ 1] &* c &+ blended[2 &* next &+ 1] &* d &+ half
                target[x] = ((odd >> shift) & 0x00FF_00FF) << 8 | ((even >> shift) & 0x00FF_00FF)
            }
        }
        return result
    }

    /// For each of `count` pixels scaled up by `factor`, the pixel of `limit` it starts
    /// from and the weight of the next one in 1/(2 · factor): x' = (2x + 1 − factor) / (2 · factor),
    /// held at the first and last pixels beyond them.
    private static func samples(count: Int, factor f: Int, limit: Int) -> [(Int, Int)] {
        (0..<count).map { x in
            let t = 2 * x + 1 - f
            guard t >= 0 else { return (0, 0) }
            let i = t / (2 * f)
            return i >= limit - 1 ? (limit - 1, 0) : (i, t % (2 * f))
        }
    }
}
