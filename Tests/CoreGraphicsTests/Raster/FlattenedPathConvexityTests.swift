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
    /// A rounded rectangle built as app code builds one (a line, then an arc per corner):
    /// where a side meets an arc, the two ends are computed apart and differ by a rounding
    /// error (1e-14 px at x ≈ 1800), a step nothing draws. It is still one convex contour,
    /// wherever it lies; a dip of a thousandth of a pixel in a side is not.
    @Test func roundingStepsBetweenSidesAndArcsKeepARoundedRectangleConvex() {
        for origin in [CGPoint(x: 1786.3013709149911 - 6.4, y: 120.9066487504332), CGPoint(x: 1159.757623689203 - 5.9, y: 31.230179276176063),
                       CGPoint(x: 3.3, y: 7.7)] {
            for radius: CGFloat in [6.4, 12.9, 25.1] {
                let b = CGRect(origin: origin, size: CGSize(width: 64, height: 64)), half = CGFloat.pi / 2
                let path = CGMutablePath()
                path.move(to: CGPoint(x: b.minX + radius, y: b.minY))
                // Clockwise on screen from the top-right corner, a quarter turn each.
                let centres = [CGPoint(x: b.maxX - radius, y: b.minY + radius), CGPoint(x: b.maxX - radius, y: b.maxY - radius),
                               CGPoint(x: b.minX + radius, y: b.maxY - radius), CGPoint(x: b.minX + radius, y: b.minY + radius)]
                for (k, centre) in centres.enumerated() {
                    path.addArc(center: centre, radius: radius, startAngle: CGFloat(k - 1) * half, endAngle: CGFloat(k) * half, clockwise: false)
                }
                path.closeSubpath()
                #expect(PathFlattener.flatten(path).isOneConvexContour, "\(origin), radius \(radius)")
            }
        }
        let dipped = [CGPoint(x: 1000, y: 100), CGPoint(x: 1032, y: 100.001), CGPoint(x: 1064, y: 100), CGPoint(x: 1064, y: 164), CGPoint(x: 1000, y: 164)]
        for points in rotations(dipped) {
            #expect(!flat(points).isOneConvexContour, "\(points)")
        }
    }
}
