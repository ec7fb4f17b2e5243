// Vitrine — Apache License 2.0
// Design note. Summing signed areas per pixel and applying the fill rule to the sum (see
// ScanConverter) is exact only where a pixel's parts have at most two winding numbers one
// apart: the rule is linear on {w, w + 1}. Where edges cross inside a pixel, where one
// pixel holds two edges of the same direction, or where a contour turns back inside a row
// beside another edge, the sum folds parts of different winding together: a bow tie's
// crossing pixel, half covered, sums to 0; two squares overlapping in a corner pixel sum
// to 1.125 where 0.875 is covered.
//
// So the fill walks rows, with the chains on each row in x order (MonotoneChains), and adds
// coverage instead of winding: where the chains keep their order across a row and none
// starts or ends inside it, the winding number between two neighbours is fixed, and only
// the chains where the fill rule turns from outside to inside (+1) or back (−1) are added.
// Summed along the row, their areas are each pixel's exact coverage, whatever the rule;
// chains inside a shape (winding 1 to 2 under nonzero) add nothing. In such a row, chains
// whose x ranges overlap form a group, and groups lie side by side, so the winding number
// entering each group is fixed. A group keeps its order when every pair of neighbours (by
// x at the top) has x ranges that do not overlap, or is straight and still in order at the
// bottom.
// A group that might not, and a whole row where chains start or end (a contour's top or
// bottom), is cut at every segment end into strips of straight edges, to find the chains'
// crossings in order (addStrips). A chain's turn changes only where it crosses another
// (only then does the winding number on its left change), so each chain is added in one
// piece between its crossings, whatever strips it runs through; the strip list keeps its
// order from strip to strip, so sorting it has little to do. A row where chains start or
// end but curves run through in many segments (more segment ends than twice the chain
// ends, as at the top of a stroked arc) is instead cut into bands at the chain ends, each
// added as a row is: fewer cuts, and groups that mostly keep their order.
//
// A single convex contour, the commonest fill (circles, rounded and rotated rectangles),
// cannot put more than two winding numbers in a pixel, nor can a convex ring (a stroked
// circle or rounded rectangle): they sum edge areas directly (accumulateSummed).
// Several paths walked together (nested clips) weigh their chains apart (CoverageRule).

/// A chain's segment cut to one row: x at the part's top and bottom.
struct RowPortion {
    var yTop: Float
    var yBottom: Float
    var xTop: Float
    var xBottom: Float

    /// x at `y` (yTop...yBottom).
    @inline(__always)
    func x(at y: Float) -> Float {
        if y <= yTop { return xTop }
        if y >= yBottom { return xBottom }
        return xTop + (xBottom - xTop) * ((y - yTop) / (yBottom - yTop))
    }
}

/// A chain on the row being walked, and what it does in the band being added.
struct ActiveChain {
    var cursor: Int          // its first segment not entirely above the row
    var segmentEnd: Int
    /// What it adds to the winding number: ±1, or ± its path's weight (CoverageRule).
    var weight: Int
    var yTop: Float, yBottom: Float
    var firstPortion = 0, endPortion = 0
    // In the band: whether the chain runs through it, x at its top and bottom, the x range,
    // and whether it is one straight segment there.
    var present = false
    var xTop: Float = 0, xBottom: Float = 0
    var minX: Float = 0, maxX: Float = 0
    var straight = false
}

/// An edge of one strip: x at the strip's top and bottom, and the chain (its index among
/// the active chains) it is a segment of.
struct StripEdge {
    var xTop: Float
    var xBottom: Float
    var weight: Int
    var chain: Int
}

/// A chain of a group added strip by strip: its turn of the fill rule (+1, −1 or 0) since
/// height `from`, not added yet. It is added up to where its turn changes, which is only
/// where it crosses another chain: segment ends and strip cuts do not split it.
struct ChainProgress {
    var turn: Float
    var from: Float
    /// Its portion in (or next below) the strip being added, and whether it is in the strip list.
    var portion: Int
    var listed: Bool
}

/// The row walk's lists, kept between fills and sized before each one, so the walk itself
/// runs on plain pointers: no reallocation, reference counting or exclusivity checks per row.
final class RowScratch {
    private(set) var order = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private(set) var active = UnsafeMutablePointer<ActiveChain>.allocate(capacity: 1)
    private(set) var portions = UnsafeMutablePointer<RowPortion>.allocate(capacity: 1)
    private(set) var cuts = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private(set) var strip = UnsafeMutablePointer<StripEdge>.allocate(capacity: 1)
    private(set) var progress = UnsafeMutablePointer<ChainProgress>.allocate(capacity: 1)
    private(set) var crossing = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private(set) var leftWinding = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var chainCapacity = 0, segmentCapacity = 0

    /// Room for a fill of `chains` chains made of `segments` segments: a row holds each chain
    /// at most once and each segment at most once; a band's cuts are its chains' ends and
    /// its strips' cuts its segments' ends.
    func reserve(chains: Int, segments: Int) {
        var grown = false
        if chains > chainCapacity {
            chainCapacity = max(chains, 2 * chainCapacity)
            order.deallocate(); active.deallocate(); strip.deallocate(); progress.deallocate()
            crossing.deallocate(); leftWinding.deallocate()
            crossing = .allocate(capacity: chainCapacity)
            leftWinding = .allocate(capacity: chainCapacity)
            order = .allocate(capacity: chainCapacity)
            progress = .allocate(capacity: chainCapacity)
            active = .allocate(capacity: chainCapacity)
            strip = .allocate(capacity: chainCapacity)
            grown = true
        }
        if segments > segmentCapacity {
            segmentCapacity = max(segments, 2 * segmentCapacity)
            portions.deallocate()
            portions = .allocate(capacity: segmentCapacity)
            grown = true
        }
        if grown {
            cuts.deallocate()
            cuts = .allocate(capacity: 4 + 2 * chainCapacity + 2 * segmentCapacity)
        }
    }

    deinit {
        order.deallocate(); active.deallocate(); portions.deallocate(); cuts.deallocate(); strip.deallocate()
        progress.deallocate(); crossing.deallocate(); leftWinding.deallocate()
    }
}

/// Adds a fill's coverage to the scan converter's cells, row by row (see the design note).
struct RowWalker {
    static let groupShift = 3  // 8 cells per bit: ~10 % faster than 16 on circles and strokes

    private let cells: UnsafeMutablePointer<Float>
    private let stride: Int
    private let bits: UnsafeMutablePointer<UInt64>
    private let wordsPerRow: Int
    private let maxX: Float
    private let height: Int
    private let active: UnsafeMutablePointer<ActiveChain>
    private let portions: UnsafeMutablePointer<RowPortion>
    private let cuts: UnsafeMutablePointer<Float>
    private let strip: UnsafeMutablePointer<StripEdge>
    private let progress: UnsafeMutablePointer<ChainProgress>
    private let crossing: UnsafeMutablePointer<Float>
    private let leftWinding: UnsafeMutablePointer<Int>
    private let order: UnsafeMutablePointer<Int>
    private var activeCount = 0, portionCount = 0, cutCount = 0, stripCount = 0

    init(cells: UnsafeMutablePointer<Float>, stride: Int, bits: UnsafeMutablePointer<UInt64>, wordsPerRow: Int,
         width: Int, height: Int, scratch: RowScratch) {
        self.cells = cells; self.stride = stride; self.bits = bits; self.wordsPerRow = wordsPerRow
        self.maxX = Float(width); self.height = height
        active = scratch.active; portions = scratch.portions; cuts = scratch.cuts; strip = scratch.strip
        progress = scratch.progress
        crossing = scratch.crossing; leftWinding = scratch.leftWinding
        order = scratch.order
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
                    let firstRow = max(0, Int(g.yTop.rounded(.down)))
                    let lastRow = min(height, Int(g.yBottom.rounded(.up)))
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

    private mutating func walk(_ chainList: UnsafeBufferPointer<MonotoneChain>, _ segments: UnsafeBufferPointer<ChainSegment>,
                               rule: CoverageRule) {
        guard !chainList.isEmpty else { return }
        var sorted = UnsafeMutableBufferPointer(start: order, count: chainList.count)
        for i in chainList.indices { sorted[i] = i }
        sorted.sort { chainList[$0].yTop < chainList[$1].yTop }
        var next = 0
        var row = Int(chainList[order[0]].yTop.rounded(.down))
        while row < height {
            let top = Float(row), bottom = Float(row + 1)
            var kept = 0
            for a in 0..<activeCount where active[a].yBottom > top {
                if kept != a { active[kept] = active[a] }
                kept += 1
            }
            activeCount = kept
            while next < chainList.count && chainList[order[next]].yTop < bottom {
                let c = chainList[order[next]]
                active[activeCount] = ActiveChain(cursor: c.segments.lowerBound, segmentEnd: c.segments.upperBound,
                                                  weight: c.weight, yTop: c.yTop, yBottom: c.yBottom)
                activeCount += 1
                next += 1
            }
            if activeCount == 0 {
                guard next < chainList.count else { break }
                row = Int(chainList[order[next]].yTop.rounded(.down))
                continue
            }
            // Each chain's parts on this row.
            portionCount = 0
            var chainEnds = 0
            for a in 0..<activeCount {
                var c = active[a]
                if c.yTop > top { chainEnds += 1 }
                if c.yBottom < bottom { chainEnds += 1 }
                var s = c.cursor
                while segments[s].yBottom <= top { s += 1 }
                c.cursor = s
                c.firstPortion = portionCount
                var lo = Float.infinity, hi = -Float.infinity
                while s < c.segmentEnd && segments[s].yTop < bottom {
                    let g = segments[s]
                    let ya = max(g.yTop, top), yb = min(g.yBottom, bottom)
                    let xa = g.x(at: ya, maxX: maxX), xb = g.x(at: yb, maxX: maxX)
                    portions[portionCount] = RowPortion(yTop: ya, yBottom: yb, xTop: xa, xBottom: xb)
                    portionCount += 1
                    lo = min(lo, min(xa, xb)); hi = max(hi, max(xa, xb))
                    s += 1
                }
                c.endPortion = portionCount
                c.present = true
                c.xTop = portions[c.firstPortion].xTop; c.xBottom = portions[c.endPortion - 1].xBottom
                c.minX = lo; c.maxX = hi
                c.straight = c.endPortion - c.firstPortion == 1
                active[a] = c
            }
            if chainEnds == 0 {
                addBand(row: row, top, bottom, rule: rule)
            } else if portionCount - activeCount > 2 * chainEnds {
                // Chains start or end inside the row, and curves run through it in many
                // segments (a stroked arc's top): bands between the chain ends, whose
                // groups mostly keep their order, cost less than a strip per segment end.
                addBandsBetweenChainEnds(row: row, top, bottom, rule: rule)
            } else {
                // Chains start or end inside the row: strips between every segment end
                // take them in and out as they come.
                addStrips(of: 0..<activeCount, row: row, top, bottom, winding: 0, rule: rule)
            }
            row += 1
        }
    }

    /// A row where chains start or end: cut at those heights, each band with the chains
    /// that run through it.
    private mutating func addBandsBetweenChainEnds(row: Int, _ top: Float, _ bottom: Float, rule: CoverageRule) {
        cutCount = 0
        cuts[0] = top; cuts[1] = bottom; cutCount = 2
        for a in 0..<activeCount {
            if active[a].yTop > top { cuts[cutCount] = active[a].yTop; cutCount += 1 }
            if active[a].yBottom < bottom { cuts[cutCount] = active[a].yBottom; cutCount += 1 }
        }
        cuts.insertionSort(0..<cutCount, by: <)
        for k in 0..<(cutCount - 1) {
            let ya = cuts[k], yb = cuts[k + 1]
            guard yb > ya else { continue }
            for a in 0..<activeCount {
                var c = active[a]
                c.present = c.yTop <= ya && c.yBottom >= yb
                if c.present {
                    var lo = Float.infinity, hi = -Float.infinity, count = 0
                    for i in c.firstPortion..<c.endPortion where portions[i].yBottom > ya && portions[i].yTop < yb {
                        let p = portions[i]
                        let xa = p.x(at: max(p.yTop, ya)), xb = p.x(at: min(p.yBottom, yb))
                        if count == 0 { c.xTop = xa }
                        c.xBottom = xb
                        lo = min(lo, min(xa, xb)); hi = max(hi, max(xa, xb))
                        count += 1
                    }
                    c.minX = lo; c.maxX = hi
                    c.straight = count == 1
                    c.present = count > 0
                }
                active[a] = c
            }
            addBand(row: row, ya, yb, rule: rule)
        }
    }

    /// Adds the chains present between heights `ya` and `yb` of a row. Chains whose x ranges
    /// over the band overlap form a group; groups lie side by side, so the winding number
    /// entering each is fixed across the band. A group whose order holds adds the chains where
    /// the fill rule turns; one where two chains might cross is added strip by strip.
    private mutating func addBand(row: Int, _ ya: Float, _ yb: Float, rule: CoverageRule) {
        // Present chains first, by the left end of their x range.
        active.insertionSort(0..<activeCount, by: Self.leftOf)
        var winding = 0
        var start = 0
        while start < activeCount && active[start].present {
            var end = start + 1
            var right = active[start].maxX
            while end < activeCount && active[end].present && active[end].minX < right {
                right = max(right, active[end].maxX)
                end += 1
            }
            if end - start == 1 || orderHolds(start..<end) {
                addTurns(of: start..<end, row: row, ya, yb, winding: &winding, rule: rule)
            } else {
                addStrips(of: start..<end, row: row, ya, yb, winding: winding, rule: rule)
                for k in start..<end { winding += active[k].weight }
            }
            start = end
        }
    }

    /// Whether chain `a` comes before chain `b` in a band: present first, then by the left
    /// end of the x range.
    @inline(__always)
    private static func leftOf(_ a: ActiveChain, _ b: ActiveChain) -> Bool {
        if a.present != b.present { return a.present }
        return a.minX < b.minX
    }

    /// Sorts a group by x at the band's top (ties by x at its bottom) and tells whether every
    /// pair of neighbours keeps its order down the band: their x ranges do not overlap, or
    /// both are straight and still in order at the bottom.
    private func orderHolds(_ group: Range<Int>) -> Bool {
        active.insertionSort(group) { Self.before($0.xTop, $0.xBottom, $1.xTop, $1.xBottom) }
        for k in group.lowerBound..<(group.upperBound - 1) {
            let p = active[k], c = active[k + 1]
            if p.maxX > c.minX && (!(p.straight && c.straight) || p.xBottom > c.xBottom) { return false }
        }
        return true
    }

    /// Adds the chains of a group, in x order, where the fill rule turns, between heights
    /// `ya` and `yb` of the row.
    private func addTurns(of group: Range<Int>, row: Int, _ ya: Float, _ yb: Float, winding: inout Int, rule: CoverageRule) {
        let whole = ya == Float(row) && yb == Float(row + 1)
        var inside = rule.contains(winding)
        for a in group {
            let c = active[a]
            winding += c.weight
            let now = rule.contains(winding)
            guard now != inside else { continue }
            inside = now
            let sign: Float = now ? 1 : -1
            for k in c.firstPortion..<c.endPortion {
                let p = portions[k]
                if whole {
                    deposit(row: row, x: p.xTop, xNext: p.xBottom, d: (p.yBottom - p.yTop) * sign)
                } else if p.yBottom > ya && p.yTop < yb {
                    let y0 = max(p.yTop, ya), y1 = min(p.yBottom, yb)
                    deposit(row: row, x: p.x(at: y0), xNext: p.x(at: y1), d: (y1 - y0) * sign)
                }
            }
        }
    }

    /// Whether an edge from x `aTop` to `aBottom` lies left of one from `bTop` to `bBottom`
    /// at the top of their band, ties broken at the bottom.
    @inline(__always)
    private static func before(_ aTop: Float, _ aBottom: Float, _ bTop: Float, _ bBottom: Float) -> Bool {
        aTop < bTop || (aTop == bTop && aBottom < bBottom)
    }

    /// Adds a group between heights `top` and `bottom` of a row cut into strips at every
    /// segment end, where the edges are straight, to find the chains' crossings in order.
    private mutating func addStrips(of group: Range<Int>, row: Int, _ top: Float, _ bottom: Float, winding: Int, rule: CoverageRule) {
        // The band's own cuts may be in use by the caller: add after them.
        let base = cutCount
        cuts[cutCount] = top; cuts[cutCount + 1] = bottom; cutCount += 2
        for a in group {
            progress[a] = ChainProgress(turn: 0, from: top, portion: active[a].firstPortion, listed: false)
            for k in active[a].firstPortion..<active[a].endPortion {
                let p = portions[k]
                if p.yTop > top && p.yTop < bottom { cuts[cutCount] = p.yTop; cutCount += 1 }
                if p.yBottom > top && p.yBottom < bottom { cuts[cutCount] = p.yBottom; cutCount += 1 }
            }
        }
        cuts.insertionSort(base..<cutCount, by: <)
        // The strip list keeps its order from one strip to the next (the order the previous
        // one ended in, crossings taken): chains that end leave it, chains that start join at
        // its end, and the sort in addStrip then has little to move.
        stripCount = 0
        for k in base..<(cutCount - 1) {
            let ya = cuts[k], yb = cuts[k + 1]
            guard yb > ya else { continue }
            var kept = 0
            for e in 0..<stripCount {
                let a = strip[e].chain
                if let p = portion(of: a, covering: ya, yb) {
                    strip[kept] = StripEdge(xTop: p.x(at: ya), xBottom: p.x(at: yb), weight: strip[e].weight, chain: a)
                    kept += 1
                } else {
                    progress[a].listed = false
                }
            }
            stripCount = kept
            for a in group where !progress[a].listed {
                guard let p = portion(of: a, covering: ya, yb) else { continue }
                strip[stripCount] = StripEdge(xTop: p.x(at: ya), xBottom: p.x(at: yb), weight: active[a].weight, chain: a)
                stripCount += 1
                progress[a].listed = true
            }
            addStrip(row: row, ya, yb, winding: winding, rule: rule)
        }
        for a in group { addChain(a, row: row, to: bottom) }
        cutCount = base
    }

    /// Chain `a`'s portion running through the whole strip from `ya` to `yb` (strips are cut
    /// at every portion's ends), found from the last one looked at; nil where the chain has
    /// ended or not begun.
    @inline(__always)
    private func portion(of a: Int, covering ya: Float, _ yb: Float) -> RowPortion? {
        var k = progress[a].portion
        let end = active[a].endPortion
        while k < end && portions[k].yBottom <= ya { k += 1 }
        progress[a].portion = k
        guard k < end, portions[k].yTop <= ya, portions[k].yBottom >= yb else { return nil }
        return portions[k]
    }

    /// Adds chain `a`'s pending part, from its progress down to height `y`, and moves its
    /// progress there.
    @inline(__always)
    private func addChain(_ a: Int, row: Int, to y: Float) {
        let from = progress[a].from, turn = progress[a].turn
        progress[a].from = y
        guard turn != 0, y > from else { return }
        for k in active[a].firstPortion..<active[a].endPortion {
            let p = portions[k]
            guard p.yBottom > from && p.yTop < y else { continue }
            let y0 = max(p.yTop, from), y1 = min(p.yBottom, y)
            deposit(row: row, x: p.x(at: y0), xNext: p.x(at: y1), d: (y1 - y0) * turn)
        }
    }

    /// Sets chain `a`'s turn from height `y` on: the part before goes in with the old turn.
    @inline(__always)
    private func setTurn(_ a: Int, _ turn: Float, row: Int, at y: Float) {
        guard progress[a].turn != turn else { return }
        addChain(a, row: row, to: y)
        progress[a].turn = turn
    }

    /// Finds the crossings of one strip of straight edges, in order. A chain's turn of the
    /// fill rule (+1 or −1, or nothing) changes only where it crosses a neighbour, since only
    /// then does the winding number on its left change. So crossings are taken in order down
    /// the strip, each swapping two neighbours: the two are added up to the crossing and take
    /// their new turns, the others are untouched.
    private func addStrip(row: Int, _ yTop: Float, _ yBottom: Float, winding: Int, rule: CoverageRule) {
        let edges = strip, count = stripCount
        let height = yBottom - yTop
        guard height > 0 else { return }
        // Order by x at the top, ties by x at the bottom.
        edges.insertionSort(0..<count) { Self.before($0.xTop, $0.xBottom, $1.xTop, $1.xBottom) }
        @inline(__always) func inside(_ w: Int) -> Bool { rule.contains(w) }
        @inline(__always) func turn(_ before: Int, _ after: Int) -> Float {
            inside(before) == inside(after) ? 0 : (inside(after) ? 1 : -1)
        }
        // The winding number left of each edge gives its turn (a chain's order may change at
        // a strip's top, where it meets another at a segment end).
        // `leftWinding[k]`: the winding number left of edge k, kept through the swaps.
        var w = winding
        for k in 0..<count {
            leftWinding[k] = w
            let after = w + edges[k].weight
            setTurn(edges[k].chain, turn(w, after), row: row, at: yTop)
            w = after
        }
        // `crossing[n]`: where (0...1 down the strip) edges n and n + 1 cross, when their order
        // at the bottom is reversed (infinity when not). Edges are straight in a strip, so it
        // only changes for the pairs beside a swap: two divisions per crossing, not one per
        // pair per crossing.
        @inline(__always) func crossingTime(_ n: Int) -> Float {
            let a = edges[n], b = edges[n + 1]
            guard a.xBottom > b.xBottom else { return .infinity }
            let gapTop = b.xTop - a.xTop, gapBottom = a.xBottom - b.xBottom
            return gapTop / (gapTop + gapBottom)
        }
        for n in 0..<max(count - 1, 0) { crossing[n] = crossingTime(n) }
        var t: Float = 0
        var rounds = count * count + 8
        while rounds > 0 {
            rounds -= 1
            // The next crossing: the earliest between neighbours (none before `t`).
            var next = Float.infinity, pair = -1
            var n = 0
            while n + 1 < count {
                let u = max(t, crossing[n])
                if u < next { next = u; pair = n }
                n += 1
            }
            guard pair >= 0 else { break }
            next = min(next, 1)
            let left = edges[pair]
            edges[pair] = edges[pair + 1]
            edges[pair + 1] = left
            // The winding number left of the pair is unchanged; the two take their new turns.
            let before = leftWinding[pair]
            let middle = before + edges[pair].weight
            leftWinding[pair + 1] = middle
            let y = next >= 1 ? yBottom : yTop + height * next
            setTurn(edges[pair].chain, turn(before, middle), row: row, at: y)
            setTurn(edges[pair + 1].chain, turn(middle, middle + edges[pair + 1].weight), row: row, at: y)
            if pair > 0 { crossing[pair - 1] = crossingTime(pair - 1) }
            crossing[pair] = crossingTime(pair)
            if pair + 2 < count { crossing[pair + 1] = crossingTime(pair + 1) }
            t = next
        }
    }

    /// `deposit` for each row of a vertical edge at `x` from height `yTop` to `yBottom`
    /// (rows `firstRow ..< lastRow`): the sides of rectangles and rounded rectangles. Its
    /// cells, their split and their group bits are found once, not per row; the sums are
    /// CellArea's for an edge within one pixel column.
    @inline(__always)
    private func depositVertical(x: Float, from firstRow: Int, to lastRow: Int, _ yTop: Float, _ yBottom: Float, direction: Float) {
        let leftFloor = x.rounded(.down)
        let cell = Int(leftFloor)
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
