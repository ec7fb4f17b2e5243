// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// The elements of `path` as (type, points) pairs.
func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var result: [(CGPathElementType, [CGPoint])] = []
    path.forEach { result.append(($0, $1)) }
    return result
}

func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite struct CGPathTests {
    @Test func rectRunsFromMinXMinYAlongTheXAxisFirstAndCloses() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        let e = elements(of: path)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(e.map(\.1) == [[CGPoint(x: 1, y: 2)], [CGPoint(x: 4, y: 2)], [CGPoint(x: 4, y: 6)], [CGPoint(x: 1, y: 6)], []])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func transformsApplyToPointsAsTheyAreAdded() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(translationX: 10, y: 0))
        path.addLine(to: CGPoint(x: 2, y: 2), transform: CGAffineTransform(scaleX: 3, y: 3))
        #expect(elements(of: path).map(\.1) == [[CGPoint(x: 11, y: 1)], [CGPoint(x: 6, y: 6)]])
        #expect(path.currentPoint == CGPoint(x: 6, y: 6))
    }

    @Test func emptyPathHasNullBoundingBoxAndZeroCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        // Quadratic (0,0) → (2,0) with control (1,2): the curve peaks at t = 1/2 with
        // y = 2·(1/2)(1/2)·2 = 1, while the control point is at y = 2.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 2))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 1) < 1e-12)
        #expect(tight.width == 2)
    }

    @Test func copiesAreEqualAndIndependent() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        let copy = try #require(path.mutableCopy())
        #expect(copy == path)
        copy.addLine(to: CGPoint(x: 5, y: 5))
        #expect(copy != path)
        var shift = CGAffineTransform(translationX: 5, y: 0)
        let moved = try #require(path.copy(using: &shift))
        #expect(moved.boundingBox == CGRect(x: 5, y: 0, width: 10, height: 20))
    }

    @Test func lineAfterCloseStartsANewSubpathAtTheClosedSubpathsStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addLineToPoint, .closeSubpath, .moveToPoint, .addLineToPoint])
    }

    @Test func addLinesBetweenStartsASubpathAtTheFirstPoint() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
    }

    @Test func roundedRectHasFourCornerCurvesAndStaysInItsRect() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(elements(of: path).filter { $0.0 == .addCurveToPoint }.count == 4)
        #expect(path.boundingBox == rect)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
    }
}
