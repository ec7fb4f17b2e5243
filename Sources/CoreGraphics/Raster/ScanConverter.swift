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
// Summing areas is exact only where a pixel's parts have at most two adjacent winding
// numbers; FreeType's and AGG's cell rasterizers fold the rest together (a pentagram filled
// even-odd was off by up to 129 levels at its inner crossings). Here the edges are walked
// down as monotone chains kept in x order, and only the chains where the fill rule turns
// add their areas, which is exact (RowWalker).
//
// Invariants: every cell written lies in a group whose bit is set; after `fill` returns,
// all cells and bits are zero.

/// Converts flattened paths to coverage runs; one instance is reused for every fill of a context.
final class ScanConverter {
    // Owned by one context; unchecked exclusivity spares each fill the runtime's checks.
    @exclusivity(unchecked) private var cells: UnsafeMutablePointer<Float>
    @exclusivity(unchecked) private var cellCapacity: Int
    @exclusivity(unchecked) private var bits: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var bitCapacity: Int
    @exclusivity(unchecked) private var rowCoverage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var rowCapacity: Int

    // The box being filled, in device pixels.
    @exclusivity(unchecked) private var originX = 0, originY = 0
    @exclusivity(unchecked) private var width = 0, height = 0, stride = 0, wordsPerRow = 0

    // The fill's chains and the row walk's scratch (RowWalker), kept between fills.
    @exclusivity(unchecked) private var chains = MonotoneChains()
    private let rowScratch = RowScratch()

    private static let groupShift = RowWalker.groupShift

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
                if v == 1 {
                    // Every row from a whole one up to the last that ends above maxY is whole too.
                    bandEnd = max(bandEnd, Int(min(CGFloat(box.maxY), rect.maxY.rounded(.down))))
                }
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
        var walker = self.walker(for: path, box: box)
        if path.isOneConvexContour || isConvexRing(path) {
            walker.accumulateSummed(chains)
        } else {
            walker.accumulate(chains, rule: CoverageRule(rule))
        }
        sweep(rule: rule, sink: &sink)
    }

    /// Sets the cells up for `box` and builds `path`'s chains (each contour weighing its
    /// entry of `contourWeights`, 1 without), for a walker over them.
    private func walker(for path: FlattenedPath, box: PixelRect, contourWeights: [Int]? = nil) -> RowWalker {
        reserve(width: box.width, height: box.height)
        originX = box.x; originY = box.y
        chains.build(path, originX: CGFloat(box.x), originY: CGFloat(box.y), width: box.width, height: box.height,
                     contourWeights: contourWeights)
        rowScratch.reserve(chains: chains.chains.count)
        return RowWalker(cells: cells, stride: stride, bits: bits, wordsPerRow: wordsPerRow,
                         width: width, height: height, scratch: rowScratch)
    }

    /// Whether the path, its chains built, is a convex contour inside another turning the
    /// other way: a stroked circle, ellipse or rounded rectangle. The ring winds ±1, the hole
    /// and the outside 0, so no pixel holds more than two winding numbers and summing edge
    /// areas is exact, however thin the ring.
    private func isConvexRing(_ path: FlattenedPath) -> Bool {
        guard path.convexContoursTurningOppositeWays != nil, chains.contourChains.count == 2 else { return false }
        let first = chains.contourChains[0], second = chains.contourChains[1]
        // A contour outside the box's rows left no chains: the other is alone, and convex.
        if first.isEmpty || second.isEmpty { return true }
        return chains.chains(second, liesWithin: first) || chains.chains(first, liesWithin: second)
    }

    /// Sends the antialiased coverage of the intersection of `paths` (each filled with its
    /// rule, at most `CoverageRule.maximumPaths`) inside `clip` to `sink`: the paths are
    /// walked together, so pixels where their edges cross get the intersection's exact
    /// coverage (nested clip paths).
    func fillIntersection<Sink: SpanSink>(_ paths: [(path: FlattenedPath, rule: CGPathFillRule)], clip: PixelRect, sink: inout Sink) {
        guard paths.allSatisfy({ $0.path.isFinite }) else { return }
        let box = paths.reduce(clip) { $0.intersection(Self.pixelBox(of: $1.path, within: clip)) }
        guard !box.isEmpty else { return }
        var combined = FlattenedPath()
        var weights: [Int] = []
        for (index, item) in paths.enumerated() {
            combined.append(item.path)
            weights += repeatElement(CoverageRule.weight(ofPath: index), count: item.path.contours.count)
        }
        var walker = self.walker(for: combined, box: box, contourWeights: weights)
        walker.accumulate(chains, rule: CoverageRule(intersecting: paths.map(\.rule)))
        // The walk adds coverage, 0...1, which either rule reads as it is.
        sweep(rule: .winding, sink: &sink)
    }

    /// The longest stretch of one coverage (other than none) a sweep joins into the runs
    /// around it for a receiver that prefers joined runs: past it, the stretch goes on its
    /// own, which an opaque shader writes straight into the destination. One shader span per
    /// row outweighs that up to about 128 pixels (an image-filled disc 128 px wide: 2.27→2.42×
    /// from 64); at 512, the copy through the scratch row lost 10 % at 256 px.
    static let joinedStretch = 128
    /// The longest stretch without coverage it joins; past it the runs go apart (the blender
    /// shades through shorter gaps of a run anyway).
    static let joinedGap = 16

    /// Whether a stretch of `length` pixels at coverage `c` goes inside the runs around it.
    @inline(__always)
    private static func joins(stretch length: Int, coverage c: UInt8) -> Bool {
        length < (c == 0 ? joinedGap : joinedStretch)
    }

    private func sweep<Sink: SpanSink>(rule: CGPathFillRule, sink: inout Sink) {
        if rule == .evenOdd {
            sweep(EvenOddCoverage.self, sink: &sink)
        } else {
            sweep(WindingCoverage.self, sink: &sink)
        }
    }

    /// The sweep for one fill rule: compiled once per rule, so no cell tests the rule.
    private func sweep<Sink: SpanSink, Rule: SweepCoverage>(_: Rule.Type, sink: inout Sink) {
        let mask = rowCoverage
        let joins = sink.prefersJoinedRuns
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
                        let c = Rule.coverage(sum)
                        let end = min(start, width)
                        if joins && runStart >= 0 && Self.joins(stretch: end - x, coverage: c) {
                            // Inside the run: one span for the receiver instead of three.
                            if end > x { (mask + x).update(repeating: c, count: end - x) }
                        } else {
                            if runStart >= 0 { flushRun(runStart, min(x, width), y: y, mask: mask, sink: &sink); runStart = -1 }
                            if c != 0 && end > x { sink.coverSpan(x: originX + x, y: y, count: end - x, coverage: c) }
                        }
                    }
                    if runStart < 0 { runStart = start }
                    if start &+ Self.groupSize <= stride {
                        sum = Self.consumeGroup(line + start, sum: sum, into: mask + start, Rule.self)
                        x = start &+ Self.groupSize
                    } else {
                        // The row's last group, cut short by its end.
                        for i in start..<stride {
                            sum += line[i]
                            line[i] = 0
                            mask[i] = Rule.coverage(sum)
                        }
                        x = stride
                    }
                }
            }
            // The rest of the row, after the last touched group, at one coverage.
            let rest: UInt8 = x < width ? Rule.coverage(sum) : 0
            if joins && runStart >= 0 && x < width && Self.joins(stretch: width - x, coverage: rest) {
                (mask + x).update(repeating: rest, count: width - x)
                x = width
            }
            if runStart >= 0 { flushRun(runStart, min(x, width), y: y, mask: mask, sink: &sink) }
            if x < width && rest != 0 { sink.coverSpan(x: originX + x, y: y, count: width - x, coverage: rest) }
        }
    }

    /// Cells in a group: one bit of `bits` each, one vector of `consumeGroup`.
    private static let groupSize = SIMD8<Float>.scalarCount

    /// Adds the eight cells from `cells` to the running `sum` one by one, in order (the
    /// sums, and so the coverage, are those of a cell-by-cell loop), zeroes them and writes
    /// their coverage to `mask`; returns the sum after the last. Only the additions are a
    /// chain: the zeroing and the conversion to bytes go eight at a time.
    @inline(__always)
    private static func consumeGroup<Rule: SweepCoverage>(_ cells: UnsafeMutablePointer<Float>, sum: Float,
                                                          into mask: UnsafeMutablePointer<UInt8>, _: Rule.Type) -> Float {
        let raw = UnsafeMutableRawPointer(cells)
        let values = raw.loadUnaligned(as: SIMD8<Float>.self)
        var sums = SIMD8<Float>()
        var running = sum
        for k in 0..<8 {
            running += values[k]
            sums[k] = running
        }
        raw.storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
        UnsafeMutableRawPointer(mask).storeBytes(of: Rule.coverage(sums), as: SIMD8<UInt8>.self)
        return running
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
