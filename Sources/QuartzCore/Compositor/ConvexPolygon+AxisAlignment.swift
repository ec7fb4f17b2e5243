// Vitrine — Apache License 2.0

extension ConvexPolygon {
    /// `axisAlignedRect`, answered without building the two sets of coordinates it builds:
    /// the compositor asks for every item each frame (on the main thread for
    /// `ItemCoverage`, on every repaint thread to draw), where those allocations were most
    /// of the cost of asking.
    /// The same answer: distinct coordinates are counted with `==` as a set counts them
    /// (a NaN differs from everything).
    var axisAlignedRectWithoutAllocating: CGRect? {
        guard points.count == 4 else { return nil }
        let p0 = points[0], p1 = points[1], p2 = points[2], p3 = points[3]
        guard Self.distinctCount(p0.x, p1.x, p2.x, p3.x) <= 2, Self.distinctCount(p0.y, p1.y, p2.y, p3.y) <= 2 else {
            return nil
        }
        guard Self.isAxisAligned(p0, p1), Self.isAxisAligned(p1, p2), Self.isAxisAligned(p2, p3),
              Self.isAxisAligned(p3, p0) else { return nil }
        return boundingBox
    }

    private static func isAxisAligned(_ p: CGPoint, _ q: CGPoint) -> Bool {
        !(p.x != q.x && p.y != q.y)
    }

    private static func distinctCount(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Int {
        1 + (b == a ? 0 : 1) + (c == a || c == b ? 0 : 1) + (d == a || d == b || d == c ? 0 : 1)
    }
}
