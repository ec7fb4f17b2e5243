// Vitrine — Apache License 2.0
// Image sampling. A device pixel centre maps to continuous image coordinates (u, v), where
// image pixel (i, j) covers [i, i+1) × [j, j+1); the map is affine, so a span steps u and v
// by constants. Coordinates beyond the image clamp to its edge pixels (`.pad`) or wrap
// (`.repeat`, for tiling): the area drawn is the transformed rectangle, whose coverage
// the rasterizer antialiases, so clamping only decides the colour near the edges. This is
// what Core Graphics shows: a 1×1 image stretched over a rectangle fills it evenly, with no
// fade to transparent inside the rectangle.
//
// Bilinear weights are quantized to 1/256. Each pixel is spread to four 16-bit lanes of a
// UInt64 (0x00AA_00RR_00GG_00BB), so one lerp of all channels is two multiplies:
// a·(256 − f) + b·f ≤ 255·256 fits a lane, and (… + 128) >> 8 rounds to nearest.

/// Shades device pixels by sampling an image through an affine device-to-image map.
struct ImageShader: Shader {
    /// How a colour is read between pixel centres.
    enum Filter { case nearest, bilinear }
    /// What lies beyond the image's edges.
    enum Wrap { case pad, `repeat` }

    let source: Bitmap
    let filter: Filter
    let wrap: Wrap
    let isOpaque: Bool
    /// (u, v) at device (x, y) = (ua·x + uc·y + utx, ub·x + ud·y + uty), for pixel centres.
    let ua: Double, ub: Double, uc: Double, ud: Double, utx: Double, uty: Double
    /// Set when the map is a whole-pixel translation, possibly flipped vertically: spans are
    /// then row copies (the opaque-blit fast path). (dx, vOffset, vSign): u = x + dx,
    /// row = vSign·y + vOffset.
    let rowCopy: (dx: Int, vOffset: Int, vSign: Int)?

    /// A shader sampling `source` where `deviceToImage` maps device points to image points.
    init(source: Bitmap, isOpaque: Bool, deviceToImage m: CGAffineTransform, filter: Filter, wrap: Wrap) {
        self.source = source
        self.isOpaque = isOpaque
        self.filter = filter
        self.wrap = wrap
        ua = Double(m.a); ub = Double(m.b); uc = Double(m.c); ud = Double(m.d)
        // Sample at pixel centres: fold the +0.5 into the offsets.
        utx = Double(m.tx) + 0.5 * (ua + uc)
        uty = Double(m.ty) + 0.5 * (ub + ud)
        rowCopy = Self.wholePixelTranslation(m)
    }

    private static func wholePixelTranslation(_ m: CGAffineTransform) -> (dx: Int, vOffset: Int, vSign: Int)? {
        guard m.a == 1, m.b == 0, m.c == 0, abs(m.d) == 1,
              m.tx == m.tx.rounded(), m.ty == m.ty.rounded(),
              abs(m.tx) < 1e9, abs(m.ty) < 1e9 else { return nil }
        // u = x + 0.5 + tx → pixel x + tx. v = d·(y + 0.5) + ty → pixel y + ty, or −y − 1 + ty flipped.
        return m.d == 1 ? (Int(m.tx), Int(m.ty), 1) : (Int(m.tx), Int(m.ty) - 1, -1)
    }

    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        if let rowCopy {
            copySpan(x: x, y: y, count: count, into: destination, rowCopy)
            return
        }
        let u = ua * Double(x) + uc * Double(y) + utx
        let v = ub * Double(x) + ud * Double(y) + uty
        // 16.16 fixed point (as pixman steps its sample positions): exact enough over a span
        // (a step rounded to 1/65536 drifts under 0.02 pixel over 1000 pixels) and free of
        // per-pixel floor() calls. Spans whose coordinates leave ±2^30 take the Double path.
        let limit = 1073741824.0
        let reach = Double(count) + 1
        if abs(u) + abs(ua) * reach < limit, abs(v) + abs(ub) * reach < limit {
            let fu = Int((u * 65536).rounded(.down)), fv = Int((v * 65536).rounded(.down))
            let du = Int((ua * 65536).rounded()), dv = Int((ub * 65536).rounded())
            switch (filter, wrap) {
            case (.nearest, .pad): nearestFixed(fu, fv, du, dv, count, destination, Pad(source))
            case (.nearest, .repeat): nearestFixed(fu, fv, du, dv, count, destination, Repeat(source))
            case (.bilinear, .pad): bilinearFixed(fu &- 32768, fv &- 32768, du, dv, count, destination, Pad(source))
            case (.bilinear, .repeat): bilinearFixed(fu &- 32768, fv &- 32768, du, dv, count, destination, Repeat(source))
            }
            return
        }
        var uu = u, vv = v
        for i in 0..<count {
            switch filter {
            case .nearest: destination[i] = pixel(column: Self.floorIndex(uu), row: Self.floorIndex(vv))
            case .bilinear: destination[i] = bilinearSample(u: uu, v: vv)
            }
            uu += ua
            vv += ub
        }
    }

    /// Maps an integer column or row outside the image to one inside it.
    protocol EdgeRule {
        func column(_ i: Int) -> Int
        /// The offset of row `j` in pixels.
        func rowOffset(_ j: Int) -> Int
        /// The column of `i` when columns `i ..< i + count` map to consecutive columns; nil otherwise.
        func contiguousColumn(_ i: Int, count: Int) -> Int?
    }

    /// Clamps to the edge pixels.
    struct Pad: EdgeRule {
        let maxColumn: Int, maxRow: Int, stride: Int
        init(_ source: Bitmap) { maxColumn = source.width - 1; maxRow = source.height - 1; stride = source.stride }
        @inline(__always) func column(_ i: Int) -> Int { min(max(i, 0), maxColumn) }
        @inline(__always) func rowOffset(_ j: Int) -> Int { min(max(j, 0), maxRow) &* stride }
        @inline(__always) func contiguousColumn(_ i: Int, count: Int) -> Int? { i >= 0 && i &+ count <= maxColumn &+ 1 ? i : nil }
    }

    /// Wraps around (tiling).
    struct Repeat: EdgeRule {
        let width: Int, height: Int, stride: Int
        init(_ source: Bitmap) { width = source.width; height = source.height; stride = source.stride }
        @inline(__always) func column(_ i: Int) -> Int { let r = i % width; return r < 0 ? r &+ width : r }
        @inline(__always) func rowOffset(_ j: Int) -> Int { let r = j % height; return (r < 0 ? r &+ height : r) &* stride }
        @inline(__always) func contiguousColumn(_ i: Int, count: Int) -> Int? { let c = column(i); return c &+ count <= width ? c : nil }
    }

    @inline(__always)
    private func nearestFixed<Edge: EdgeRule>(_ fu: Int, _ fv: Int, _ du: Int, _ dv: Int, _ count: Int,
                                              _ destination: UnsafeMutablePointer<UInt32>, _ edge: Edge) {
        let pixels = source.pixels
        var fu = fu, fv = fv
        for i in 0..<count {
            destination[i] = pixels[edge.rowOffset(fv >> 16) &+ edge.column(fu >> 16)]
            fu &+= du
            fv &+= dv
        }
    }

    @inline(__always)
    private func bilinearFixed<Edge: EdgeRule>(_ fu: Int, _ fv: Int, _ du: Int, _ dv: Int, _ count: Int,
                                               _ destination: UnsafeMutablePointer<UInt32>, _ edge: Edge) {
        let pixels = source.pixels
        var fu = fu, fv = fv
        if dv == 0 {
            // Spans along an image row (scales, flips, translations): the two source rows
            // and the vertical weight are the same for the whole span.
            let fy = UInt32(truncatingIfNeeded: (fv >> 8) & 0xFF)
            let row0 = pixels + edge.rowOffset(fv >> 16), row1 = pixels + edge.rowOffset((fv >> 16) &+ 1)
            let fy8 = SIMD8<UInt32>(repeating: fy)
            var i = 0
            // Eight pixels per step: the four neighbours are gathered, the weights applied in SIMD.
            while i &+ 8 <= count {
                if du == 65536, let c = edge.contiguousColumn(fu >> 16, count: 9) {
                    // Whole-pixel steps (an image drawn 1:1 at a fractional position): one
                    // horizontal weight for all, and the neighbours are four contiguous loads.
                    let fx = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF))
                    let top = UnsafeRawPointer(row0 + c), bottom = UnsafeRawPointer(row1 + c)
                    let p = Self.bilinear(top.loadUnaligned(as: SIMD8<UInt32>.self), top.loadUnaligned(fromByteOffset: 4, as: SIMD8<UInt32>.self),
                                          bottom.loadUnaligned(as: SIMD8<UInt32>.self), bottom.loadUnaligned(fromByteOffset: 4, as: SIMD8<UInt32>.self),
                                          fx, fy8)
                    UnsafeMutableRawPointer(destination + i).storeBytes(of: p, as: SIMD8<UInt32>.self)
                    fu &+= 8 &* 65536
                    i &+= 8
                    continue
                }
                var p00 = SIMD8<UInt32>(), p10 = SIMD8<UInt32>(), p01 = SIMD8<UInt32>(), p11 = SIMD8<UInt32>()
                var fx = SIMD8<UInt32>()
                for k in 0..<8 {
                    let i0 = fu >> 16
                    fx[k] = UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF)
                    let c0 = edge.column(i0), c1 = edge.column(i0 &+ 1)
                    p00[k] = row0[c0]; p10[k] = row0[c1]; p01[k] = row1[c0]; p11[k] = row1[c1]
                    fu &+= du
                }
                UnsafeMutableRawPointer(destination + i).storeBytes(
                    of: Self.bilinear(p00, p10, p01, p11, fx, fy8), as: SIMD8<UInt32>.self)
                i &+= 8
            }
            while i < count {
                let i0 = fu >> 16
                let fx = UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF)
                let c0 = edge.column(i0), c1 = edge.column(i0 &+ 1)
                destination[i] = Self.bilinear(row0[c0], row0[c1], row1[c0], row1[c1], fx, fy)
                fu &+= du
                i &+= 1
            }
            return
        }
        for i in 0..<count {
            let i0 = fu >> 16, j0 = fv >> 16
            let fx = UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF), fy = UInt32(truncatingIfNeeded: (fv >> 8) & 0xFF)
            let c0 = edge.column(i0), c1 = edge.column(i0 &+ 1)
            let row0 = pixels + edge.rowOffset(j0), row1 = pixels + edge.rowOffset(j0 &+ 1)
            destination[i] = Self.bilinear(row0[c0], row0[c1], row1[c0], row1[c1], fx, fy)
            fu &+= du
            fv &+= dv
        }
    }

    /// floor(value) as an Int, saturated so that NaN and huge coordinates stay in range.
    @inline(__always)
    static func floorIndex(_ value: Double) -> Int {
        guard value > -1e9 else { return -1_000_000_000 }
        guard value < 1e9 else { return 1_000_000_000 }
        return Int(value.rounded(.down))
    }

    @inline(__always)
    func column(_ i: Int) -> Int {
        switch wrap {
        case .pad: return min(max(i, 0), source.width - 1)
        case .repeat: let r = i % source.width; return r < 0 ? r + source.width : r
        }
    }

    @inline(__always)
    func row(_ j: Int) -> Int {
        switch wrap {
        case .pad: return min(max(j, 0), source.height - 1)
        case .repeat: let r = j % source.height; return r < 0 ? r + source.height : r
        }
    }

    @inline(__always)
    func pixel(column i: Int, row j: Int) -> UInt32 {
        source.pixels[row(j) * source.stride + column(i)]
    }

    @inline(__always)
    func bilinearSample(u: Double, v: Double) -> UInt32 {
        let su = u - 0.5, sv = v - 0.5
        let i0 = Self.floorIndex(su), j0 = Self.floorIndex(sv)
        // Both fractions are in [0, 1) for finite coordinates; clamp guards the saturated ones.
        let fx = UInt64(min(max((su - Double(i0)) * 256, 0), 255))
        let fy = UInt64(min(max((sv - Double(j0)) * 256, 0), 255))
        let c0 = column(i0), c1 = column(i0 &+ 1)
        let row0 = source.pixels + row(j0) * source.stride
        let row1 = source.pixels + row(j0 &+ 1) * source.stride
        let top = Self.lerp(Self.spread(row0[c0]), Self.spread(row0[c1]), fx)
        let bottom = Self.lerp(Self.spread(row1[c0]), Self.spread(row1[c1]), fx)
        return Self.pack(Self.lerp(top, bottom, fy))
    }

    /// The bilinear blend of four pixels with weights fx, fy in 0...255 (/256), with the same
    /// rounding as `lerp` on spread pixels, two channels per 32-bit lane (0x00RR00BB and
    /// 0x00AA00GG): a lane holds at most 255·256 + 128 < 2^16.
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32,
                         _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        let gx = 256 &- fx, gy = 256 &- fy
        @inline(__always) func lerp(_ a: UInt32, _ b: UInt32, _ g: UInt32, _ f: UInt32) -> UInt32 {
            ((a &* g &+ b &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        }
        let rbTop = lerp(p00 & 0x00FF_00FF, p10 & 0x00FF_00FF, gx, fx)
        let rbBottom = lerp(p01 & 0x00FF_00FF, p11 & 0x00FF_00FF, gx, fx)
        let agTop = lerp((p00 >> 8) & 0x00FF_00FF, (p10 >> 8) & 0x00FF_00FF, gx, fx)
        let agBottom = lerp((p01 >> 8) & 0x00FF_00FF, (p11 >> 8) & 0x00FF_00FF, gx, fx)
        return lerp(rbTop, rbBottom, gy, fy) | lerp(agTop, agBottom, gy, fy) << 8
    }

    /// `bilinear` for eight pixels, with the same rounding, in 16-bit lanes: a·(256 − f) + b·f
    /// ≤ 255·256 and each lerp's result ≤ 255, so no lane overflows or needs masking.
    @inline(__always)
    static func bilinear(_ p00: SIMD8<UInt32>, _ p10: SIMD8<UInt32>, _ p01: SIMD8<UInt32>, _ p11: SIMD8<UInt32>,
                         _ fx: SIMD8<UInt32>, _ fy: SIMD8<UInt32>) -> SIMD8<UInt32> {
        @inline(__always) func lanes(_ f: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(f | (f &<< 16), to: SIMD16<UInt16>.self) }
        @inline(__always) func rb(_ p: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(p & 0x00FF_00FF, to: SIMD16<UInt16>.self) }
        @inline(__always) func ag(_ p: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD16<UInt16>.self) }
        let fx16 = lanes(fx), gx16 = lanes(256 &- fx), fy16 = lanes(fy), gy16 = lanes(256 &- fy)
        @inline(__always) func lerp(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>, _ g: SIMD16<UInt16>, _ f: SIMD16<UInt16>) -> SIMD16<UInt16> {
            (a &* g &+ b &* f &+ 128) &>> 8
        }
        let rbv = lerp(lerp(rb(p00), rb(p10), gx16, fx16), lerp(rb(p01), rb(p11), gx16, fx16), gy16, fy16)
        let agv = lerp(lerp(ag(p00), ag(p10), gx16, fx16), lerp(ag(p01), ag(p11), gx16, fx16), gy16, fy16)
        return unsafeBitCast(rbv, to: SIMD8<UInt32>.self) | (unsafeBitCast(agv, to: SIMD8<UInt32>.self) &<< 8)
    }

    /// 0xAARRGGBB → 0x00AA_00RR_00GG_00BB.
    @inline(__always)
    static func spread(_ p: UInt32) -> UInt64 {
        let q = UInt64(p)
        return (q & 0xFF) | (q & 0xFF00) << 8 | (q & 0xFF_0000) << 16 | (q & 0xFF00_0000) << 24
    }

    @inline(__always)
    static func pack(_ q: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (q & 0xFF) | (q >> 8) & 0xFF00 | (q >> 16) & 0xFF_0000 | (q >> 24) & 0xFF00_0000)
    }

    /// a + (b − a)·f/256 per lane, rounded to nearest.
    @inline(__always)
    static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* (256 &- f) &+ b &* f &+ 0x0080_0080_0080_0080) >> 8) & 0x00FF_00FF_00FF_00FF
    }

    func pixelsInPlace(x: Int, y: Int, count: Int) -> UnsafePointer<UInt32>? {
        guard let t = rowCopy else { return nil }
        let u = x &+ t.dx, v = t.vSign &* y &+ t.vOffset
        guard u >= 0, u &+ count <= source.width, v >= 0, v < source.height else { return nil }
        return UnsafePointer(source.pixels + (v &* source.stride &+ u))
    }

    /// The fast path: a span of one image row, copied with edge pixels (pad) or wrapped
    /// runs (repeat) where it leaves the image.
    private func copySpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>,
                          _ t: (dx: Int, vOffset: Int, vSign: Int)) {
        let sourceRow = source.pixels + row(t.vSign * y + t.vOffset) * source.stride
        let width = source.width
        var i = 0
        var u = x + t.dx
        while i < count {
            switch wrap {
            case .pad:
                if u < 0 {
                    let n = min(count - i, -u)
                    (destination + i).update(repeating: sourceRow[0], count: n)
                    i += n; u += n
                } else if u >= width {
                    (destination + i).update(repeating: sourceRow[width - 1], count: count - i)
                    i = count
                } else {
                    let n = min(count - i, width - u)
                    (destination + i).update(from: sourceRow + u, count: n)
                    i += n; u += n
                }
            case .repeat:
                let start = column(u)
                let n = min(count - i, width - start)
                (destination + i).update(from: sourceRow + start, count: n)
                i += n; u = start + n
            }
        }
    }
}
