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

    /// How far the three passes carry a value at most, on either side: the sum of their
    /// offsets, 3 · (d − 1) / 2 for an odd box size d, 3 · d / 2 − 1 for an even one.
    static func reach(sigma: CGFloat) -> Int {
        let d = boxSize(sigma: sigma)
        return d <= 1 ? 0 : d % 2 == 1 ? 3 * (d - 1) / 2 : 3 * d / 2 - 1
    }

    /// Blurs `mask` in place with a Gaussian of standard deviation `sigma` pixels.
    static func blur(_ mask: inout CoverageMask, sigma: CGFloat) {
        let w = mask.width, h = mask.height
        mask.coverage.withUnsafeMutableBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            blur(rows: pixels, width: w, height: h, rowStride: w, channels: 1, sigma: sigma)
        }
    }

    /// Blurs interleaved 8-bit channels in place, each on its own: sample (x, y) of
    /// channel c is `rows[y · rowStride + x · channels + c]` (a mask has one channel,
    /// ARGB32 bytes four). Rows are blurred four channels in one sweep, or one channel at a
    /// time; columns all at once, a row of running sums sliding down the rows, which reads
    /// memory in order (a column at a time strides through every row for each value).
    static func blur(rows pixels: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, rowStride: Int, channels: Int,
                     sigma: CGFloat) {
        let d = boxSize(sigma: sigma)
        guard d > 1, w > 0, h > 0, channels > 0 else { return }
        // Three passes: for even d, offsets (left, right) alternate as the W3C spec says.
        let passes: [(Int, Int)] = d % 2 == 1 ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
                                              : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * w * channels)
        defer { scratch.deallocate() }
        var line = scratch, out = scratch + w * channels
        for y in 0..<h {
            let row = pixels + y * rowStride
            if channels == 4 && d < 2000 {
                // Four channels side by side in one sweep: no unpicking and repacking.
                line.update(from: row, count: 4 * w)
                for (left, right) in passes { boxPass4(line, out, count: w, left: left, right: right); swap(&line, &out) }
                row.update(from: line, count: 4 * w)
                continue
            }
            for c in 0..<channels {
                for x in 0..<w { line[x] = row[x * channels + c] }
                for (left, right) in passes { boxPass(line, out, count: w, left: left, right: right); swap(&line, &out) }
                for x in 0..<w { row[x * channels + c] = line[x] }
            }
        }
        let rowBytes = w * channels
        let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes * h)
        defer { planes.deallocate() }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        var input = planes, output = planes + rowBytes * h
        for y in 0..<h { (input + y * rowBytes).update(from: pixels + y * rowStride, count: rowBytes) }
        for (left, right) in passes {
            columnPass(input, output, rowBytes: rowBytes, rows: h, left: left, right: right, sums: sums)
            swap(&input, &output)
        }
        for y in 0..<h { (pixels + y * rowStride).update(from: input + y * rowBytes, count: rowBytes) }
    }

    /// `boxPass` down every column of `rows` rows of `rowBytes` values at once: the same
    /// sums and the same rounding, kept for a whole row in `sums`.
    private static func columnPass(_ input: UnsafeMutablePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                                   rowBytes: Int, rows: Int, left: Int, right: Int, sums: UnsafeMutablePointer<Int>) {
        let size = left + right + 1
        let reciprocal = (UInt64(1) << 32 + UInt64(size) - 1) / UInt64(size)
        let half = size / 2
        sums.initialize(repeating: 0, count: rowBytes)
        for y in 0..<min(right, rows) {
            let row = input + y * rowBytes
            for x in 0..<rowBytes { sums[x] &+= Int(row[x]) }
        }
        for y in 0..<rows {
            if y &+ right < rows {
                let row = input + (y + right) * rowBytes
                for x in 0..<rowBytes { sums[x] &+= Int(row[x]) }
            }
            if y &- left &- 1 >= 0 {
                let row = input + (y - left - 1) * rowBytes
                for x in 0..<rowBytes { sums[x] &-= Int(row[x]) }
            }
            let target = output + y * rowBytes
            if size <= 2000 {
                for x in 0..<rowBytes { target[x] = UInt8(truncatingIfNeeded: (UInt64(sums[x] &+ half) &* reciprocal) >> 32) }
            } else {
                for x in 0..<rowBytes { target[x] = UInt8((sums[x] + half) / size) }
            }
        }
    }

    /// `boxPass` over four interleaved channels at once (sample i of channel c at 4 · i + c),
    /// for boxes of at most 2000, with the same sums and rounding.
    private static func boxPass4(_ input: UnsafeMutablePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                                 count: Int, left: Int, right: Int) {
        let size = left + right + 1
        let reciprocal = (UInt64(1) << 32 + UInt64(size) - 1) / UInt64(size)
        let half = size / 2
        func quotient(_ sum: Int) -> UInt8 { UInt8(truncatingIfNeeded: (UInt64(sum &+ half) &* reciprocal) >> 32) }
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
        for i in 0..<min(right, count) {
            let p = input + 4 &* i
            s0 &+= Int(p[0]); s1 &+= Int(p[1]); s2 &+= Int(p[2]); s3 &+= Int(p[3])
        }
        for i in 0..<count {
            if i &+ right < count {
                let p = input + 4 &* (i &+ right)
                s0 &+= Int(p[0]); s1 &+= Int(p[1]); s2 &+= Int(p[2]); s3 &+= Int(p[3])
            }
            if i &- left &- 1 >= 0 {
                let p = input + 4 &* (i &- left &- 1)
                s0 &-= Int(p[0]); s1 &-= Int(p[1]); s2 &-= Int(p[2]); s3 &-= Int(p[3])
            }
            let o = output + 4 &* i
            o[0] = quotient(s0); o[1] = quotient(s1); o[2] = quotient(s2); o[3] = quotient(s3)
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
