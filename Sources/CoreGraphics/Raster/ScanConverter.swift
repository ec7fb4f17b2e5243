// Vitrine — Apache License 2.0
// Design note. Filling turns polylines in device pixels into coverage runs for a SpanSink.
//
// Antialiased fills accumulate exact signed areas (the accumulation rasterizer of Raph
// Levien's font-rs): every edge adds, to the cells it crosses, the area it sweeps to its
// right; a running sum along the row is then each pixel's winding-weighted coverage, with
// no supersampling. Plain font-rs sums every cell of the bounding box; here each row also
// keeps a bit per group of 8 cells that an edge touched (Blend2D's "bit vector index"),
// so the sweep visits only touched groups and sends the stretches between them as one
// constant-coverage run: a large fill costs per edge, not per interior pixel. The sweep
// zeroes the cells it consumes, so the buffers stay clean between fills without a memset.
//
// Non-antialiased fills (`setShouldAntialias(false)`) sample pixel centres: crossings of
// each row's centre line, sorted, then whole pixels between them by the fill rule.
//
// Axis-aligned rectangles skip the accumulation: their coverage is a product of overlaps.
// Stroked axis-aligned rectangles with mitred corners skip the stroker too: they are the
// region between two rectangles (RectangleFrame), and so is any path of two nested
// axis-aligned rectangles that leaves the ring between them (a stroke's outline).
//
// Known limitation (shared with FreeType's and AGG's cell rasterizers): a pixel is reduced
// to one winding-weighted area, so where edges cross inside a pixel, parts of different
// winding are folded together (nonzero: min(1, |sum|); even-odd: the sum folded into 0...1).
// Only pixels at self-intersections differ from exact coverage: a pentagram filled even-odd
// is off by up to 129 levels at its five inner crossings, Cairo's supersampled scan
// converter is exact there. Stroke outlines avoid overlaps at their edges (PathStroker).
//
// Invariants: every cell written lies in a group whose bit is set; after `fill` returns,
// all cells and bits are zero.

/// Converts flattened paths to coverage runs; one instance is reused for every fill of a context.
final class ScanConverter {
    private var cells: UnsafeMutablePointer<Float>
    private var cellCapacity: Int
    private var bits: UnsafeMutablePointer<UInt64>
    private var bitCapacity: Int
    private var rowCoverage: UnsafeMutablePointer<UInt8>
    private var rowCapacity: Int

    // The box being filled, in device pixels.
    private var originX = 0, originY = 0, width = 0, height = 0, stride = 0, wordsPerRow = 0

    private static let groupShift = 3  // 8 cells per bit: ~10 % faster than 16 on circles and strokes

    init() {
        cellCapacity = 0; bitCapacity = 0; rowCapacity = 0
        cells = .allocate(capacity: 1)
        bits = .allocate(capacity: 1)
        rowCoverage = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate(); bits.deallocate(); rowCoverage.deallocate()
    }

    /// The device pixels `path` may touch, rounded outward and limited to `clip`.
    static func pixelBox(of path: FlattenedPath, within clip: PixelRect) -> PixelRect {
        pixelBox(of: path.bounds, within: clip)
    }

    /// The device pixels `rect` touches, rounded outward and limited to `clip`.
    static func pixelBox(of b: CGRect, within clip: PixelRect) -> PixelRect {
        guard !b.isNull, b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite else { return .zero }
        let limit = CGFloat(1 << 24)
        let x0 = Int(max(-limit, min(limit, b.minX.rounded(.down))))
        let y0 = Int(max(-limit, min(limit, b.minY.rounded(.down))))
        let x1 = Int(max(-limit, min(limit, b.maxX.rounded(.up))))
        let y1 = Int(max(-limit, min(limit, b.maxY.rounded(.up))))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(clip)
    }

    /// Sends the coverage of `path` (each contour implicitly closed) inside `clip` to `sink`.
    func fill<Sink: SpanSink>(_ path: FlattenedPath, rule: CGPathFillRule, antialias: Bool, clip: PixelRect, sink: inout Sink) {
        guard path.isFinite else { return }
        let box = Self.pixelBox(of: path, within: clip)
        guard !box.isEmpty else { return }
        if let rect = path.axisAlignedRect {
            fillRect(rect, antialias: antialias, box: box, sink: &sink)
        } else if let frame = path.rectangleFrame(rule: rule) {
            frame.fill(antialias: antialias, box: box, sink: &sink)
        } else if antialias {
            fillAntialiased(path, rule: rule, box: box, sink: &sink)
        } else {
            fillAliased(path, rule: rule, box: box, sink: &sink)
        }
    }

    // MARK: - Axis-aligned rectangles

    /// Sends the coverage of `rect` (device pixels, positive finite size) inside `clip` to `sink`.
    func fillRect<Sink: SpanSink>(_ rect: CGRect, antialias: Bool, clip: PixelRect, sink: inout Sink) {
        let box = Self.pixelBox(of: rect, within: clip)
        guard !box.isEmpty else { return }
        fillRect(rect, antialias: antialias, box: box, sink: &sink)
    }

    /// Rectangles (views, backgrounds, `fill(_:)` under scale and translation) need no edge
    /// accumulation: coverages are products of the horizontal and vertical overlaps. Rows
    /// with the same vertical overlap (all the interior ones) form a band, sent as up to three
    /// runs: a left pixel, the interior and a right pixel.
    private func fillRect<Sink: SpanSink>(_ rect: CGRect, antialias: Bool, box: PixelRect, sink: inout Sink) {
        if !antialias {
            // Pixels whose centres lie inside: x + 0.5 in [minX, maxX).
            let x0 = max(box.minX, PixelOverlap.firstCentre(atOrAfter: rect.minX)), x1 = min(box.maxX, PixelOverlap.firstCentre(atOrAfter: rect.maxX))
            let y0 = max(box.minY, PixelOverlap.firstCentre(atOrAfter: rect.minY)), y1 = min(box.maxY, PixelOverlap.firstCentre(atOrAfter: rect.maxY))
            guard x1 > x0, y1 > y0 else { return }
            sink.coverRect(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), coverage: 255)
            return
        }
        let overlap = PixelOverlap.overlap, byte = PixelOverlap.byte
        let leftCover = overlap(box.minX, rect.minX, rect.maxX), rightCover = overlap(box.maxX - 1, rect.minX, rect.maxX)
        withUnsafeTemporaryAllocation(of: CoverageRun.self, capacity: 3) { runs in
            var y = box.minY
            while y < box.maxY {
                let v = overlap(y, rect.minY, rect.maxY)
                var bandEnd = y + 1
                while bandEnd < box.maxY && overlap(bandEnd, rect.minY, rect.maxY) == v { bandEnd += 1 }
                var count = 0
                func add(_ x: Int, _ width: Int, _ c: UInt8) {
                    if c != 0 && width > 0 { runs[count] = CoverageRun(x: x, count: width, coverage: c); count += 1 }
                }
                if v > 0 {
                    if box.width == 1 {
                        add(box.minX, 1, byte(v * leftCover))
                    } else {
                        let start = leftCover < 1 ? box.minX + 1 : box.minX, end = rightCover < 1 ? box.maxX - 1 : box.maxX
                        if leftCover < 1 { add(box.minX, 1, byte(v * leftCover)) }
                        add(start, end - start, byte(v))
                        if rightCover < 1 { add(box.maxX - 1, 1, byte(v * rightCover)) }
                    }
                    sink.coverRows(y..<bandEnd, runs: UnsafeBufferPointer(rebasing: runs[0..<count]))
                }
                y = bandEnd
            }
        }
    }

    // MARK: - Antialiased

    private func reserve(width: Int, height: Int) {
        let cellCount = (width + 2) * height
        if cellCount > cellCapacity {
            cells.deallocate()
            cells = .allocate(capacity: cellCount)
            cells.initialize(repeating: 0, count: cellCount)
            cellCapacity = cellCount
        }
        let words = ((width + 2 + (64 << Self.groupShift) - 1) >> Self.groupShift) >> 6
        let wordCount = max(1, words) * height
        if wordCount > bitCapacity {
            bits.deallocate()
            bits = .allocate(capacity: wordCount)
            bits.initialize(repeating: 0, count: wordCount)
            bitCapacity = wordCount
        }
        if width + 2 > rowCapacity {
            rowCoverage.deallocate()
            rowCoverage = .allocate(capacity: width + 2)
            rowCoverage.initialize(repeating: 0, count: width + 2)
            rowCapacity = width + 2
        }
        self.width = width
        self.height = height
        self.stride = width + 2
        self.wordsPerRow = max(1, words)
    }

    private func fillAntialiased<Sink: SpanSink>(_ path: FlattenedPath, rule: CGPathFillRule, box: PixelRect, sink: inout Sink) {
        reserve(width: box.width, height: box.height)
        originX = box.x; originY = box.y
        let ox = CGFloat(box.x), oy = CGFloat(box.y)
        path.points.withUnsafeBufferPointer { points in
            for contour in path.contours where contour.range.count >= 2 {
                var previous = points[contour.range.lowerBound]
                for i in contour.range.dropFirst() {
                    let p = points[i]
                    addEdge(previous.x - ox, previous.y - oy, p.x - ox, p.y - oy)
                    previous = p
                }
                let first = points[contour.range.lowerBound]
                addEdge(previous.x - ox, previous.y - oy, first.x - ox, first.y - oy)
            }
        }
        sweep(rule: rule, sink: &sink)
    }

    /// Adds an edge in box coordinates. Parts left of the box become a vertical edge at
    /// x = 0 and parts right of it one at x = width: they cover the same pixels to their right.
    private func addEdge(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
        guard y0 != y1 else { return }
        let h = CGFloat(height)
        if max(y0, y1) <= 0 || min(y0, y1) >= h { return }
        if min(y0, y1) < 0 || max(y0, y1) > h {
            // Cut to the rows of the box first: huge coordinates must not reach Float or Int.
            // x at a clamped y from the slope, exact for vertical edges whatever their length.
            let slope = (x1 - x0) / (y1 - y0)
            let ya = min(max(y0, 0), h), yb = min(max(y1, 0), h)
            addEdgeInRows(x0 + (ya - y0) * slope, ya, x0 + (yb - y0) * slope, yb)
            return
        }
        addEdgeInRows(x0, y0, x1, y1)
    }

    /// Adds an edge whose y lies within the box's rows.
    private func addEdgeInRows(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
        guard y0 != y1 else { return }
        let w = CGFloat(width)
        if (x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w) {
            accumulate(x0, y0, x1, y1); return
        }
        // Split at the crossings of x = 0 and x = width (at most two), then clamp each piece.
        let dx = x1 - x0
        var cutA: CGFloat = 2, cutB: CGFloat = 2
        if dx != 0 {
            let t0 = (0 - x0) / dx, tw = (w - x0) / dx
            if t0 > 0 && t0 < 1 { cutA = t0 }
            if tw > 0 && tw < 1 { cutB = tw }
            if cutB < cutA { swap(&cutA, &cutB) }
        }
        let ts: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, min(cutA, 1), min(cutB, 1), 1)
        for i in 0..<3 {
            let ta = i == 0 ? ts.0 : (i == 1 ? ts.1 : ts.2)
            let tb = i == 0 ? ts.1 : (i == 1 ? ts.2 : ts.3)
            guard tb > ta else { continue }
            let ya = y0 + (y1 - y0) * ta, yb = y0 + (y1 - y0) * tb
            let xa = x0 + dx * ta, xb = x0 + dx * tb
            let mid = (xa + xb) / 2
            if mid <= 0 { accumulate(0, ya, 0, yb) }
            else if mid >= w { accumulate(w, ya, w, yb) }
            else { accumulate(min(max(xa, 0), w), ya, min(max(xb, 0), w), yb) }
        }
    }

    /// Adds the signed area of one edge inside the box (0 ≤ x ≤ width) to the cells.
    private func accumulate(_ ax: CGFloat, _ ay: CGFloat, _ bx: CGFloat, _ by: CGFloat) {
        guard ay != by else { return }
        let downward = ay < by
        let y0 = Float(downward ? ay : by), y1 = Float(downward ? by : ay)
        let top = Float(downward ? ax : bx), bottom = Float(downward ? bx : ax)
        let direction: Float = downward ? 1 : -1
        // Distinct in Double can be equal in Float: such an edge covers no area.
        guard y1 > y0, top.isFinite, bottom.isFinite else { return }
        let dxdy = (bottom - top) / (y1 - y0)
        guard dxdy.isFinite else { return }
        let firstRow = max(0, Int(y0.rounded(.down)))
        let lastRow = min(height, Int(y1.rounded(.up)))
        guard firstRow < lastRow else { return }
        let maxX = Float(width)
        var x = top
        if y0 < Float(firstRow) { x = min(max(x + dxdy * (Float(firstRow) - y0), 0), maxX) }
        let cells = self.cells, bits = self.bits, stride = self.stride, words = self.wordsPerRow
        for row in firstRow..<lastRow {
            let line = cells + row &* stride
            let dy = min(Float(row + 1), y1) - max(Float(row), y0)
            let xNext = min(max(x + dxdy * dy, 0), maxX)
            let d = dy * direction
            let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
            let leftFloor = left.rounded(.down)
            let leftCell = Int(leftFloor)
            let rightCeil = right.rounded(.up)
            let rightCell = Int(rightCeil)
            var lastTouched = rightCell
            if rightCell <= leftCell + 1 {
                // The edge stays within one pixel column on this row.
                let mid = 0.5 * (x + xNext) - leftFloor
                line[leftCell] += d - d * mid
                line[leftCell + 1] += d * mid
                lastTouched = leftCell + 1
            } else {
                let inverseSpan = 1 / (right - left)
                let leftFraction = left - leftFloor
                let firstArea = 0.5 * inverseSpan * (1 - leftFraction) * (1 - leftFraction)
                let rightFraction = right - rightCeil + 1
                let lastArea = 0.5 * inverseSpan * rightFraction * rightFraction
                line[leftCell] += d * firstArea
                if rightCell == leftCell + 2 {
                    line[leftCell + 1] += d * (1 - firstArea - lastArea)
                } else {
                    let secondArea = inverseSpan * (1.5 - leftFraction)
                    line[leftCell + 1] += d * (secondArea - firstArea)
                    var cell = leftCell + 2
                    while cell < rightCell - 1 {
                        line[cell] += d * inverseSpan
                        cell += 1
                    }
                    let beforeLast = secondArea + Float(rightCell - leftCell - 3) * inverseSpan
                    line[rightCell - 1] += d * (1 - beforeLast - lastArea)
                }
                line[rightCell] += d * lastArea
            }
            // Mark the touched groups of cells.
            let rowBits = bits + row &* words
            var group = leftCell >> Self.groupShift
            let lastGroup = lastTouched >> Self.groupShift
            while group <= lastGroup {
                rowBits[group >> 6] |= 1 << UInt64(group & 63)
                group += 1
            }
            x = xNext
        }
    }

    @inline(__always)
    private static func coverage(_ sum: Float, rule: CGPathFillRule) -> UInt8 {
        var a = abs(sum)
        if rule == .evenOdd {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(a * 255 + 0.5)
    }

    private func sweep<Sink: SpanSink>(rule: CGPathFillRule, sink: inout Sink) {
        let mask = rowCoverage
        for row in 0..<height {
            let line = cells + row &* stride
            let rowBits = bits + row &* wordsPerRow
            let y = originY + row
            var sum: Float = 0
            var x = 0            // the first cell not yet consumed
            var runStart = -1    // the start of the pending per-pixel run
            for word in 0..<wordsPerRow {
                var w = rowBits[word]
                rowBits[word] = 0
                while w != 0 {
                    let group = word << 6 | w.trailingZeroBitCount
                    w &= w &- 1
                    let start = group << Self.groupShift
                    if start > x {
                        if runStart >= 0 { flushRun(runStart, min(x, width), y: y, mask: mask, sink: &sink); runStart = -1 }
                        let c = Self.coverage(sum, rule: rule)
                        let end = min(start, width)
                        if c != 0 && end > x { sink.coverSpan(x: originX + x, y: y, count: end - x, coverage: c) }
                    }
                    if runStart < 0 { runStart = start }
                    let end = min(start + (1 << Self.groupShift), stride)
                    var i = start
                    while i < end {
                        sum += line[i]
                        line[i] = 0
                        mask[i] = Self.coverage(sum, rule: rule)
                        i += 1
                    }
                    x = end
                }
            }
            if runStart >= 0 { flushRun(runStart, min(x, width), y: y, mask: mask, sink: &sink) }
            if x < width {
                let c = Self.coverage(sum, rule: rule)
                if c != 0 { sink.coverSpan(x: originX + x, y: y, count: width - x, coverage: c) }
            }
        }
    }

    /// Sends the per-pixel coverage of cells start..<end, without leading and trailing zeros.
    @inline(__always)
    private func flushRun<Sink: SpanSink>(_ start: Int, _ end: Int, y: Int, mask: UnsafeMutablePointer<UInt8>, sink: inout Sink) {
        var a = start, b = end
        while a < b && mask[a] == 0 { a += 1 }
        while b > a && mask[b - 1] == 0 { b -= 1 }
        if a < b { sink.coverSpan(x: originX + a, y: y, count: b - a, coverage: UnsafePointer(mask + a)) }
    }

    // MARK: - Aliased

    private func fillAliased<Sink: SpanSink>(_ path: FlattenedPath, rule: CGPathFillRule, box: PixelRect, sink: inout Sink) {
        // Edges as (x at top, y top, y bottom, dx/dy, winding).
        var edges: [(x0: CGFloat, y0: CGFloat, y1: CGFloat, slope: CGFloat, winding: Int)] = []
        for contour in path.contours where contour.range.count >= 2 {
            for i in contour.range {
                let p = path.points[i]
                let q = i + 1 < contour.range.upperBound ? path.points[i + 1] : path.points[contour.range.lowerBound]
                guard p.y != q.y else { continue }
                let (a, b, w) = p.y < q.y ? (p, q, 1) : (q, p, -1)
                edges.append((a.x, a.y, b.y, (b.x - a.x) / (b.y - a.y), w))
            }
        }
        var crossings: [(x: CGFloat, winding: Int)] = []
        for y in box.minY..<box.maxY {
            let cy = CGFloat(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for e in edges where e.y0 <= cy && cy < e.y1 {
                crossings.append((e.x0 + (cy - e.y0) * e.slope, e.winding))
            }
            guard crossings.count >= 2 else { continue }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for i in 0..<(crossings.count - 1) {
                winding += crossings[i].winding
                let inside = rule == .evenOdd ? winding & 1 != 0 : winding != 0
                guard inside else { continue }
                // Pixel x is inside when its centre x + 0.5 lies in [left, right).
                let first = max(box.minX, Int((crossings[i].x - 0.5).rounded(.up)))
                let last = min(box.maxX, Int((crossings[i + 1].x - 0.5).rounded(.up)))
                if last > first { sink.coverSpan(x: first, y: y, count: last - first, coverage: 255) }
            }
        }
    }
}
