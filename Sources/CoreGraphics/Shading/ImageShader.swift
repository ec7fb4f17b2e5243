// Vitrine — Apache License 2.0
// Image sampling. A device pixel centre maps to continuous image coordinates (u, v), where
// image pixel (i, j) covers [i, i+1) × [j, j+1); the map is affine, so a span steps u and v
// by constants. Coordinates beyond the image clamp to its edge pixels (`.pad`) or wrap
// (`.repeat`, for tiling): the area drawn is the transformed rectangle, whose coverage
// the rasterizer antialiases, so clamping only decides the colour near the edges. This is
// what Core Graphics shows: a 1×1 image stretched over a rectangle fills it evenly, with no
// fade to transparent inside the rectangle.
//
// Bilinear weights are quantized to 1/256, and a sample is two vertical lerps then one
// horizontal, each rounded to nearest: a·(256 − f) + b·f ≤ 255·256 fits a 16-bit lane, so
// two channels share a 32-bit lane and eight pixels a vector.
import CVitrineCPU

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

    /// A span's set-up (its first sample position, the fixed-point steps, the edge rule) costs
    /// about as much as sampling a few pixels.
    var prefersLongSpans: Bool { true }

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
        let limit = Self.fixedPointLimit
        let reach = Double(count) + 1
        if abs(u) + abs(ua) * reach < limit, abs(v) + abs(ub) * reach < limit {
            let fu = Self.fixedPoint(u), fv = Self.fixedPoint(v)
            let du = Self.fixedPoint(ua, rounding: .toNearestOrAwayFromZero), dv = Self.fixedPoint(ub, rounding: .toNearestOrAwayFromZero)
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

    func shadeRows(x: Int, y: Int, count: Int, rows: Int, into destination: UnsafeMutablePointer<UInt32>, stride: Int) {
        // An axis-aligned bilinear scale: every row of the block samples the same columns,
        // so the horizontal set-up is done once and each row only picks its two image rows.
        let u = ua * Double(x) + utx
        let v0 = ud * Double(y) + uty, v1 = ud * Double(y &+ rows) + uty
        let limit = Self.fixedPointLimit
        guard rowCopy == nil, filter == .bilinear, ub == 0, uc == 0,
              abs(u) + abs(ua) * (Double(count) + 1) < limit, max(abs(v0), abs(v1)) < limit else {
            shadeRowsSpanBySpan(x: x, y: y, count: count, rows: rows, into: destination, stride: stride)
            return
        }
        let fu = Self.fixedPoint(u) &- 32768, du = Self.fixedPoint(ua, rounding: .toNearestOrAwayFromZero)
        switch wrap {
        case .pad: bilinearRows(fu, du, count, y, rows, destination, stride, Pad(source))
        case .repeat: bilinearRows(fu, du, count, y, rows, destination, stride, Repeat(source))
        }
    }

    private func bilinearRows<Edge: EdgeRule>(_ fu: Int, _ du: Int, _ count: Int, _ y: Int, _ rows: Int,
                                              _ destination: UnsafeMutablePointer<UInt32>, _ stride: Int, _ edge: Edge) {
        if count < 8 {
            narrowRows(fu, du, count, y, rows, destination, stride, edge)
            return
        }
        var out = destination
        for r in 0..<rows {
            let image = imageRows(atDeviceRow: y &+ r, edge)
            alongRow(fu, du, count, out, image.top, image.bottom, image.fy, edge)
            out += stride
        }
    }

    /// The two image rows device row `y` samples between (through the edge rule) and the
    /// weight of the lower one (0...255), for an axis-aligned map: the row's position as
    /// `shadeSpan` computes it, so blocks and spans agree.
    @inline(__always)
    private func imageRows<Edge: EdgeRule>(atDeviceRow y: Int, _ edge: Edge)
        -> (top: UnsafeMutablePointer<UInt32>, bottom: UnsafeMutablePointer<UInt32>, fy: UInt32) {
        let fv = Self.fixedPoint(ud * Double(y) + uty) &- 32768
        return (source.pixels + edge.rowOffset(fv >> 16), source.pixels + edge.rowOffset((fv >> 16) &+ 1),
                UInt32(truncatingIfNeeded: (fv >> 8) & 0xFF))
    }

    /// `bilinearRows` for a block under eight pixels wide (a stroked rectangle's side): every
    /// row samples the same columns, so each column's two neighbours (through the edge rule)
    /// and weight are found once, and a row is only its two image rows and the blends.
    @inline(__always)
    private func narrowRows<Edge: EdgeRule>(_ fu: Int, _ du: Int, _ count: Int, _ y: Int, _ rows: Int,
                                            _ destination: UnsafeMutablePointer<UInt32>, _ stride: Int, _ edge: Edge) {
        withUnsafeTemporaryAllocation(of: (left: Int, right: Int, fx: UInt16).self, capacity: 8) { columns in
            var u = fu
            for k in 0..<count {
                columns[k] = (edge.column(u >> 16), edge.column((u >> 16) &+ 1), UInt16(truncatingIfNeeded: (u >> 8) & 0xFF))
                u &+= du
            }
            var out = destination
            for r in 0..<rows {
                let (row0, row1, weight) = imageRows(atDeviceRow: y &+ r, edge)
                let fy = UInt16(truncatingIfNeeded: weight)
                for k in 0..<count {
                    let c = columns[k]
                    out[k] = Self.bilinear(UInt64(row0[c.left]) | UInt64(row0[c.right]) << 32,
                                           UInt64(row1[c.left]) | UInt64(row1[c.right]) << 32, fx: c.fx, fy: fy)
                }
                out += stride
            }
        }
    }

    /// `value` (under 2^30 in magnitude) in 16.16 fixed point, rounded by `rule`, without
    /// `Int(_:)`'s checks for each span and row (FloatingPoint+NearestWhole.swift).
    @inline(__always)
    static func fixedPoint(_ value: Double, rounding rule: FloatingPointRoundingRule = .down) -> Int {
        (value * 65536).rounded(rule).nearestWhole
    }

    /// The largest image coordinate (2^30) a span may reach in 16.16 fixed point; spans
    /// beyond it take the Double path.
    static let fixedPointLimit = 1073741824.0

    /// Maps an integer column or row outside the image to one inside it.
    protocol EdgeRule {
        func column(_ i: Int) -> Int
        /// The offset of row `j` in pixels.
        func rowOffset(_ j: Int) -> Int
        /// Columns `i` and `i + 1` of `row` as one value, the first in the low 32 bits.
        func pair(_ row: UnsafeMutablePointer<UInt32>, _ i: Int) -> UInt64
        /// When every pair from column `first` to column `last` (either order) lies inside
        /// the image as it is, the shift that maps those columns onto it; nil otherwise.
        func interiorShift(_ first: Int, _ last: Int) -> Int?
        /// When column `i` maps to one inside the image: the shift that maps it there and how
        /// many columns from it on (i, i + 1 …) map to the consecutive ones after it.
        func interiorRun(from i: Int) -> (shift: Int, columns: Int)?
    }

    /// Clamps to the edge pixels.
    struct Pad: EdgeRule {
        let maxColumn: Int, maxRow: Int, stride: Int
        init(_ source: Bitmap) { maxColumn = source.width - 1; maxRow = source.height - 1; stride = source.stride }
        @inline(__always) func column(_ i: Int) -> Int { min(max(i, 0), maxColumn) }
        @inline(__always) func rowOffset(_ j: Int) -> Int { min(max(j, 0), maxRow) &* stride }
        @inline(__always) func pair(_ row: UnsafeMutablePointer<UInt32>, _ i: Int) -> UInt64 {
            if i >= 0 && i < maxColumn { return UnsafeRawPointer(row + i).loadUnaligned(as: UInt64.self) }
            return UInt64(row[column(i)]) | UInt64(row[column(i &+ 1)]) << 32
        }
        @inline(__always) func interiorShift(_ first: Int, _ last: Int) -> Int? {
            min(first, last) >= 0 && max(first, last) < maxColumn ? 0 : nil
        }
        @inline(__always) func interiorRun(from i: Int) -> (shift: Int, columns: Int)? {
            i >= 0 && i <= maxColumn ? (0, maxColumn &+ 1 &- i) : nil
        }
    }

    /// Wraps around (tiling).
    struct Repeat: EdgeRule {
        let width: Int, height: Int, stride: Int
        init(_ source: Bitmap) { width = source.width; height = source.height; stride = source.stride }
        @inline(__always) func column(_ i: Int) -> Int { let r = i % width; return r < 0 ? r &+ width : r }
        @inline(__always) func rowOffset(_ j: Int) -> Int { let r = j % height; return (r < 0 ? r &+ height : r) &* stride }
        @inline(__always) func pair(_ row: UnsafeMutablePointer<UInt32>, _ i: Int) -> UInt64 {
            let c = column(i)
            if c &+ 1 < width { return UnsafeRawPointer(row + c).loadUnaligned(as: UInt64.self) }
            return UInt64(row[c]) | UInt64(row[0]) << 32
        }
        @inline(__always) func interiorShift(_ first: Int, _ last: Int) -> Int? {
            let low = min(first, last), c = column(low)
            return c &+ (max(first, last) &- low) &+ 1 < width ? c &- low : nil
        }
        @inline(__always) func interiorRun(from i: Int) -> (shift: Int, columns: Int)? {
            let c = column(i)
            return (c &- i, width &- c)
        }
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
            let row0 = pixels + edge.rowOffset(fv >> 16), row1 = pixels + edge.rowOffset((fv >> 16) &+ 1)
            alongRow(fu, du, count, destination, row0, row1, UInt32(truncatingIfNeeded: (fv >> 8) & 0xFF), edge)
            return
        }
        for i in 0..<count {
            // Rotated or skewed: each pixel's two neighbour pairs, blended in 16-bit lanes.
            let i0 = fu >> 16, j0 = fv >> 16
            let row0 = pixels + edge.rowOffset(j0), row1 = pixels + edge.rowOffset(j0 &+ 1)
            destination[i] = Self.bilinear(edge.pair(row0, i0), edge.pair(row1, i0),
                                           fx: UInt16(truncatingIfNeeded: (fu >> 8) & 0xFF), fy: UInt16(truncatingIfNeeded: (fv >> 8) & 0xFF))
            fu &+= du
            fv &+= dv
        }
    }

    /// Bilinear samples of a span along one pair of image rows (`row0` above `row1`, mixed
    /// by `fy`/256), from 16.16 column position `fu` in steps of `du`.
    @inline(__always)
    private func alongRow<Edge: EdgeRule>(_ fu: Int, _ du: Int, _ count: Int, _ destination: UnsafeMutablePointer<UInt32>,
                                          _ row0: UnsafeMutablePointer<UInt32>, _ row1: UnsafeMutablePointer<UInt32>,
                                          _ fy: UInt32, _ edge: Edge) {
        var fu = fu
        // A whole number of image pixels per device pixel (an image drawn at 1/2, 1/3, 1/4 …
        // of its size): every sample has the same horizontal weight.
        let step = du > 65536 && du & 0xFFFF == 0 ? du >> 16 : 0
        if step == 0 && du != 65536 && du != 0 && abs(du) <= Self.maximumResampleStep && count >= 8 {
            resampleRow(fu, du, count, destination, row0, row1, fy, edge)
            return
        }
        let fy16 = UInt16(truncatingIfNeeded: fy)
        /// The sample at 16.16 column position `u`, its neighbours through the edge rule.
        @inline(__always) func throughEdge(_ u: Int) -> UInt32 {
            Self.bilinear(edge.pair(row0, u >> 16), edge.pair(row1, u >> 16), fx: UInt16(truncatingIfNeeded: (u >> 8) & 0xFF), fy: fy16)
        }
        var i = 0
        // Whole-pixel steps (an image drawn 1:1 at a fractional position, or at 1/2, 1/3 …
        // of its size): one horizontal weight for all samples, so the run of them whose
        // neighbours lie inside the image goes to the CPU's kernel in one call.
        let wholeStep = step != 0 ? step : du == 65536 ? 1 : 0
        let fx = UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF)
        // Eight pixels per step, then the rest one by one.
        while i &+ 8 <= count {
            if wholeStep != 0, let run = edge.interiorRun(from: fu >> 16), run.columns > 1 {
                let n = min(count &- i, (run.columns &- 2) / wholeStep &+ 1)
                if n >= 8 {
                    let c = (fu >> 16) &+ run.shift
                    CVitrineCPU_sampleSteps(destination + i, n, row0 + c, row1 + c, wholeStep, fx, fy)
                    fu &+= n &* du
                    i &+= n
                    continue
                }
            }
            if wholeStep != 0 {
                // A block reaching past the image's edge: one pixel through the edge rule, so
                // the next block may start inside it.
                destination[i] = throughEdge(fu)
                fu &+= du
                i &+= 1
                continue
            }
            // A scaled span: each device pixel reads its two neighbour pairs as two 64-bit
            // loads (left neighbour low) and blends them in 16-bit lanes of one vector.
            // (Gathering eight pairs into wide vectors measured slower: the lane inserts
            // and spills cost more than the blends.)
            if let shift = edge.interiorShift(fu >> 16, (fu &+ 7 &* du) >> 16) {
                // All eight pairs lie inside the image: plain loads.
                let top = UnsafeRawPointer(row0 + shift), bottom = UnsafeRawPointer(row1 + shift)
                for k in 0..<8 {
                    let offset = (fu >> 16) &* 4
                    destination[i &+ k] = Self.bilinear(top.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                                                        bottom.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                                                        fx: UInt16(truncatingIfNeeded: (fu >> 8) & 0xFF), fy: fy16)
                    fu &+= du
                }
            } else {
                for k in 0..<8 {
                    destination[i &+ k] = throughEdge(fu)
                    fu &+= du
                }
            }
            i &+= 8
        }
        while i < count {
            destination[i] = throughEdge(fu)
            fu &+= du
            i &+= 1
        }
    }

    /// The largest horizontal step (in 16.16 image pixels per device pixel) `resampleRow`
    /// takes: beyond a 4:1 reduction its vertical pass would blend more columns than the
    /// span reads, and gathering the four neighbours per pixel is cheaper.
    static let maximumResampleStep: Int = 2 << 16
    /// Device pixels `resampleRow` produces per pass; its column buffer then stays under 4 KiB.
    static let resampleChunk: Int = 256

    /// Bilinear samples of a span along two image rows, in two passes: the rows are first
    /// blended vertically over the columns the span reads, eight contiguous pixels at a
    /// time, then each device pixel blends two neighbouring blended columns. A scaled image
    /// reads each column pair once per span instead of gathering four pixels per device
    /// pixel; the rounding is the same as `bilinear` (vertical, then horizontal).
    @inline(__always)
    private func resampleRow<Edge: EdgeRule>(_ fu: Int, _ du: Int, _ count: Int, _ destination: UnsafeMutablePointer<UInt32>,
                                             _ row0: UnsafeMutablePointer<UInt32>, _ row1: UnsafeMutablePointer<UInt32>,
                                             _ fy: UInt32, _ edge: Edge) {
        let columnCapacity = (Self.resampleChunk &- 1) &* (Self.maximumResampleStep >> 16) &+ 2 &+ Self.doubledSlack
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: columnCapacity) { buffer in
            let columns = buffer.baseAddress!
            var fu = fu, done = 0
            while done < count {
                let n = min(Self.resampleChunk, count &- done)
                let last = fu &+ (n &- 1) &* du
                let first = min(fu, last) >> 16
                let width = (max(fu, last) >> 16) &- first &+ 2
                // Vertical pass: columns[k] blends column first + k of both rows by fy.
                var k = 0
                while k < width {
                    if let run = edge.interiorRun(from: first &+ k) {
                        let n = min(width &- k, run.columns), c = first &+ k &+ run.shift
                        CVitrineCPU_lerpRows(columns + k, n, row0 + c, row1 + c, fy)
                        k &+= n
                    } else {
                        let c = edge.column(first &+ k)
                        columns[k] = Self.lerp(row0[c], row1[c], fy)
                        k &+= 1
                    }
                }
                // Horizontal pass: both neighbours come in one 64-bit load, column c in the
                // low half and c + 1 in the high. (Assembling eight such pairs into a vector
                // for a SIMD lerp measured slower than this scalar loop; at exactly 2× the
                // pairs repeat, and whole blocks go as vectors first.)
                let out = destination + done
                let pairs = UnsafeRawPointer(columns)
                var position = fu &- (first << 16)
                var j = du == 1 << 15 ? Self.doubledBlocks(columns, width: width, position: &position, count: n, into: out) : 0
                if j == 0 {
                    // Whole blocks in the CPU's kernel where it has one (AVX2's lane permute).
                    j = CVitrineCPU_lerpColumns(out, n, columns, columnCapacity, Int32(truncatingIfNeeded: position), Int32(truncatingIfNeeded: du))
                    position &+= j &* du
                }
                while j < n {
                    let pair = pairs.loadUnaligned(fromByteOffset: (position >> 16) &* 4, as: UInt64.self)
                    out[j] = Self.lerp(UInt32(truncatingIfNeeded: pair), UInt32(truncatingIfNeeded: pair >> 32),
                                       UInt32(truncatingIfNeeded: (position >> 8) & 0xFF))
                    position &+= du
                    j &+= 1
                }
                fu &+= n &* du
                done &+= n
            }
        }
    }

    /// `resampleRow`'s horizontal pass at twice the image's size (a 1x image on a 2x
    /// screen): eight device pixels take five or six blended columns, each twice, at two
    /// alternating weights. Blends the whole blocks of eight of `count` pixels from 16.16
    /// `position` (left past them) into `out` and returns how many pixels that is. `columns`
    /// holds `width` blended columns and `doubledSlack` more, zeroed here, since eight are
    /// loaded at a time.
    @inline(__always)
    private static func doubledBlocks(_ columns: UnsafeMutablePointer<UInt32>, width: Int, position: inout Int, count: Int,
                                      into out: UnsafeMutablePointer<UInt32>) -> Int {
        (columns + width).initialize(repeating: 0, count: doubledSlack)
        let pairs = UnsafeRawPointer(columns)
        let f = UInt32(truncatingIfNeeded: (position >> 8) & 0xFF)
        let oddAdvances = f >= 128
        let weights = oddAdvances ? SIMD8(f, f &- 128, f, f &- 128, f, f &- 128, f, f &- 128)
                                  : SIMD8(f, f &+ 128, f, f &+ 128, f, f &+ 128, f, f &+ 128)
        var j = 0
        while j &+ 8 <= count {
            let v = pairs.loadUnaligned(fromByteOffset: (position >> 16) &* 4, as: SIMD8<UInt32>.self)
            let left = oddAdvances ? SIMD8(v[0], v[1], v[1], v[2], v[2], v[3], v[3], v[4])
                                   : SIMD8(v[0], v[0], v[1], v[1], v[2], v[2], v[3], v[3])
            let right = oddAdvances ? SIMD8(v[1], v[2], v[2], v[3], v[3], v[4], v[4], v[5])
                                    : SIMD8(v[1], v[1], v[2], v[2], v[3], v[3], v[4], v[4])
            UnsafeMutableRawPointer(out + j).storeBytes(of: lerp(left, right, weights), as: SIMD8<UInt32>.self)
            position &+= 4 << 16
            j &+= 8
        }
        return j
    }

    /// Columns past the blended ones that `doubledBlocks` may load.
    static let doubledSlack = 8

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
        let fx = UInt32(min(max((su - Double(i0)) * 256, 0), 255))
        let fy = UInt32(min(max((sv - Double(j0)) * 256, 0), 255))
        let c0 = column(i0), c1 = column(i0 &+ 1)
        let row0 = source.pixels + row(j0) * source.stride
        let row1 = source.pixels + row(j0 &+ 1) * source.stride
        return Self.bilinear(row0[c0], row0[c1], row1[c0], row1[c1], fx, fy)
    }

    /// The bilinear blend of four pixels with weights fx, fy in 0...255 (/256): the two
    /// columns are blended vertically, then the results horizontally, each step rounded
    /// to nearest as `lerp`.
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32,
                         _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        lerp(lerp(p00, p01, fy), lerp(p10, p11, fy), fx)
    }

    /// a + (b − a)·f/256 per channel, rounded to nearest, two channels per 32-bit lane
    /// (0x00RR00BB and 0x00AA00GG): a lane holds at most 255·256 + 128 < 2^16.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = ((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// `bilinear` of two neighbour pairs, each as one 64-bit value with the left pixel in the
    /// low half: the four channels of both pixels share one vector of 16-bit lanes.
    @inline(__always)
    static func bilinear(_ top: UInt64, _ bottom: UInt64, fx: UInt16, fy: UInt16) -> UInt32 {
        let t = unsafeBitCast(top, to: SIMD8<UInt8>.self).widenedTo16
        let b = unsafeBitCast(bottom, to: SIMD8<UInt8>.self).widenedTo16
        let v = (t &* (256 &- fy) &+ b &* fy &+ 128) &>> 8
        let h = (v.lowHalf &* (256 &- fx) &+ v.highHalf &* fx &+ 128) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: h), to: UInt32.self)
    }

    /// `lerp` for eight pixels in 16-bit lanes: a·(256 − f) + b·f ≤ 255·256 and the result
    /// ≤ 255, so no lane overflows or needs masking.
    @inline(__always)
    static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ f: SIMD8<UInt32>) -> SIMD8<UInt32> {
        @inline(__always) func lanes(_ f: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(f | (f &<< 16), to: SIMD16<UInt16>.self) }
        @inline(__always) func rb(_ p: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(p & 0x00FF_00FF, to: SIMD16<UInt16>.self) }
        @inline(__always) func ag(_ p: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD16<UInt16>.self) }
        let f16 = lanes(f), g16 = lanes(256 &- f)
        let rbv = (rb(a) &* g16 &+ rb(b) &* f16 &+ 128) &>> 8
        let agv = (ag(a) &* g16 &+ ag(b) &* f16 &+ 128) &>> 8
        return unsafeBitCast(rbv, to: SIMD8<UInt32>.self) | (unsafeBitCast(agv, to: SIMD8<UInt32>.self) &<< 8)
    }

    // Asked before every span is shaded: inlined, a scaled image's answer is one test.
    @inline(__always)
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
