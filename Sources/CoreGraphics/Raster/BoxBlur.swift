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
        let d = boxSize(sigma: sigma)
        guard d > 1, mask.width > 0, mask.height > 0 else { return }
        let w = mask.width, h = mask.height
        var line = [UInt8](repeating: 0, count: max(w, h))
        var out = [UInt8](repeating: 0, count: max(w, h))
        // Three passes: for even d, offsets (left, right) alternate as the W3C spec says.
        let passes: [(Int, Int)] = d % 2 == 1 ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
                                              : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        for y in 0..<h {
            for x in 0..<w { line[x] = mask.coverage[y * w + x] }
            for (left, right) in passes { boxPass(&line, &out, count: w, left: left, right: right); swap(&line, &out) }
            for x in 0..<w { mask.coverage[y * w + x] = line[x] }
        }
        for x in 0..<w {
            for y in 0..<h { line[y] = mask.coverage[y * w + x] }
            for (left, right) in passes { boxPass(&line, &out, count: h, left: left, right: right); swap(&line, &out) }
            for y in 0..<h { mask.coverage[y * w + x] = line[y] }
        }
    }

    /// out[i] = average of input[i − left ... i + right], zero outside, rounded to nearest.
    private static func boxPass(_ input: inout [UInt8], _ output: inout [UInt8], count: Int, left: Int, right: Int) {
        let size = left + right + 1
        var sum = 0
        for i in 0..<min(right, count) { sum += Int(input[i]) }
        for i in 0..<count {
            if i + right < count { sum += Int(input[i + right]) }
            if i - left - 1 >= 0 { sum -= Int(input[i - left - 1]) }
            output[i] = UInt8((sum + size / 2) / size)
        }
    }
}
