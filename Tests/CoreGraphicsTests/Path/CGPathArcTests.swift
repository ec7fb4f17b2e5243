// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CGPathArcTests {
    private func arc(_ start: CGFloat, _ end: CGFloat, clockwise: Bool) -> CGMutablePath {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
        return path
    }

    private func curveCount(_ path: CGPath) -> Int { elements(of: path).filter { $0.0 == .addCurveToPoint }.count }

    @Test func counterclockwiseQuarterIsOneCurveEndingOnThePositiveYAxis() {
        // clockwise: false sweeps with increasing angle: 0 → π/2 is 90°, one cubic.
        let path = arc(0, .pi / 2, clockwise: false)
        #expect(curveCount(path) == 1)
        #expect(close(elements(of: path)[0].1[0], CGPoint(x: 10, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))
    }

    @Test func clockwiseFromZeroToHalfPiGoesTheLongWayRound() {
        // clockwise: true decreases the angle: 0 → −3π/2, 270°, three cubics of ≤ 90°.
        let path = arc(0, .pi / 2, clockwise: true)
        #expect(curveCount(path) == 3)
        #expect(close(path.currentPoint, CGPoint(x: 0, y: 10), within: 1e-9))
        // Passing through angle −π/2 = (0, −10): the box spans y from −10 to 10.
        #expect(abs(path.boundingBoxOfPath.minY + 10) < 1e-9)
    }

    @Test func fullCircleInEitherDirectionIsFourCurves() {
        for clockwise in [false, true] {
            let path = arc(0, 2 * .pi, clockwise: clockwise)
            #expect(curveCount(path) == 4)
            let box = path.boundingBoxOfPath
            #expect(abs(box.minX + 10) < 1e-9 && abs(box.maxX - 10) < 1e-9)
            #expect(abs(box.minY + 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        }
    }

    @Test func arcControlPointsStayOnTheCircleWithinTheCubicError() {
        // A 90° cubic with handles 4/3·tan(π/8)·r deviates from the circle by < 0.03 % of r.
        let path = arc(0, .pi / 2, clockwise: false)
        let flat = PathFlattener.flatten(path, tolerance: 0.001)
        for p in flat.points {
            #expect(abs(hypot(p.x, p.y) - 10) < 10 * 0.0003 + 0.001)
        }
    }

    @Test func quarterArcsStartAndEndExactlyOnTheAxes() {
        // cos(π/2) in floating point is 6.1e-17, not 0: the points at multiples of π/2 are
        // placed exactly, so consecutive corner arcs of a rounded rectangle meet exactly.
        let half = CGFloat.pi / 2
        for (start, end, point) in [(0, half, CGPoint(x: 0, y: 10)), (half, 2 * half, CGPoint(x: -10, y: 0)),
                                    (2 * half, 3 * half, CGPoint(x: 0, y: -10)), (-half, 0, CGPoint(x: 10, y: 0))] {
            let path = arc(start, end, clockwise: false)
            #expect(path.currentPoint == point)
            let first = elements(of: path)[0].1[0]
            #expect(first == CGPoint(x: 10 * cos(start), y: 10 * sin(start)).rounded())
            // The handles of a quarter circle lie 4/3·(√2 − 1)·r along the tangents.
            let curve = elements(of: path)[1].1
            let handle = 10 * 4 / 3 * (2.squareRoot() - 1)
            #expect(abs(hypot(curve[0].x - first.x, curve[0].y - first.y) - handle) < 1e-12)
            #expect(abs(hypot(curve[1].x - point.x, curve[1].y - point.y) - handle) < 1e-12)
        }
    }

    @Test func arcAfterAPointAddsALineToItsStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let e = elements(of: path)
        #expect(e[1].0 == .addLineToPoint)
        #expect(close(e[1].1[0], CGPoint(x: 10, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: -10, y: 0), within: 1e-9))
    }

    @Test func tangentArcRoundsTheCornerBetweenTwoLines() {
        // Corner at (10, 0) between (0,0)→(10,0) and (10,0)→(10,10), radius 5: the circle
        // touches the first line at (5, 0) and the second at (10, 5); centre (5, 5).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        let e = elements(of: path)
        #expect(close(e[1].1[0], CGPoint(x: 5, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 5)))
        let flat = PathFlattener.flatten(path, tolerance: 0.001)
        for p in flat.points.dropFirst(2) { #expect(abs(hypot(p.x - 5, p.y - 5) - 5) < 0.01) }
    }

    @Test func relativeArcSweepsByDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 1, y: 1), radius: 2, startAngle: .pi, delta: -.pi / 2)
        #expect(close(elements(of: path)[0].1[0], CGPoint(x: -1, y: 1)))
        #expect(close(path.currentPoint, CGPoint(x: 1, y: 3)))
    }

    @Test func ellipseStartsAtMaxXMidY() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let e = elements(of: path)
        #expect(e.first?.1 == [CGPoint(x: 20, y: 5)])
        #expect(e.last?.0 == .closeSubpath)
        #expect(curveCount(path) == 4)
    }
}

private extension CGPoint {
    /// Rounded to whole units (the test's axis points are whole).
    func rounded() -> CGPoint { CGPoint(x: x.rounded(), y: y.rounded()) }
}
