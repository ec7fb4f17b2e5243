// Vitrine — Apache License 2.0

/// Blurs 8-bit masks with three successive box blurs per axis, which approximate a
/// Gaussian (the W3C filter-effects reading of feGaussianBlur: box size
/// d = ⌊σ·3·√(2π)/4 + 0.5⌋, three passes, offset alternately when d is even).
enum BoxBlur {
    /// The box size for a Gaussian of standard deviation `sigma`.
    static func boxSize(sigma: CGFloat) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// How far the blur spreads coverage beyond a shape, in pixels.
    static func extent(sigma: CGFloat) -> Int {
        let d = boxSize(sigma: sigma)
        return d <= 1 ? 0 : 3 * d / 2 + 1
    }

    /// Blurs `mask` in place with a Gaussian of standard deviation `sigma` pixels.
    static func blur(_ mask: inout CoverageMask, sigma: CGFloat) {
        let w = mask.width, h = mask.height
        mask.coverage.withUnsafeMutableBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            blur(plane: pixels, width: w, height: h, rowStride: w, step: 1, sigma: sigma)
        }
    }

    /// Blurs one 8-bit plane in place: sample (x, y) is `plane[y · rowStride + x · step]`,
    /// so a channel of interleaved pixels (step 4 over ARGB32 bytes) blurs as a mask does.
    static func blur(plane pixels: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, rowStride: Int, step: Int,
                     sigma: CGFloat) {
        let d = boxSize(sigma: sigma)
        guard d > 1, w > 0, h > 0 else { return }
        // Three passes: for even d, offsets (left, right) alternate as the W3C spec says.
        let passes: [(Int, Int)] = d % 2 == 1 ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
                                              : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        let longest = max(w, h)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * longest)
        defer { scratch.deallocate() }
        var line = scratch, out = scratch + longest
        for y in 0..<h {
            let row = pixels + y * rowStride
            for x in 0..<w { line[x] = row[x * step] }
            for (left, right) in passes { boxPass(line, out, count: w, left: left, right: right); swap(&line, &out) }
            for x in 0..<w { row[x * step] = line[x] }
        }
        for x in 0..<w {
            let column = pixels + x * step
            for y in 0..<h { line[y] = column[y * rowStride] }
            for (left, right) in passes { boxPass(line, out, count: h, left: left, right: right); swap(&line, &out) }
            for y in 0..<h { column[y * rowStride] = line[y] }
        }
    }

    /// out[i] = average of input[i − left ... i + right], zero outside, rounded to nearest.
    /// The division by the box size is a multiplication by ⌈2³²/size⌉ and a shift, which
    /// gives the quotient exactly for every numerator up to 255 · size when size ≤ 2000
    /// (checked exhaustively); larger boxes divide.
    private static func boxPass(_ input: UnsafeMutablePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                                count: Int, left: Int, right: Int) {
        let size = left + right + 1
        let reciprocal = (UInt64(1) << 32 + UInt64(size) - 1) / UInt64(size)
        let half = size / 2
        guard size <= 2000 else {
            var sum = 0
            for i in 0..<min(right, count) { sum += Int(input[i]) }
            for i in 0..<count {
                if i + right < count { sum += Int(input[i + right]) }
                if i - left - 1 >= 0 { sum -= Int(input[i - left - 1]) }
                output[i] = UInt8((sum + half) / size)
            }
            return
        }
        var sum = 0
        for i in 0..<min(right, count) { sum &+= Int(input[i]) }
        for i in 0..<count {
            if i &+ right < count { sum &+= Int(input[i &+ right]) }
            if i &- left &- 1 >= 0 { sum &-= Int(input[i &- left &- 1]) }
            output[i] = UInt8(truncatingIfNeeded: (UInt64(sum &+ half) &* reciprocal) >> 32)
        }
    }
}
