// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

/// Trimming by arc length, checked against arithmetic.
@Suite struct PathTrimmerTests {
    private func points(_ path: CGPath) -> [CGPoint] { path.elements.compactMap(\.endPoint) }

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        hypot(a.x - b.x, a.y - b.y) <= tolerance
    }

    /// An L of lengths 100 and 50: 150 in all.
    private var corner: CGPath {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
        return path
    }

    @Test func aPolylineIsCutAtKnownLengths() {
        // 0.2 × 150 = 30 and 0.6 × 150 = 90, both on the first leg.
        #expect(points(corner.trimmed(from: 0.2, to: 0.6)) == [CGPoint(x: 30, y: 0), CGPoint(x: 90, y: 0)])
        // 0.5 × 150 = 75 on the first leg, the end at the end: the corner stays.
        #expect(points(corner.trimmed(from: 0.5, to: 1)) == [CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
        // 0.9 × 150 = 135: 35 down the second leg.
        #expect(points(corner.trimmed(from: 0, to: 0.9)) == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 35)])
        #expect(corner.arcLength() == 150)
    }

    /// A circle of radius r starts at (cx + r, cy) and runs toward +y (Core Graphics'
    /// positive angles): a quarter of its length ends at (cx, cy + r), half at (cx − r, cy).
    @Test func aCircleTrimmedToAQuarterEndsAtTheQuarterPoint() {
        let r: CGFloat = 50
        let circle = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 2 * r, height: 2 * r), transform: nil)
        // Four cubics stray from the circle by up to 2.7e-4 r and the chords cut inside them
        // by up to the 0.05 tolerance: the length is 2πr within 0.1 (measured 0.046 short).
        #expect(abs(circle.arcLength() - 2 * .pi * r) < 0.1)
        let quarter = points(circle.trimmed(from: 0, to: 0.25))
        #expect(close(quarter.first!, CGPoint(x: 150, y: 100), within: 1e-6))
        #expect(close(quarter.last!, CGPoint(x: 100, y: 150), within: 0.05))
        let secondQuarter = points(circle.trimmed(from: 0.25, to: 0.5))
        #expect(close(secondQuarter.first!, CGPoint(x: 100, y: 150), within: 0.05))
        #expect(close(secondQuarter.last!, CGPoint(x: 50, y: 100), within: 0.05))
        // Every point of a trimmed arc stays on the circle (within the flattening tolerance).
        for p in secondQuarter { #expect(abs(hypot(p.x - 100, p.y - 100) - r) < 0.06) }
    }

    @Test func aWholeClosedSubpathStaysClosedAndAPartOfItIsOpen() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.trimmed(from: 0, to: 1).elements.last == .close)
        let part = square.trimmed(from: 0.125, to: 0.875)  // 5 to 35 of 40, round three corners
        #expect(part.elements.last != .close)
        #expect(points(part) == [CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 5)])
    }

    /// The fractions are of the whole path's length, across subpaths.
    @Test func fractionsSpanAllSubpaths() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0)])
        path.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 60, y: 10)])
        // 100 in all: 0.3...0.7 is 30...40 of the first and 0...30 of the second.
        let pieces = path.trimmedPieces(from: 0.3, to: 0.7)
        #expect(pieces.count == 2)
        #expect(points(pieces[0].path) == [CGPoint(x: 30, y: 0), CGPoint(x: 40, y: 0)])
        #expect(pieces[0].offset == 30)
        #expect(points(pieces[1].path) == [CGPoint(x: 0, y: 10), CGPoint(x: 30, y: 10)])
        #expect(pieces[1].offset == 0)
    }

    @Test func emptyAndBadRangesTrimToNothingAndOutOfRangeFractionsAreClamped() {
        #expect(corner.trimmed(from: 0.6, to: 0.6).isEmpty)
        #expect(corner.trimmed(from: 0.8, to: 0.2).isEmpty)
        #expect(points(corner.trimmed(from: -1, to: 5)) == points(corner))
        #expect(points(corner.trimmed(from: .nan, to: .nan)) == points(corner))
        #expect(CGMutablePath().trimmed(from: 0, to: 1).isEmpty)
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 3, y: 3))
        dot.addLine(to: CGPoint(x: 3, y: 3))
        #expect(dot.trimmed(from: 0, to: 0.5).isEmpty, "a path without length has nothing to trim")
    }

    @Test func pathsWithTheSameElementsInterpolatePointByPoint() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 10), transform: nil)
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(mid == CGPath(rect: CGRect(x: 5, y: 10, width: 20, height: 10), transform: nil))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(a.interpolated(to: circle, fraction: 0.5) == nil, "different elements do not interpolate")
    }
}
