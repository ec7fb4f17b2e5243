// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct PathFlattenerTests {
    @Test func chordsOfACubicStayWithinTheTolerance() {
        // Sample the true cubic densely; every sample must lie within tolerance of the polyline.
        let p0 = CGPoint(x: 0, y: 0), c1 = CGPoint(x: 30, y: 90), c2 = CGPoint(x: 70, y: -60), p1 = CGPoint(x: 100, y: 20)
        let path = CGMutablePath()
        path.move(to: p0)
        path.addCurve(to: p1, control1: c1, control2: c2)
        for tolerance in [0.25, 0.1] as [CGFloat] {
            let flat = PathFlattener.flatten(path, tolerance: tolerance)
            var worst: CGFloat = 0
            for i in 0...1000 {
                let t = CGFloat(i) / 1000, u = 1 - t
                let q = CGPoint(x: u*u*u*p0.x + 3*u*u*t*c1.x + 3*u*t*t*c2.x + t*t*t*p1.x,
                                y: u*u*u*p0.y + 3*u*u*t*c1.y + 3*u*t*t*c2.y + t*t*t*p1.y)
                var best = CGFloat.infinity
                for j in 0..<(flat.points.count - 1) {
                    best = min(best, distance(from: q, toSegment: flat.points[j], flat.points[j + 1]))
                }
                worst = max(worst, best)
            }
            #expect(worst <= tolerance)
        }
    }

    @Test func flatteningHappensAfterTheTransform() {
        // A circle of radius 1 scaled 100×: segment count must grow with the device size.
        let path = CGPath(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2), transform: nil)
        let small = PathFlattener.flatten(path)
        let large = PathFlattener.flatten(path, transform: CGAffineTransform(scaleX: 100, y: 100))
        #expect(large.points.count > 4 * small.points.count)
    }

    @Test func subpathsBecomeContoursWithTheirClosedFlags() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 6, y: 6))
        let flat = PathFlattener.flatten(path)
        #expect(flat.contours.count == 2)
        #expect(flat.contours[0].isClosed && !flat.contours[1].isClosed)
        #expect(flat.contours[0].range.count == 4)
    }

    private func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let l2 = dx * dx + dy * dy
        let t = l2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2))
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }
}
