// Vitrine — Apache License 2.0
// Design note. Summing signed areas per pixel and applying the fill rule to the sum (see
// ScanConverter) is exact only where a pixel's parts have at most two winding numbers one
// apart: the rule is linear on {w, w + 1}. Where edges cross inside a pixel, where one
// pixel holds two edges of the same direction, or where a contour turns back inside a row
// beside another edge, the sum folds parts of different winding together: a bow tie's
// crossing pixel, half covered, sums to 0; two squares overlapping in a corner pixel sum
// to 1.125 where 0.875 is covered.
//
// So the fill sweeps a line down the box with the chains it crosses (MonotoneChains) in x
// order, and adds coverage instead of winding: between two neighbours the winding number is
// fixed, so each chain knows its turn, whether the fill rule goes from outside to inside
// across it (+1), back (−1) or neither (0), and only chains with a turn add their areas.
// Summed along the row, those areas are each pixel's exact coverage, whatever the rule;
// chains inside a shape (winding 1 to 2 under nonzero) add nothing.
//
// The order, and so the turns, change only at events: a chain starts (it goes in by x and
// the chains right of it take its weight), a chain ends, or two neighbours cross (they swap;
// the winding left of the pair stays). A segment's end changes one chain's slope. Each
// event touches only the chains it concerns, and a chain's next event (its segment's end or
// its crossing with its right neighbour) is recomputed only when it or that neighbour
// changes: the work is per event, not per edge per segment end. A chain's part between two
// of its events, or between an event and the end of a row, is straight and goes in at once.
//
// A single convex contour, the commonest fill (circles, rounded and rotated rectangles),
// cannot put more than two winding numbers in a pixel, nor can a convex ring (a stroked
// circle or rounded rectangle): they sum edge areas directly (accumulateSummed).
// Several paths swept together (nested clips) weigh their chains apart (CoverageRule).

/// Adds a fill's coverage to the scan converter's cells (see the design note).
struct RowWalker {
    static let groupShift = 3  // 8 cells per bit: ~10 % faster than 16 on circles and strokes

    private let cells: UnsafeMutablePointer<Float>
    private let stride: Int
    private let bits: UnsafeMutablePointer<UInt64>
    private let wordsPerRow: Int
    private let maxX: Float
    private let height: Int
    private let order: UnsafeMutablePointer<Int>
    /// The chains crossing the sweep line, in x order.
    private let edges: UnsafeMutablePointer<SweepEdge>
    /// For each edge, the height of its next event: its segment's end, or its crossing with
    /// the edge to its right, whichever comes first.
    private let nextEvent: UnsafeMutablePointer<Float>
    private var count = 0

    init(cells: UnsafeMutablePointer<Float>, stride: Int, bits: UnsafeMutablePointer<UInt64>, wordsPerRow: Int,
         width: Int, height: Int, scratch: RowScratch) {
        self.cells = cells; self.stride = stride; self.bits = bits; self.wordsPerRow = wordsPerRow
        self.maxX = Float(width); self.height = height
        order = scratch.order; edges = scratch.edges; nextEvent = scratch.nextEvent
    }

    /// Adds every chain's coverage to the cells (scratch reserved for `chains`).
    mutating func accumulate(_ chains: MonotoneChains, rule: CoverageRule) {
        chains.chains.withUnsafeBufferPointer { chainList in
            chains.segments.withUnsafeBufferPointer { segments in
                walk(chainList, segments, rule: rule)
            }
        }
    }

    /// Adds every segment's signed area, edge by edge, for the sweep to apply the fill rule
    /// to: exact when no pixel holds parts of more than two adjacent winding numbers, as in
    /// one convex contour, and cheaper than walking rows.
    func accumulateSummed(_ chains: MonotoneChains) {
        chains.segments.withUnsafeBufferPointer { segments in
            for chain in chains.chains {
                for s in chain.segments {
                    let g = segments[s]
                    // Segments lie in the box's rows (MonotoneChains): whole numbers in
                    // nearestSmallWhole's range, the top clamped first so that no stray
                    // negative value could wrap around.
                    let firstRow = max(g.yTop, 0).nonNegativeFloor.nearestSmallWhole
                    let lastRow = min(height, max(g.yBottom, 0).nonNegativeCeiling.nearestSmallWhole)
                    if g.dxdy == 0 {
                        depositVertical(x: g.xTop, from: firstRow, to: lastRow, g.yTop, g.yBottom, direction: chain.direction)
                        continue
                    }
                    var x = g.xTop
                    var row = firstRow
                    while row < lastRow {
                        let dy = min(Float(row + 1), g.yBottom) - max(Float(row), g.yTop)
                        let xNext = min(max(x + g.dxdy * dy, 0), maxX)
                        deposit(row: row, x: x, xNext: xNext, d: dy * chain.direction)
                        x = xNext
                        row += 1
                    }
                }
            }
        }
    }

    // MARK: - The walk

    /// Moves a line down the box row by row, keeping the chains it crosses in x order, and stops only
    /// where that order or a chain's segment changes (a chain starts, a segment ends, two
    /// neighbours cross) and at the end of each row. Between stops each chain is straight and
    /// the winding number on its left fixed, so it adds its part with its turn.
    private mutating func walk(_ chainList: UnsafeBufferPointer<MonotoneChain>, _ segments: UnsafeBufferPointer<ChainSegment>,
                                rule: CoverageRule) {
        guard !chainList.isEmpty else { return }
        var sorted = UnsafeMutableBufferPointer(start: order, count: chainList.count)
        for i in chainList.indices { sorted[i] = i }
        // By top, then by x there: the two chains leaving a contour's top vertex come together.
        sorted.sort {
            let a = chainList[$0], b = chainList[$1]
            if a.yTop != b.yTop { return a.yTop < b.yTop }
            return segments[a.segments.lowerBound].xTop < segments[b.segments.lowerBound].xTop
        }
        count = 0
        var next = 0
        var row = 0
        while row < height {
            if count == 0 {
                // Nothing on the line: go to the next chain's row.
                guard next < chainList.count else { break }
                row = max(row, Int(chainList[order[next]].yTop.rounded(.down)))
            }
            let bottom = Float(row + 1)
            while true {
                // The earliest event: a chain's start (first on ties), a segment's end or a crossing.
                var y = next < chainList.count ? chainList[order[next]].yTop : .infinity
                var slot = -1
                for k in 0..<count where nextEvent[k] < y { y = nextEvent[k]; slot = k }
                guard y < bottom else { break }
                if slot < 0 {
                    let chain = chainList[order[next]]
                    next += 1
                    if next < chainList.count && Self.leaveOneVertex(chain, chainList[order[next]], segments) {
                        insertPair(chain, chainList[order[next]], segments, at: y, rule: rule)
                        next += 1
                    } else {
                        insert(chain, segments, at: y, row: row, rule: rule)
                    }
                } else if edges[slot].segment.yBottom <= y {
                    advance(slot, segments, at: y, row: row, rule: rule)
                } else {
                    swapNeighbours(slot, at: y, row: row, rule: rule)
                }
            }
            for k in 0..<count where edges[k].turn != 0 { addPending(k, to: bottom, row: row) }
            row += 1
        }
    }

    /// Adds edge `k`'s pending part down to height `y` of the row, and starts the next there.
    @inline(__always)
    private func addPending(_ k: Int, to y: Float, row: Int) {
        let e = edges[k]
        let x = e.x(at: y, maxX: maxX)
        if e.turn != 0 && y > e.from {
            deposit(row: row, x: e.fromX, xNext: x, d: (y - e.from) * e.turn)
        }
        edges[k].from = y
        edges[k].fromX = x
    }

    /// Edge `k`'s turn from its winding numbers: whether the rule holds left and right of it.
    @inline(__always)
    private func turn(left: Int, weight: Int, rule: CoverageRule) -> Float {
        let before = rule.contains(left), after = rule.contains(left + weight)
        return before == after ? 0 : (after ? 1 : -1)
    }

    /// Sets edge `k`'s winding on its left, and its turn from height `y` on: the part above
    /// goes in with the old turn.
    @inline(__always)
    private func setLeftWinding(_ k: Int, _ left: Int, at y: Float, row: Int, rule: CoverageRule) {
        edges[k].leftWinding = left
        let t = turn(left: left, weight: edges[k].weight, rule: rule)
        guard t != edges[k].turn else { return }
        addPending(k, to: y, row: row)
        edges[k].turn = t
    }

    /// Whether edge `a` lies left of edge `b` just below height `y`: by x, ties by slope.
    @inline(__always)
    private func isLeft(_ a: SweepEdge, of b: SweepEdge, at y: Float) -> Bool {
        let xa = a.x(at: y, maxX: maxX), xb = b.x(at: y, maxX: maxX)
        return xa < xb || (xa == xb && a.segment.dxdy < b.segment.dxdy)
    }

    /// Sets edge `k`'s next event, seen from height `y`: its segment's end, or where it
    /// crosses its right neighbour first.
    @inline(__always)
    private func scheduleEvent(_ k: Int, after y: Float) {
        let a = edges[k].segment
        var event = a.yBottom
        if k + 1 < count {
            let b = edges[k + 1].segment
            // They converge when the left one moves right faster. A swap leaves the pair
            // diverging, so between segment ends each swap puts one more pair in slope order:
            // the crossings of a stretch are finite however Float rounds their heights.
            let closing = a.dxdy - b.dxdy
            if closing > 0 {
                let gap = max(b.x(at: y, maxX: maxX) - a.x(at: y, maxX: maxX), 0)
                event = min(event, y + gap / closing)
            }
        }
        nextEvent[k] = event
    }

    /// Sets the next events around edge `k` after it changed: its own and its left neighbour's.
    @inline(__always)
    private func rescheduleAround(_ k: Int, after y: Float) {
        if k > 0 { scheduleEvent(k - 1, after: y) }
        if k < count { scheduleEvent(k, after: y) }
    }

    /// Swaps edges `k` and `k + 1`, which meet at height `y`: the winding number left of the
    /// pair stays, the two take their new turns, the others are untouched.
    private func swapNeighbours(_ k: Int, at y: Float, row: Int, rule: CoverageRule) {
        let left = edges[k].leftWinding
        let right = edges[k + 1]
        edges[k + 1] = edges[k]
        edges[k] = right
        setLeftWinding(k, left, at: y, row: row, rule: rule)
        setLeftWinding(k + 1, left + edges[k].weight, at: y, row: row, rule: rule)
        rescheduleAround(k, after: y)
        if k + 1 < count { scheduleEvent(k + 1, after: y) }
    }

    /// A chain starting at height `y` as an edge on the line.
    @inline(__always)
    private func startingEdge(_ chain: MonotoneChain, _ segments: UnsafeBufferPointer<ChainSegment>, at y: Float) -> SweepEdge {
        let segment = segments[chain.segments.lowerBound]
        return SweepEdge(segment: segment, cursor: chain.segments.lowerBound, segmentEnd: chain.segments.upperBound,
                         weight: chain.weight, leftWinding: 0, turn: 0, from: y, fromX: segment.x(at: y, maxX: maxX))
    }

    /// Where edge `edge` goes on the line at height `y`: after every edge left of it.
    @inline(__always)
    private func position(of edge: SweepEdge, at y: Float) -> Int {
        var k = 0
        while k < count && isLeft(edges[k], of: edge, at: y) { k += 1 }
        return k
    }

    /// Makes room for `n` edges at slot `k`.
    @inline(__always)
    private mutating func open(_ n: Int, at k: Int) {
        (edges + k + n).moveInitialize(from: edges + k, count: count - k)
        (nextEvent + k + n).moveInitialize(from: nextEvent + k, count: count - k)
        count += n
    }

    /// Takes the `n` edges at slot `k` off the line.
    @inline(__always)
    private mutating func close(_ n: Int, at k: Int) {
        count -= n
        (edges + k).moveInitialize(from: edges + k + n, count: count - k)
        (nextEvent + k).moveInitialize(from: nextEvent + k + n, count: count - k)
    }

    /// The winding number left of slot `k`.
    @inline(__always)
    private func winding(leftOf k: Int) -> Int {
        k > 0 ? edges[k - 1].leftWinding + edges[k - 1].weight : 0
    }

    /// Whether two chains leave one vertex with opposite weights (a contour's top): put on the
    /// line side by side, they leave the winding right of them unchanged.
    @inline(__always)
    private static func leaveOneVertex(_ a: MonotoneChain, _ b: MonotoneChain, _ segments: UnsafeBufferPointer<ChainSegment>) -> Bool {
        a.weight == -b.weight && a.yTop == b.yTop && segments[a.segments.lowerBound].xTop == segments[b.segments.lowerBound].xTop
    }

    /// Puts a chain starting at height `y` on the line, in x order; the edges right of it
    /// take its weight into their winding.
    private mutating func insert(_ chain: MonotoneChain, _ segments: UnsafeBufferPointer<ChainSegment>,
                                 at y: Float, row: Int, rule: CoverageRule) {
        var edge = startingEdge(chain, segments, at: y)
        let k = position(of: edge, at: y)
        edge.leftWinding = winding(leftOf: k)
        edge.turn = turn(left: edge.leftWinding, weight: edge.weight, rule: rule)
        open(1, at: k)
        edges[k] = edge
        for j in (k + 1)..<count {
            setLeftWinding(j, edges[j].leftWinding + edge.weight, at: y, row: row, rule: rule)
        }
        rescheduleAround(k, after: y)
    }

    /// Puts two chains leaving one vertex at height `y` on the line side by side (see
    /// `leaveOneVertex`): the edges right of them keep their winding and turns.
    private mutating func insertPair(_ a: MonotoneChain, _ b: MonotoneChain, _ segments: UnsafeBufferPointer<ChainSegment>,
                                     at y: Float, rule: CoverageRule) {
        var left = startingEdge(a, segments, at: y), right = startingEdge(b, segments, at: y)
        if isLeft(right, of: left, at: y) { swap(&left, &right) }
        let k = position(of: left, at: y)
        left.leftWinding = winding(leftOf: k)
        left.turn = turn(left: left.leftWinding, weight: left.weight, rule: rule)
        right.leftWinding = left.leftWinding + left.weight
        right.turn = turn(left: right.leftWinding, weight: right.weight, rule: rule)
        open(2, at: k)
        edges[k] = left
        edges[k + 1] = right
        rescheduleAround(k, after: y)
        scheduleEvent(k + 1, after: y)
    }

    /// Edge `k`'s segment ends at height `y`: it goes on with the chain's next segment, or
    /// leaves the line with the chain.
    private mutating func advance(_ k: Int, _ segments: UnsafeBufferPointer<ChainSegment>, at y: Float, row: Int,
                                  rule: CoverageRule) {
        addPending(k, to: y, row: row)
        let cursor = edges[k].cursor + 1
        guard cursor < edges[k].segmentEnd else {
            remove(k, at: y, row: row, rule: rule)
            return
        }
        edges[k].cursor = cursor
        edges[k].segment = segments[cursor]
        edges[k].fromX = edges[k].x(at: y, maxX: maxX)
        // A segment too flat for Float was dropped: the chain may jump past its neighbours.
        var position = k
        while position > 0 && isLeft(edges[position], of: edges[position - 1], at: y) {
            swapNeighbours(position - 1, at: y, row: row, rule: rule)
            position -= 1
        }
        while position + 1 < count && isLeft(edges[position + 1], of: edges[position], at: y) {
            swapNeighbours(position, at: y, row: row, rule: rule)
            position += 1
        }
        rescheduleAround(position, after: y)
    }

    /// Takes edge `k`, whose chain ended at height `y`, off the line; the edges right of it
    /// lose its weight from their winding, unless its right neighbour's chain ends there
    /// too with the opposite weight (a contour's bottom vertex): the two leave together.
    private mutating func remove(_ k: Int, at y: Float, row: Int, rule: CoverageRule) {
        let weight = edges[k].weight
        if k + 1 < count, edges[k + 1].weight == -weight, edges[k + 1].segment.yBottom == y,
           edges[k + 1].cursor + 1 == edges[k + 1].segmentEnd {
            addPending(k + 1, to: y, row: row)
            close(2, at: k)
        } else {
            close(1, at: k)
            for j in k..<count {
                setLeftWinding(j, edges[j].leftWinding - weight, at: y, row: row, rule: rule)
            }
        }
        if k > 0 { scheduleEvent(k - 1, after: y) }
    }

    /// `deposit` for each row of a vertical edge at `x` from height `yTop` to `yBottom`
    /// (rows `firstRow ..< lastRow`): the sides of rectangles and rounded rectangles. Its
    /// cells, their split and their group bits are found once, not per row; the sums are
    /// CellArea's for an edge within one pixel column.
    @inline(__always)
    private func depositVertical(x: Float, from firstRow: Int, to lastRow: Int, _ yTop: Float, _ yBottom: Float, direction: Float) {
        let leftFloor = x.nonNegativeFloor  // x lies within the box: 0...width
        let cell = leftFloor.nearestSmallWhole
        let mid = x - leftFloor
        let firstGroup = cell >> Self.groupShift, lastGroup = (cell + 1) >> Self.groupShift
        var row = firstRow
        while row < lastRow {
            let d = (min(Float(row + 1), yBottom) - max(Float(row), yTop)) * direction
            let line = cells + row &* stride
            line[cell] += d - d * mid
            line[cell + 1] += d * mid
            let rowBits = bits + row &* wordsPerRow
            Self.mark(firstGroup, in: rowBits)
            Self.mark(lastGroup, in: rowBits)
            row += 1
        }
    }

    /// Adds one edge's part within one row to the row's cells (CellArea) and marks the
    /// groups of cells it wrote for the sweep.
    @inline(__always)
    private func deposit(row: Int, x: Float, xNext: Float, d: Float) {
        let touched = CellArea.add(to: cells + row &* stride, top: x, bottom: xNext, d: d)
        let rowBits = bits + row &* wordsPerRow
        var group = touched.first >> Self.groupShift
        let lastGroup = touched.last >> Self.groupShift
        while group <= lastGroup {
            Self.mark(group, in: rowBits)
            group += 1
        }
    }

    /// Sets the bit of a group of cells in its row's bits, for the sweep to visit it.
    @inline(__always)
    private static func mark(_ group: Int, in rowBits: UnsafeMutablePointer<UInt64>) {
        rowBits[group >> 6] |= 1 << UInt64(group & 63)
    }
}
