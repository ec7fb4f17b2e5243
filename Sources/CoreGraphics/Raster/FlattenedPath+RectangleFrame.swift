// Vitrine — Apache License 2.0
// A stroked rectangle turned into a path (`replacePathWithStrokedPath`, then a clip or a
// fill: how a gradient or an image paints a border) is two axis-aligned rectangles, the
// outer one and the hole, wound in opposite directions. Filled, that is a RectangleFrame:
// exact areas from overlaps, sent as bands of rows, instead of eight edges accumulated
// over every row.

extension FlattenedPath {
    /// The frame this path fills under `rule` when it is two axis-aligned rectangles, one
    /// inside the other, that leave the ring between them: opposite windings under
    /// `.winding`, any under `.evenOdd`. Nil for anything else.
    func rectangleFrame(rule: CGPathFillRule) -> RectangleFrame? {
        guard contours.count == 2,
              let first = rectangle(contours[0].range), let second = rectangle(contours[1].range) else { return nil }
        if rule == .winding && (first.clockwise == second.clockwise) { return nil }
        let (outer, inner) = first.rect.contains(second.rect) ? (first.rect, second.rect) : (second.rect, first.rect)
        guard outer.contains(inner), inner.width > 0, inner.height > 0 else { return nil }
        return RectangleFrame(outer: outer, inner: inner)
    }

    /// The axis-aligned rectangle the points of `range` trace, and their direction (in
    /// device space, y down), ignoring repeated points and points in the middle of a side
    /// (the stroker's outlines start mid-side and pass through each corner's mitre).
    private func rectangle(_ range: Range<Int>) -> (rect: CGRect, clockwise: Bool)? {
        guard range.count >= 4, range.count <= 16 else { return nil }
        // On the stack: every stroke's outline is asked, and most are not rectangles.
        return withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 16) { buffer -> (rect: CGRect, clockwise: Bool)? in
            let corners = buffer.baseAddress!
            var n = 0
            for p in points[range] where n == 0 || corners[n - 1] != p {
                guard p.x.isFinite, p.y.isFinite else { return nil }
                (corners + n).initialize(to: p)
                n += 1
            }
            if n > 1, corners[n - 1] == corners[0] { n -= 1 }
            // Drop every point lying on the line through its neighbours (around the contour).
            var i = 0
            while n > 4 && i < n {
                let a = corners[(i + n - 1) % n], b = corners[i], c = corners[(i + 1) % n]
                if (a.x == b.x && b.x == c.x) || (a.y == b.y && b.y == c.y) {
                    (corners + i).update(from: corners + i + 1, count: n - i - 1)
                    n -= 1
                    i = max(0, i - 1)
                } else {
                    i += 1
                }
            }
            // Sides alternate horizontal and vertical, none of zero length: the four corners are
            // a rectangle with opposite corners 0 and 2.
            guard n == 4 else { return nil }
            @inline(__always) func horizontal(_ i: Int) -> Bool { corners[i].y == corners[(i + 1) % 4].y }
            for i in 0..<4 {
                let p = corners[i], q = corners[(i + 1) % 4]
                guard (p.x == q.x) != (p.y == q.y), horizontal(i) != horizontal((i + 1) % 4) else { return nil }
            }
            let a = corners[0], c = corners[2]
            // Shoelace sign: positive is clockwise on screen (y down).
            var area: CGFloat = 0
            for i in 0..<4 {
                let p = corners[i], q = corners[(i + 1) % 4]
                area += p.x * q.y - q.x * p.y
            }
            return (CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y)), area > 0)
        }
    }
}

extension RectangleFrame {
    /// Adds the frame as a path that `rectangleFrame(rule:)` reads back: the outer rectangle
    /// clockwise on screen (y down), then the hole counter-clockwise, so either fill rule
    /// leaves the ring (`replacePathWithStrokedPath` of a mitred rectangle).
    func addOutline(to path: CGMutablePath) {
        path.addRect(outer)
        guard let inner else { return }
        path.move(to: CGPoint(x: inner.minX, y: inner.minY))
        path.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
        path.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
        path.addLine(to: CGPoint(x: inner.maxX, y: inner.minY))
        path.closeSubpath()
    }
}
