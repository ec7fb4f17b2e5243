// Vitrine — Apache License 2.0

extension FlattenedPath {
    /// Whether the path is a single convex contour (circles, ellipses, rounded and rotated
    /// rectangles, triangles): every turn goes the same way and the contour goes down and up
    /// once, so it winds once. Inside it the winding number is ±1 and outside 0, so no pixel
    /// holds parts of more than two winding numbers and summing edge areas is exact.
    /// Turns within a rounding error of straight count as straight.
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
        var found: [Contour] = []
        for c in contours where c.range.count >= 2 {
            guard found.count < 2 else { return nil }
            found.append(c)
        }
        guard found.count == 2, let a = convexTurn(of: found[0].range), let b = convexTurn(of: found[1].range),
              a != 0, b != 0, (a > 0) != (b > 0) else { return nil }
        return (found[0], found[1])
    }

    /// The sign every turn of the closed polygon `points[range]` shares (0 when it is
    /// straight throughout), or nil when it is not convex: a turn the other way, or more
    /// than one descent and one ascent.
    private func convexTurn(of range: Range<Int>) -> CGFloat? {
        points.withUnsafeBufferPointer { points in
            let count = range.count
            var turn: CGFloat = 0          // the sign every turn must share
            var verticalTurns = 0
            var lastDY: CGFloat = 0
            var previous = CGPoint.zero
            var hasPrevious = false
            // Two passes over the edges: the second sees the turn into the first edge.
            // Indices wrap by comparison: a division per edge cost more than the test itself.
            var i = range.lowerBound, j = range.lowerBound + 1
            for k in 0..<(2 * count) {
                if j == range.upperBound { j = range.lowerBound }
                if i == range.upperBound { i = range.lowerBound }
                let a = points[i], b = points[j]
                i += 1; j += 1
                let edge = CGPoint(x: b.x - a.x, y: b.y - a.y)
                guard edge.x != 0 || edge.y != 0 else { continue }
                if hasPrevious {
                    let cross = previous.x * edge.y - previous.y * edge.x
                    let scale = (abs(previous.x) + abs(previous.y)) * (abs(edge.x) + abs(edge.y))
                    if abs(cross) > 1e-9 * scale {
                        if turn == 0 { turn = cross } else if (cross > 0) != (turn > 0) { return nil }
                    }
                }
                if edge.y != 0 {
                    if lastDY != 0 && (edge.y > 0) != (lastDY > 0) && k >= count { verticalTurns += 1 }
                    lastDY = edge.y
                }
                previous = edge; hasPrevious = true
            }
            return verticalTurns <= 2 ? turn : nil
        }
    }
}
