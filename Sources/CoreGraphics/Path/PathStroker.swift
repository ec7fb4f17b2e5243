// Vitrine — Apache License 2.0
// Design note. A stroke becomes an outline filled with the nonzero rule. Each open
// polyline gives one closed polygon: its left offset, the end cap, the left offset of the
// reversed polyline (the right side), the start cap. A closed polyline gives two loops,
// the left offset and the right offset traversed backwards, so the ring between them has
// winding 1 and the hole 0. On the outer side of a corner the join (miter, round, bevel)
// is inserted; on the inner side the outline goes to the point where the two offset lines
// meet, or, when the segments are too short for them to meet, through the corner point
// itself, a small loop the nonzero rule fills over (the approach of Skia's stroker). Curves are flattened before stroking, so a
// curve is stroked as short segments joined with round-enough joins.

/// Stroke settings, as the graphics state and `copy(strokingWithWidth:…)` give them.
struct StrokeStyle {
    var width: CGFloat
    var cap: CGLineCap
    var join: CGLineJoin
    var miterLimit: CGFloat
}

/// The buffers a context strokes into, kept between strokes.
struct StrokeBuffers {
    var outline = FlattenedPath()
    /// A contour's points without repeats, while it is stroked.
    var polyline: [CGPoint] = []
    /// The dashes of a dashed stroke's path.
    var dashes = FlattenedPath()
}

/// Builds the outline of a stroked polyline path.
enum PathStroker {
    /// The outline of `path` stroked with `style`; `tolerance` (same units as the path)
    /// bounds the error of round caps and joins.
    static func stroke(_ path: FlattenedPath, style: StrokeStyle, tolerance: CGFloat) -> FlattenedPath {
        var out = FlattenedPath()
        var polyline: [CGPoint] = []
        stroke(path, style: style, tolerance: tolerance, into: &out, polyline: &polyline)
        return out
    }

    /// `stroke` into `out`, replacing what it held but keeping its storage, with `polyline`
    /// holding each contour's points while it is stroked: a context strokes every path into
    /// the same buffers (a small stroke made some twenty arrays otherwise).
    static func stroke(_ path: FlattenedPath, style: StrokeStyle, tolerance: CGFloat,
                       into out: inout FlattenedPath, polyline: inout [CGPoint]) {
        out.points.removeAll(keepingCapacity: true)
        out.contours.removeAll(keepingCapacity: true)
        let hw = abs(style.width) / 2
        guard hw > 0, hw.isFinite, path.isFinite else { return }
        let tol = max(tolerance, hw * 1e-4)
        for contour in path.contours {
            polyline.removeAll(keepingCapacity: true)
            for i in contour.range where polyline.last.map({ distance($0, path.points[i]) >= 1e-9 }) ?? true {
                polyline.append(path.points[i])
            }
            if contour.isClosed && polyline.count > 2 && distance(polyline[0], polyline[polyline.count - 1]) < 1e-9 {
                polyline.removeLast()
            }
            if polyline.count == 1 {
                if contour.range.count >= 2 { appendDot(at: polyline[0], style: style, hw: hw, tolerance: tol, into: &out) }
                continue
            }
            guard polyline.count >= 2 else { continue }
            polyline.withUnsafeBufferPointer { points in
                let n = points.count
                var start = out.points.count
                if contour.isClosed {
                    offsetSide(points, reversed: false, closed: true, ends: nil, hw: hw, style: style, tolerance: tol,
                               into: &out.points)
                    closePolygon(from: start, in: &out)
                    start = out.points.count
                    offsetSide(points, reversed: true, closed: true, ends: nil, hw: hw, style: style, tolerance: tol,
                               into: &out.points)
                } else {
                    // Caps stand square to the curve where it starts and ends (see Contour.startTangent).
                    let first = contour.startTangent.flatMap(unit) ?? direction(points[0], points[1])
                    let last = contour.endTangent.flatMap(unit) ?? direction(points[n - 2], points[n - 1])
                    offsetSide(points, reversed: false, closed: false, ends: (first, last), hw: hw, style: style,
                               tolerance: tol, into: &out.points)
                    appendCap(at: points[n - 1], direction: last, style: style, hw: hw, tolerance: tol, into: &out.points)
                    let backwards = (CGPoint(x: -last.x, y: -last.y), CGPoint(x: -first.x, y: -first.y))
                    offsetSide(points, reversed: true, closed: false, ends: backwards, hw: hw, style: style,
                               tolerance: tol, into: &out.points)
                    appendCap(at: points[0], direction: backwards.1, style: style, hw: hw, tolerance: tol, into: &out.points)
                }
                closePolygon(from: start, in: &out)
            }
        }
    }

    /// Makes the points from `start` on one closed contour, or drops them when they are
    /// fewer than three (no area).
    private static func closePolygon(from start: Int, in out: inout FlattenedPath) {
        guard out.points.count - start >= 3 else {
            out.points.removeSubrange(start...)
            return
        }
        out.contours.append(.init(range: start..<out.points.count, isClosed: true))
    }

    /// |b − a|. The square root of the sum is exact enough and several times cheaper than libm's
    /// `hypot`, which is kept for lengths whose squares overflow or underflow.
    @inline(__always) static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length.isNormal ? length : hypot(dx, dy)
    }

    /// The unit direction from a to b.
    @inline(__always) static func direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint { segment(a, b).direction }

    /// The unit direction from a to b and the distance.
    @inline(__always) static func segment(_ a: CGPoint, _ b: CGPoint) -> (direction: CGPoint, length: CGFloat) {
        let l = distance(a, b)
        return (CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l), l)
    }

    /// `v` scaled to length 1, or nil when it has no direction.
    static func unit(_ v: CGPoint) -> CGPoint? {
        let l = (v.x * v.x + v.y * v.y).squareRoot()
        guard l.isNormal else { return nil }
        return CGPoint(x: v.x / l, y: v.y / l)
    }

    /// The left normal of a unit direction: (−dy, dx).
    @inline(__always) static func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }

    /// Appends the left offset of `points` (taken backwards when `reversed`: the right side)
    /// at distance `hw`, with joins at the vertices. Each segment's direction and length are
    /// found once, as the walk reaches it. An open side starts and ends square to `ends`
    /// (unit directions in the walk's sense).
    private static func offsetSide(_ points: UnsafeBufferPointer<CGPoint>, reversed: Bool, closed: Bool,
                                   ends: (first: CGPoint, last: CGPoint)?, hw: CGFloat,
                                   style: StrokeStyle, tolerance: CGFloat, into out: inout [CGPoint]) {
        let n = points.count
        @inline(__always) func point(_ i: Int) -> CGPoint { reversed ? points[n - 1 - i] : points[i] }
        @inline(__always) func segment(from i: Int, to j: Int) -> (direction: CGPoint, length: CGFloat) {
            PathStroker.segment(point(i), point(j))
        }
        func offset(_ p: CGPoint, _ d: CGPoint) -> CGPoint {
            let m = normal(d)
            return CGPoint(x: p.x + m.x * hw, y: p.y + m.y * hw)
        }
        if closed {
            var previous = segment(from: n - 1, to: 0)
            for i in 0..<n {
                let next = segment(from: i, to: i + 1 == n ? 0 : i + 1)
                appendJoin(at: point(i), from: previous.direction, to: next.direction,
                           shorterSide: min(previous.length, next.length), hw: hw, style: style, tolerance: tolerance, into: &out)
                previous = next
            }
        } else {
            var previous = segment(from: 0, to: 1)
            out.append(offset(point(0), ends?.first ?? previous.direction))
            for i in stride(from: 1, to: n - 1, by: 1) {
                let next = segment(from: i, to: i + 1)
                appendJoin(at: point(i), from: previous.direction, to: next.direction,
                           shorterSide: min(previous.length, next.length), hw: hw, style: style, tolerance: tolerance, into: &out)
                previous = next
            }
            out.append(offset(point(n - 1), ends?.last ?? previous.direction))
        }
    }

    /// Appends the left-side points where a segment of direction d0 meets one of direction d1 at p.
    private static func appendJoin(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, shorterSide: CGFloat, hw: CGFloat,
                                   style: StrokeStyle, tolerance: CGFloat, into out: inout [CGPoint]) {
        let n0 = normal(d0), n1 = normal(d1)
        let a = CGPoint(x: p.x + n0.x * hw, y: p.y + n0.y * hw)
        let b = CGPoint(x: p.x + n1.x * hw, y: p.y + n1.y * hw)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { out.append(a); return }  // straight on: a == b
        if cross > 0 {
            // The left side is the inside of this turn. Where the two offset lines meet within
            // both segments, that meeting point is the outline: no overlap, so the coverage
            // accumulation (which clamps winding 2 to 1) stays exact at the inner corner. The
            // offset lines meet hw·tan(θ/2) from the vertex along each segment.
            let tanHalf = ((1 - dot) / max(1 + dot, 1e-12)).squareRoot()
            // Half the shorter segment: the joins at both ends of a segment may each take a share.
            if dot > -0.999, hw * tanHalf <= shorterSide / 2 {
                let k = hw / (1 + n0.x * n1.x + n0.y * n1.y)
                out.append(CGPoint(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
            } else {
                // Too short to meet: run through the corner point (Skia's inner join).
                out.append(a); out.append(p); out.append(b)
            }
            return
        }
        out.append(a)
        switch style.join {
        case .bevel:
            break
        case .miter:
            // Miter length / line width = 1 / sin(φ/2), φ the angle between the segments;
            // sin(φ/2) = cos(θ/2) = √((1 + d0·d1) / 2) for the turn angle θ.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 1e-12 && 1 / cosHalf <= style.miterLimit {
                let k = hw / (1 + n0.x * n1.x + n0.y * n1.y)
                out.append(CGPoint(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
            }
        case .round:
            let start = atan2(n0.y, n0.x)
            let sweep = abs(cross) < 1e-12 ? -CGFloat.pi : atan2(cross, dot)
            appendArc(center: p, radius: hw, start: start, sweep: sweep, tolerance: tolerance, into: &out)
        }
        out.append(b)
    }

    /// Appends the points strictly inside an arc (the end points are the caller's).
    private static func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, tolerance: CGFloat, into out: inout [CGPoint]) {
        // A chord of angle α deviates from the circle by r·(1 − cos(α/2)).
        let ratio = min(max(1 - tolerance / radius, -1), 1)
        let maxStep = max(2 * acos(ratio), 0.01)
        let count = min(1000, max(1, Int((abs(sweep) / maxStep).rounded(.up))))
        guard count > 1 else { return }
        for i in 1..<count {
            let angle = start + sweep * CGFloat(i) / CGFloat(count)
            out.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }

    /// Appends the cap at end point p of a segment heading in direction d, from the left
    /// offset (already appended) to the right offset.
    private static func appendCap(at p: CGPoint, direction d: CGPoint, style: StrokeStyle, hw: CGFloat, tolerance: CGFloat, into out: inout [CGPoint]) {
        let m = normal(d)
        let left = CGPoint(x: p.x + m.x * hw, y: p.y + m.y * hw)
        let right = CGPoint(x: p.x - m.x * hw, y: p.y - m.y * hw)
        switch style.cap {
        case .butt:
            break
        case .square:
            out.append(CGPoint(x: left.x + d.x * hw, y: left.y + d.y * hw))
            out.append(CGPoint(x: right.x + d.x * hw, y: right.y + d.y * hw))
        case .round:
            appendArc(center: p, radius: hw, start: atan2(m.y, m.x), sweep: -.pi, tolerance: tolerance, into: &out)
        }
    }

    /// A zero-length subpath: a dot with round caps, a square with square caps, nothing with butt.
    private static func appendDot(at p: CGPoint, style: StrokeStyle, hw: CGFloat, tolerance: CGFloat, into out: inout FlattenedPath) {
        let start = out.points.count
        switch style.cap {
        case .butt:
            return
        case .square:
            out.points.append(contentsOf: [CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                                           CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)])
        case .round:
            out.points.append(CGPoint(x: p.x + hw, y: p.y))
            appendArc(center: p, radius: hw, start: 0, sweep: 2 * .pi, tolerance: tolerance, into: &out.points)
        }
        closePolygon(from: start, in: &out)
    }
}
