// Vitrine — Apache License 2.0
// A stroked axis-aligned rectangle with mitred corners is the region between two
// rectangles: the outline grown and shrunk by half the line width. Cairo strokes such
// rectangles as boxes for the same reason (its rectilinear stroker); the general path
// would build an outline of eight edges and accumulate their areas.
//
// The coverage of a pixel is exact: area(outer ∩ pixel) − area(inner ∩ pixel), each a
// product of a horizontal and a vertical overlap. Along a row, those overlaps change only
// at the columns holding one of the four vertical sides, so a row is at most nine runs of
// constant coverage, and rows between the same horizontal edges share them: a group of
// rows is sent as one set of runs (`SpanSink.coverRows`). The groups come from the rows
// holding a horizontal side, as the runs from the columns holding a vertical one, so a
// tall frame costs no work per row here.

/// The pixels between an outer rectangle and an inner one inside it (a stroked rectangle).
///
/// Guarantees: `inner`, when set, lies within `outer`; both have positive, finite sizes.
struct RectangleFrame {
    let outer: CGRect
    /// The hole; nil when the stroke is wide enough to cover the whole rectangle.
    let inner: CGRect?

    /// The pixels of `outer` outside `inner` (which lies within `outer`).
    init(outer: CGRect, inner: CGRect?) {
        self.outer = outer
        self.inner = inner
    }

    /// The frame of `rect` stroked with half-widths `halfWidth` (horizontal: the left and
    /// right sides' half thickness) and `halfHeight` (the top and bottom sides'); nil when
    /// a size is not positive and finite.
    init?(stroking rect: CGRect, halfWidth: CGFloat, halfHeight: CGFloat) {
        guard rect.width > 0, rect.height > 0, halfWidth > 0, halfHeight > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              halfWidth.isFinite, halfHeight.isFinite else { return nil }
        outer = rect.insetBy(dx: -halfWidth, dy: -halfHeight)
        if rect.width > 2 * halfWidth && rect.height > 2 * halfHeight {
            inner = rect.insetBy(dx: halfWidth, dy: halfHeight)
        } else {
            inner = nil
        }
    }

    /// Sends the frame's coverage inside `box` (whole pixels the frame may touch) to `sink`:
    /// exact areas when antialiased, else the pixels whose centres lie in the frame.
    func fill<Sink: SpanSink>(antialias: Bool, box: PixelRect, sink: inout Sink) {
        guard !box.isEmpty else { return }
        if antialias {
            fillAntialiased(box: box, sink: &sink)
        } else {
            fillAliased(box: box, sink: &sink)
        }
    }

    private func fillAntialiased<Sink: SpanSink>(box: PixelRect, sink: inout Sink) {
        // Stack buffers: a small frame is drawn often (borders), so the call allocates nothing.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 20) { breaks in
            withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 18) { covers in
                withUnsafeTemporaryAllocation(of: CoverageRun.self, capacity: 9) { runs in
                    fillAntialiased(box: box, breaks: UnsafeMutableBufferPointer(rebasing: breaks[0..<10]),
                                    rowBreaks: UnsafeMutableBufferPointer(rebasing: breaks[10...]), runs: runs, covers: covers,
                                    sink: &sink)
                }
            }
        }
    }

    private func fillAntialiased<Sink: SpanSink>(box: PixelRect, breaks: UnsafeMutableBufferPointer<Int>,
                                                 rowBreaks: UnsafeMutableBufferPointer<Int>,
                                                 runs: UnsafeMutableBufferPointer<CoverageRun>,
                                                 covers: UnsafeMutableBufferPointer<CGFloat>, sink: inout Sink) {
        let overlap = PixelOverlap.overlap
        // Breakpoints: a column (or row) where an overlap may be fractional starts or ends at
        // one; between two, each rectangle's overlap is the same for every column (row).
        let inner = self.inner ?? .null
        let count = Self.breakpoints(outer.minX, inner.minX, inner.maxX, outer.maxX, from: box.minX, to: box.maxX, into: breaks)
        let rowCount = Self.breakpoints(outer.minY, inner.minY, inner.maxY, outer.maxY, from: box.minY, to: box.maxY, into: rowBreaks)
        // Each interval between breakpoints has one horizontal overlap per rectangle:
        // covers[2k] for the outer, covers[2k + 1] for the inner.
        var intervals = 0
        // Indices here stay under 20 (the stack buffers' sizes): wrapping arithmetic, without
        // overflow checks, as in the conversions (PixelOverlap.byte).
        for k in 0..<(count &- 1) where breaks[k &+ 1] > breaks[k] {
            breaks[intervals] = breaks[k]
            covers[2 &* intervals] = overlap(breaks[k], outer.minX, outer.maxX)
            covers[2 &* intervals &+ 1] = self.inner == nil ? 0 : overlap(breaks[k], inner.minX, inner.maxX)
            intervals &+= 1
        }
        breaks[intervals] = box.maxX
        // The runs of the last row computed: consecutive rows with the same vertical overlaps
        // (every row along the sides) share them and are sent together (`coverRows`).
        var runCount = 0
        var lastOuter: CGFloat = -1, lastInner: CGFloat = -1
        var groupStart = box.minY
        func flushGroup(until end: Int) {
            guard end > groupStart, runCount > 0 else { return }
            sink.coverRows(groupStart..<end, runs: UnsafeBufferPointer(rebasing: runs[0..<runCount]))
        }
        for k in 0..<(rowCount &- 1) where rowBreaks[k &+ 1] > rowBreaks[k] {
            let y = rowBreaks[k]
            let vOuter = overlap(y, outer.minY, outer.maxY)
            let vInner = self.inner == nil ? 0 : overlap(y, inner.minY, inner.maxY)
            if vOuter != lastOuter || vInner != lastInner {
                flushGroup(until: y)
                groupStart = y
                (lastOuter, lastInner) = (vOuter, vInner)
                runCount = 0
                // Runs of equal coverage are merged.
                var runStart = breaks[0], runCoverage: UInt8 = 0
                func endRun(at end: Int) {
                    guard runCoverage != 0 else { return }
                    runs[runCount] = CoverageRun(x: runStart, count: end &- runStart, coverage: runCoverage)
                    runCount &+= 1
                }
                for k in 0..<intervals {
                    let area = max(0, vOuter * covers[2 &* k] - vInner * covers[2 &* k &+ 1])
                    let c = PixelOverlap.byte(area)
                    if c != runCoverage {
                        endRun(at: breaks[k])
                        runStart = breaks[k]
                        runCoverage = c
                    }
                }
                endRun(at: box.maxX)
            }
        }
        flushGroup(until: box.maxY)
    }

    /// Writes `first`, the whole numbers on either side of each of the edges `a` ≤ `b` ≤
    /// `c` ≤ `d` that lie strictly between `first` and `last`, and `last` into `breaks`, in
    /// increasing order (repeats kept); returns how many (at most 10). Infinite edges (an
    /// absent hole's) add none.
    @inline(__always)
    private static func breakpoints(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, from first: Int, to last: Int,
                                    into breaks: UnsafeMutableBufferPointer<Int>) -> Int {
        breaks[0] = first
        var count = 1
        @inline(__always) func addSides(_ edge: CGFloat) {
            // Strictly inside only; this also keeps the conversions in range (and the
            // edge positive: `first` is a row or column of the bitmap).
            guard edge > CGFloat(first), edge < CGFloat(last) else { return }
            breaks[count] = Double(edge).nonNegativeFloor.nearestWhole
            breaks[count &+ 1] = Double(edge).nonNegativeCeiling.nearestWhole
            count &+= 2
        }
        addSides(a); addSides(b); addSides(c); addSides(d)
        breaks[count] = last
        count &+= 1
        return count
    }

    private func fillAliased<Sink: SpanSink>(box: PixelRect, sink: inout Sink) {
        // Pixel x is inside [lo, hi) when its centre x + 0.5 is: x in [ceil(lo − 0.5), ceil(hi − 0.5)).
        let first = PixelOverlap.firstCentre(atOrAfter:)
        let x0 = max(box.minX, first(outer.minX)), x1 = min(box.maxX, first(outer.maxX))
        let y0 = max(box.minY, first(outer.minY)), y1 = min(box.maxY, first(outer.maxY))
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 {
            guard let inner, y >= first(inner.minY), y < first(inner.maxY) else {
                sink.coverSpan(x: x0, y: y, count: x1 - x0, coverage: 255)
                continue
            }
            let holeStart = min(max(first(inner.minX), x0), x1), holeEnd = min(max(first(inner.maxX), holeStart), x1)
            if holeStart > x0 { sink.coverSpan(x: x0, y: y, count: holeStart - x0, coverage: 255) }
            if x1 > holeEnd { sink.coverSpan(x: holeEnd, y: y, count: x1 - holeEnd, coverage: 255) }
        }
    }
}
