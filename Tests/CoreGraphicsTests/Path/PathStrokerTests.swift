// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct PathStrokerTests {
    private func line(_ points: [CGPoint], closed: Bool = false) -> CGMutablePath {
        let path = CGMutablePath()
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    private let horizontal = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]
    private let corner = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]

    @Test func buttCapsEndExactlyAtTheEndPointsAndTheWidthIsTheLineWidth() {
        let outline = line(horizontal).copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.boundingBox == CGRect(x: 0, y: -2, width: 10, height: 4))
    }

    @Test func squareCapsExtendHalfTheWidthBeyondEachEnd() {
        let outline = line(horizontal).copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(outline.boundingBox == CGRect(x: -2, y: -2, width: 14, height: 4))
    }

    @Test func roundCapsAreHalfCirclesOfHalfTheWidth() {
        let outline = line(horizontal).copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: -1.9, y: 0)))
        #expect(!outline.contains(CGPoint(x: -2.1, y: 0)))
        // (−1.5, 1.5) is 2.12 from the end point: outside the radius-2 cap.
        #expect(!outline.contains(CGPoint(x: -1.5, y: 1.5)))
    }

    @Test func miterJoinReachesTheCornerOfTheOffsetLines() {
        // A right angle: miter length / width = 1/sin(45°) = 1.414 < 10, so the outer
        // corner is the point (11, −1) where the offset edges meet.
        let outline = line(corner).copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.boundingBox == CGRect(x: 0, y: -1, width: 11, height: 11))
        #expect(outline.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test func bevelJoinCutsTheCorner() {
        // The bevel joins (10, −1) and (11, 0): points with x − y > 11 are outside.
        let outline = line(corner).copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!outline.contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(outline.contains(CGPoint(x: 10.4, y: -0.4)))
    }

    @Test func miterBeyondTheLimitFallsBackToBevel() {
        // Right angle ratio 1.414: a limit of 1.4 is exceeded.
        let outline = line(corner).copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!outline.contains(CGPoint(x: 10.9, y: -0.9)))
        let kept = line(corner).copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1.42)
        #expect(kept.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test func roundJoinStaysWithinHalfTheWidthOfTheCorner() {
        let outline = line(corner).copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 10.6, y: -0.6)))   // 0.85 from the corner
        #expect(!outline.contains(CGPoint(x: 10.8, y: -0.8)))  // 1.13 from the corner
    }

    @Test func closedSquareStrokeIsARingWithAHole() {
        let square = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)], closed: true)
        let outline = square.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.boundingBox == CGRect(x: -1, y: -1, width: 12, height: 12))
        #expect(outline.contains(CGPoint(x: 0.5, y: 5)))
        #expect(!outline.contains(CGPoint(x: 5, y: 5)))
        #expect(outline.contains(CGPoint(x: -0.9, y: -0.9)))  // mitered corner, closed subpaths join at the start too
    }

    @Test func zeroLengthSubpathDrawsADotWithRoundCapsAndNothingWithButt() {
        let dot = line([CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5)])
        let round = dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 6.9, y: 5)))
        #expect(!round.contains(CGPoint(x: 6.5, y: 6.5)))
        let square = dot.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBox == CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test func dashesFollowTheirLengthsAndPhase() {
        func dashes(phase: CGFloat) -> [[CGPoint]] {
            let dashed = line(horizontal).copy(dashingWithPhase: phase, lengths: [2, 1])
            var result: [[CGPoint]] = []
            dashed.forEach { type, points in
                if type == .moveToPoint { result.append(points) } else if !points.isEmpty { result[result.count - 1] += points }
            }
            return result
        }
        // On 2, off 1 along a length of 10: [0,2] [3,5] [6,8] [9,10].
        #expect(dashes(phase: 0).map { [$0.first!.x, $0.last!.x] } == [[0, 2], [3, 5], [6, 8], [9, 10]])
        // Phase 1 starts one unit into the first dash: [0,1] [2,4] [5,7] [8,10].
        #expect(dashes(phase: 1).map { [$0.first!.x, $0.last!.x] } == [[0, 1], [2, 4], [5, 7], [8, 10]])
    }

    @Test func emptyDashPatternLeavesThePathAlone() {
        let path = line(horizontal)
        #expect(path.copy(dashingWithPhase: 0, lengths: []) == path)
    }
}
