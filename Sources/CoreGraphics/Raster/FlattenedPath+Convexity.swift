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
        return points.withUnsafeBufferPointer { points in
            let count = range.count
            var turn: CGFloat = 0          // the sign every turn must share
            var verticalTurns = 0
            var lastDY: CGFloat = 0
            var previous = CGPoint.zero
            var hasPrevious = false
            // Two passes over the edges: the second sees the turn into the first edge.
            for k in 0..<(2 * count) {
                let a = points[range.lowerBound + k % count], b = points[range.lowerBound + (k + 1) % count]
                let edge = CGPoint(x: b.x - a.x, y: b.y - a.y)
                guard edge.x != 0 || edge.y != 0 else { continue }
                if hasPrevious {
                    let cross = previous.x * edge.y - previous.y * edge.x
                    let scale = (abs(previous.x) + abs(previous.y)) * (abs(edge.x) + abs(edge.y))
                    if abs(cross) > 1e-9 * scale {
                        if turn == 0 { turn = cross } else if (cross > 0) != (turn > 0) { return false }
                    }
                }
                if edge.y != 0 {
                    if lastDY != 0 && (edge.y > 0) != (lastDY > 0) && k >= count { verticalTurns += 1 }
                    lastDY = edge.y
                }
                previous = edge; hasPrevious = true
            }
            return verticalTurns <= 2
        }
    }
}
