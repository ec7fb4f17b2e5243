// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CGPathContainsTests {
    /// A pentagram drawn in one stroke: its centre pentagon has winding number 2.
    private var star: CGPath {
        let path = CGMutablePath()
        let points = (0..<5).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(i * 2) * 2 * .pi / 5
            return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
        }
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }

    @Test func centreOfASelfIntersectingStarIsInsideForWindingOnly() {
        #expect(star.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!star.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    }

    @Test func pointsOfTheStarAreInsideForBothRules() {
        // Just below the top tip (50, 10) lies in a single-covered point of the star.
        #expect(star.contains(CGPoint(x: 50, y: 14), using: .winding))
        #expect(star.contains(CGPoint(x: 50, y: 14), using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func transformMovesThePathBeforeTesting() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!square.contains(CGPoint(x: 15, y: 5)))
        #expect(square.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: 10, y: 0)))
    }

    @Test func openSubpathsAreImplicitlyClosed() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 8, y: 8)))
    }
}
