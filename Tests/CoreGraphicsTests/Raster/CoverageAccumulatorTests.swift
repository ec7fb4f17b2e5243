// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CoverageAccumulatorTests {
    private func coverage(of points: [CGPoint], width: Int, height: Int) -> [[Float]] {
        var accumulator = CoverageAccumulator(width: width, height: height)
        accumulator.addPolygon(points)
        var rows: [[Float]] = []
        accumulator.forEachRow { _, row in rows.append(Array(row)) }
        return rows
    }

    @Test func halfPixelOffsetRectangleCoversEdgesByHalvesAndCornersByQuarters() {
        // The rect (0.5, 0.5)–(2.5, 1.5) over a 3x2 grid: row 0 and row 1 each get half a pixel
        // height; columns 0 and 2 half a pixel width, column 1 a whole one.
        let rect = [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 2.5, y: 0.5), CGPoint(x: 2.5, y: 1.5), CGPoint(x: 0.5, y: 1.5)]
        let rows = coverage(of: rect, width: 3, height: 2)
        for row in rows {
            #expect(abs(row[0] - 0.25) < 1e-6)
            #expect(abs(row[1] - 0.5) < 1e-6)
            #expect(abs(row[2] - 0.25) < 1e-6)
        }
    }

    @Test func windingDirectionDoesNotMatter() {
        let clockwise = [CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 2), CGPoint(x: 3, y: 6)]
        let a = coverage(of: clockwise, width: 8, height: 8)
        let b = coverage(of: clockwise.reversed(), width: 8, height: 8)
        #expect(a == b)
    }

    @Test func totalCoverageEqualsPolygonArea() {
        // Triangle (1,1) (7,2) (3,6): shoelace area = |1·2−7·1 + 7·6−3·2 + 3·1−1·6| / 2 = |−5+36−3|/2 = 14.
        let rows = coverage(of: [CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 2), CGPoint(x: 3, y: 6)], width: 8, height: 8)
        let total = rows.joined().reduce(0, +)
        #expect(abs(total - 14) < 1e-3)
        // A pixel well inside is fully covered; one outside is empty.
        #expect(abs(rows[3][3] - 1) < 1e-6)
        #expect(rows[7][7] == 0)
    }

    @Test func rotatedSquareCoverageSumsToItsArea() {
        // A square of side 4 rotated 45° about (5,5): area 16, whatever the angle.
        let h = 2 * 2.0.squareRoot()
        let diamond = [CGPoint(x: 5, y: 5 - h), CGPoint(x: 5 + h, y: 5), CGPoint(x: 5, y: 5 + h), CGPoint(x: 5 - h, y: 5)]
        let total = coverage(of: diamond, width: 10, height: 10).joined().reduce(0, +)
        #expect(abs(total - 16) < 1e-3)
    }

    @Test func pointsARoundingErrorOutsideTheGridStayOnIt() {
        // Clipping a polygon to a rectangle can leave x = −1e-7 or width + 1e-6.
        let rows = coverage(of: [CGPoint(x: -1e-7, y: 0), CGPoint(x: 4.000001, y: 0), CGPoint(x: 4.000001, y: 2), CGPoint(x: -1e-7, y: 2)],
                            width: 4, height: 2)
        #expect(rows.allSatisfy { $0.allSatisfy { abs($0 - 1) < 1e-4 } })
    }
}
