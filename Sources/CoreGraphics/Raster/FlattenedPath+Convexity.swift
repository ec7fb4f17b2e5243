// Vitrine — Apache License 2.0

extension FlattenedPath {
    /// Whether the path is a single convex contour (circles, ellipses, rounded and rotated
    /// rectangles, triangles): every turn goes the same way and the contour goes down and up
    /// once, so it winds once. Inside it the winding number is ±1 and outside 0, so no pixel
    /// holds parts of more than two winding numbers and summing edge areas is exact.
    /// Turns within a rounding error of straight count as straight, and steps within one of
    /// the coordinates as none.
    var isOneConvexContour: Bool {
        var contour: Contour?
        for c in contours where c.range.count >= 2 {
            guard contour == nil else { return false }
            contour = c
        }
        guard let range = contour?.range else { return true }
        return convexTurn(of: range) != nil
    }

    /// The two contours of the path that draw anything, when there are exactly two, both
    /// convex and turning opposite ways: a stroked circle, ellipse or rounded rectangle (the
    /// outer offset and the inner one reversed). When one lies inside the other (see
    /// `MonotoneChains.contour(_:liesWithin:)`), the ring between them winds ±1 and the rest 0.
    var convexContoursTurningOppositeWays: (Contour, Contour)? {
        var first: Contour?, second: Contour?
        for c in contours where c.range.count >= 2 {
            guard second == nil else { return nil }
            if first == nil { first = c } else { second = c }
        }
        guard let first, let second, let a = convexTurn(of: first.range), let b = convexTurn(of: second.range),
              a != 0, b != 0, (a > 0) != (b > 0) else { return nil }
        return (first, second)
    }

    /// The sign every turn of the closed polygon `points[range]` shares (0 when it is
    /// straight throughout), or nil when it is not convex: a turn the other way, or more
    /// than one descent and one ascent.
    private func convexTurn(of range: Range<Int>) -> CGFloat? {
        points.withUnsafeBufferPointer { points in
            var turn: CGFloat = 0          // the sign every turn must share
            var verticalTurns = 0
            var first = CGPoint.zero, previous = CGPoint.zero
            var hasPrevious = false
            var firstDY: CGFloat = 0, lastDY: CGFloat = 0
            @inline(__always) func turns(_ from: CGPoint, _ to: CGPoint) -> Bool {
                let cross = from.x * to.y - from.y * to.x
                let scale = (abs(from.x) + abs(from.y)) * (abs(to.x) + abs(to.y))
                guard abs(cross) > 1e-9 * scale else { return true }
                if turn == 0 { turn = cross; return true }
                return (cross > 0) == (turn > 0)
            }
            // One pass over the edges, then the turn from the last edge into the first.
            // Indices wrap by comparison: a division per edge cost more than the test itself.
            var i = range.lowerBound
            while i < range.upperBound {
                let j = i + 1 == range.upperBound ? range.lowerBound : i + 1
                let a = points[i], b = points[j]
                i += 1
                let edge = CGPoint(x: b.x - a.x, y: b.y - a.y)
                // Steps within a rounding error of the coordinates (where a rounded rectangle's
                // side meets an arc, both ends computed apart) are no edge, and a side within
                // one of horizontal neither descends nor ascends: either would add a turn or
                // a descent nothing draws.
                let rounding = 1e-12 * (abs(a.x) + abs(a.y) + 1)
                guard abs(edge.x) > rounding || abs(edge.y) > rounding else { continue }
                if hasPrevious {
                    guard turns(previous, edge) else { return nil }
                } else {
                    first = edge
                }
                if abs(edge.y) > rounding {
                    if lastDY != 0 && (edge.y > 0) != (lastDY > 0) { verticalTurns += 1 }
                    if firstDY == 0 { firstDY = edge.y }
                    lastDY = edge.y
                }
                previous = edge; hasPrevious = true
            }
            if hasPrevious { guard turns(previous, first) else { return nil } }
            if firstDY != 0 && (firstDY > 0) != (lastDY > 0) { verticalTurns += 1 }
            return verticalTurns <= 2 ? turn : nil
        }
    }
}
