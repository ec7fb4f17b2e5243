// Vitrine — Apache License 2.0
// Design note. The antialiased scan converter walks a fill row by row, and on each row it
// must know which edges are there and in what order, to tell rows where summing areas is
// exact from rows where parts of different winding share a pixel. A contour splits into
// monotone chains, runs of edges that all go down or all go up: a chain crosses each
// horizontal line at most once, so the chains active on a row are few (two for any convex
// shape, four for a ring) and stay in order from row to row except where chains cross.
// Chains break only where a contour turns vertically, so the edges of a flattened curve
// form one chain, however many rows they share.
//
// Edges are cut to the box as before: parts above or below it go, parts left of it become
// a vertical edge at x = 0 and parts right of it one at x = width, which cover the same
// pixels to their right.

/// One straight piece of a chain in box coordinates, top to bottom (yTop < yBottom).
struct ChainSegment {
    var yTop: Float
    var yBottom: Float
    var xTop: Float
    var xBottom: Float
    var dxdy: Float

    /// x on the segment at `y` (yTop...yBottom), kept on the box by `maxX`.
    @inline(__always)
    func x(at y: Float, maxX: Float) -> Float {
        if y >= yBottom { return xBottom }
        return min(max(xTop + dxdy * (y - yTop), 0), maxX)
    }
}

/// A run of consecutive segments of one contour that all go down (+1) or all go up (−1),
/// stored top to bottom.
struct MonotoneChain {
    var segments: Range<Int>
    /// What crossing it adds to the winding number: its direction (+1 down, −1 up) times its
    /// contour's weight.
    var weight: Int
    var yTop: Float
    var yBottom: Float

    /// +1 for a chain going down, −1 for one going up.
    var direction: Float { weight > 0 ? 1 : -1 }
}

/// The monotone chains of a flattened path inside a box of `width` × `height` pixels.
struct MonotoneChains {
    private(set) var segments: [ChainSegment] = []
    private(set) var chains: [MonotoneChain] = []
    /// The chains of each contour that draws anything (two points or more), in path order.
    private(set) var contourChains: [Range<Int>] = []
    private var width: CGFloat = 0, height: CGFloat = 0

    /// Builds the chains of `path` cut to the box; `contourWeights`, when given, holds each
    /// contour's weight (CoverageRule), 1 otherwise.
    mutating func build(_ path: FlattenedPath, originX: CGFloat, originY: CGFloat, width: Int, height: Int,
                        contourWeights: [Int]? = nil) {
        segments.removeAll(keepingCapacity: true)
        chains.removeAll(keepingCapacity: true)
        contourChains.removeAll(keepingCapacity: true)
        self.width = CGFloat(width); self.height = CGFloat(height)
        segments.reserveCapacity(path.points.count + 8)
        path.points.withUnsafeBufferPointer { points in
            for (index, contour) in path.contours.enumerated() where contour.range.count >= 2 {
                let contourWeight = contourWeights?[index] ?? 1
                // Start at a topmost point: the contour leaves it downward and comes back up,
                // so its first and last chains never need joining.
                let range = contour.range
                var start = range.lowerBound
                for i in range where points[i].y < points[start].y { start = i }
                var direction: Float = 0
                var chainStart = segments.count
                let firstChain = chains.count
                var j = start
                for _ in 0..<range.count {
                    // Next index around the contour, wrapped by comparison, not division.
                    let i = j
                    j = j + 1 == range.upperBound ? range.lowerBound : j + 1
                    let p = points[i], q = points[j]
                    guard p.y != q.y else { continue }
                    let d: Float = p.y < q.y ? 1 : -1
                    if d != direction {
                        closeChain(from: chainStart, direction: direction, weight: contourWeight)
                        chainStart = segments.count
                        direction = d
                    }
                    addEdge(p.x - originX, p.y - originY, q.x - originX, q.y - originY)
                }
                closeChain(from: chainStart, direction: direction, weight: contourWeight)
                contourChains.append(firstChain..<chains.count)
            }
        }
    }

    /// Whether every segment end of the chains `inner` lies between the two chains `outer`
    /// (a convex contour's) at its height, within `slack` pixels. For convex contours that
    /// is the inner one lying inside the outer one: the x distance between chains is linear
    /// between segment ends, so it keeps its sign between them.
    func chains(_ inner: Range<Int>, liesWithin outer: Range<Int>, slack: Float = 1e-3) -> Bool {
        guard outer.count == 2 else { return false }
        let a = chains[outer.lowerBound], b = chains[outer.lowerBound + 1]
        let top = max(a.yTop, b.yTop) - slack, bottom = min(a.yBottom, b.yBottom) + slack
        return segments.withUnsafeBufferPointer { segments in
            for chain in chains[inner] {
                var ca = a.segments.lowerBound, cb = b.segments.lowerBound
                // x of an outer chain at y, its cursor moved down to the segment holding y.
                func outerX(at y: Float, _ cursor: inout Int, _ end: Int) -> Float {
                    while cursor + 1 < end && segments[cursor].yBottom < y { cursor += 1 }
                    let g = segments[cursor]
                    return g.x(at: min(max(y, g.yTop), g.yBottom), maxX: .greatestFiniteMagnitude)
                }
                func inside(_ x: Float, _ y: Float) -> Bool {
                    guard y >= top, y <= bottom else { return false }
                    let xa = outerX(at: y, &ca, a.segments.upperBound), xb = outerX(at: y, &cb, b.segments.upperBound)
                    return x >= min(xa, xb) - slack && x <= max(xa, xb) + slack
                }
                for s in chain.segments where !inside(segments[s].xTop, segments[s].yTop) { return false }
                if let last = chain.segments.last, !inside(segments[last].xBottom, segments[last].yBottom) { return false }
            }
            return true
        }
    }

    /// Records segments chainStart..<count as a chain; an upward chain's segments came
    /// bottom first and are reversed.
    private mutating func closeChain(from chainStart: Int, direction: Float, weight: Int) {
        let range = chainStart..<segments.count
        guard !range.isEmpty else { return }
        if direction < 0 {
            // In place through a buffer: reversing a slice of the array copied its storage reference.
            segments.withUnsafeMutableBufferPointer { all in
                var rest = UnsafeMutableBufferPointer(rebasing: all[range])
                rest.reverse()
            }
        }
        chains.append(MonotoneChain(segments: range, weight: direction > 0 ? weight : -weight,
                                    yTop: segments[range.lowerBound].yTop, yBottom: segments[range.upperBound - 1].yBottom))
    }

    /// Adds an edge in box coordinates, cut to the box's rows.
    private mutating func addEdge(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
        let h = height
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

    /// Adds an edge whose y lies within the box's rows, cut at x = 0 and x = width.
    private mutating func addEdgeInRows(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
        guard y0 != y1 else { return }
        let w = width
        if x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w {
            append(x0, y0, x1, y1); return
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
            if mid <= 0 { append(0, ya, 0, yb) }
            else if mid >= w { append(w, ya, w, yb) }
            else { append(min(max(xa, 0), w), ya, min(max(xb, 0), w), yb) }
        }
    }

    /// Stores one edge inside the box, top first.
    private mutating func append(_ ax: CGFloat, _ ay: CGFloat, _ bx: CGFloat, _ by: CGFloat) {
        let downward = ay < by
        let y0 = Float(downward ? ay : by), y1 = Float(downward ? by : ay)
        let top = Float(downward ? ax : bx), bottom = Float(downward ? bx : ax)
        // Distinct in Double can be equal in Float: such an edge covers no area.
        guard y1 > y0, top.isFinite, bottom.isFinite else { return }
        let dxdy = (bottom - top) / (y1 - y0)
        guard dxdy.isFinite else { return }
        segments.append(ChainSegment(yTop: y0, yBottom: y1, xTop: top, xBottom: bottom, dxdy: dxdy))
    }
}
