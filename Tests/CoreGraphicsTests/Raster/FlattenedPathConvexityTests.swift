// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// Which paths take the summed route: one convex contour, or two convex contours turning
/// opposite ways (a stroked ring). A shape wrongly called convex would be filled inexactly
/// where it overlaps itself, so the tests put the one reflex vertex or the extra descent
/// at every position around the contour, including the turn from the last edge into the first.
@Suite struct FlattenedPathConvexityTests {
    private func flat(_ points: [CGPoint]) -> FlattenedPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        return PathFlattener.flatten(path)
    }

    /// Every rotation of the point list: the same polygon started at each vertex.
    private func rotations(_ points: [CGPoint]) -> [[CGPoint]] {
        points.indices.map { Array(points[$0...] + points[..<$0]) }
    }

    @Test func convexPolygonsAreOneConvexContourFromEveryStart() {
        let triangle = [CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 2), CGPoint(x: 4, y: 8)]
        // A square with a point in the middle of a side (a straight turn) and a repeated point.
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10),
                      CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        for shape in [triangle, square, triangle.reversed()] {
            for points in rotations(shape) {
                #expect(flat(points).isOneConvexContour, "\(points)")
            }
        }
    }

    @Test func aReflexVertexAnywhereIsNotConvex() {
        // An arrow head: the vertex at (5, 4) turns the other way (and the contour goes down
        // twice). A square notched at (3, 5) on its left side: it still goes down once and
        // up once, so only the turn at the notch tells it from a convex shape.
        let arrow = [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 4), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 10)]
        let notched = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10), CGPoint(x: 3, y: 5)]
        for shape in [arrow, notched] {
            for points in rotations(shape) + rotations(shape.reversed()) {
                #expect(!flat(points).isOneConvexContour, "\(points)")
            }
        }
    }

    @Test func aContourThatWindsTwiceIsNotConvex() {
        // A pentagram turns the same way at every vertex but goes down and up twice.
        let star = (0..<5).map { k -> CGPoint in
            let angle = CGFloat(k * 2) * 2 * .pi / 5
            return CGPoint(x: 10 + 8 * cos(angle), y: 10 + 8 * sin(angle))
        }
        for points in rotations(star) {
            #expect(!flat(points).isOneConvexContour, "\(points)")
        }
    }

    @Test func aStrokedRingHasTwoConvexContoursTurningOppositeWays() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let inner = CGMutablePath()
        inner.addEllipse(in: CGRect(x: 4, y: 4, width: 12, height: 12))
        path.addPath(inner.reversed())
        #expect(PathFlattener.flatten(path).convexContoursTurningOppositeWays != nil)
        // The same turning both ways is not a ring of that kind.
        path.removeAllElements()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        path.addEllipse(in: CGRect(x: 4, y: 4, width: 12, height: 12))
        #expect(PathFlattener.flatten(path).convexContoursTurningOppositeWays == nil)
    }
}
