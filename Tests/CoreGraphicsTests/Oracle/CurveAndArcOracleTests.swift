// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import CoreGraphics

/// Curves and arcs against Cairo. Both libraries approximate arcs with cubic Béziers
/// (Core Graphics splits at most every quarter turn, Cairo chooses segments from its
/// tolerance), so edges may differ by the flattening error: the `.curved` tolerance.
@Suite struct CurveAndArcOracleTests {
    @Test func filledCircleAndRoundedRect() throws {
        try expectMatchesCairo(OracleScene("curve-circle-roundrect", [
            OracleShapes.background(128, 128),
            .fill(OracleShapes.circle(center: CGPoint(x: 40, y: 40), radius: 30.5), .winding, .blue),
            .fill(OracleShapes.roundedRect(CGRect(x: 50.5, y: 60.25, width: 70, height: 60), radius: 14), .winding, .orange),
        ]), within: .curved(percent: 6))
    }

    /// Arcs in both directions, joined to the current point by a line, as both APIs specify.
    @Test func arcDirectionsAndConnectingLines() throws {
        try expectMatchesCairo(OracleScene("curve-arc-directions", [
            OracleShapes.background(128, 128),
            .stroke([.move(10, 30), .arc(center: CGPoint(x: 60, y: 30), radius: 20, start: .pi, end: 0, clockwise: false)],
                    OracleStrokeStyle(width: 4), .red),
            .stroke([.move(10, 90), .arc(center: CGPoint(x: 60, y: 90), radius: 20, start: .pi, end: 0, clockwise: true)],
                    OracleStrokeStyle(width: 4), .blue),
            .fill([.move(100, 64), .arc(center: CGPoint(x: 100, y: 64), radius: 24, start: 0.3, end: 4.5, clockwise: false), .close],
                  .winding, .green),
        ]), within: .curved(percent: 10))
    }

    @Test func quadraticAndCubicCurves() throws {
        try expectMatchesCairo(OracleScene("curve-beziers", [
            OracleShapes.background(128, 128),
            .fill([.move(10, 118), .cubic(10, 10, 118, 118, 118, 10), .line(118, 118), .close], .winding, .orange),
            .stroke([.move(10, 60), .quad(64, -20, 118, 60)], OracleStrokeStyle(width: 5, cap: .round), .blue),
            .stroke([.move(10, 10), .cubic(118, 10, 10, 118, 118, 118)], OracleStrokeStyle(width: 3), .black),
        ]), within: .curved(percent: 10))
    }

    /// A loop: the cubic crosses itself, so the fill rule decides its inside.
    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func selfIntersectingCubic(rule: CGPathFillRule) throws {
        try expectMatchesCairo(OracleScene("curve-loop-\(rule)", [
            OracleShapes.background(128, 128),
            .fill([.move(20, 110), .cubic(150, -40, -22, -40, 108, 110), .close], rule, .red),
        ]), within: .curved(percent: 8))
    }
}

/// Full circles drawn as one arc from 0 to 2π, as apps draw rings: Core Graphics and Cairo
/// stroke them as one piece, with nothing to see where the arc starts and ends (3 o'clock),
/// whether the subpath is closed or left open, at every backing scale.
@Suite struct FullCircleArcOracleTests {
    @Test(arguments: [(CGFloat(1), false), (1, true), (1.5, false), (1.5, true), (2, false), (2, true)])
    func aFullCircleArcHasNoSeamWhereItStartsAndEnds(scale: CGFloat, closed: Bool) throws {
        let size = Int((96 * scale).rounded())
        var rings: [OraclePath] = []
        for radius in stride(from: CGFloat(40), to: 5, by: -12) {
            var ring: OraclePath = [.move(48 + radius, 48),
                                    .arc(center: CGPoint(x: 48, y: 48), radius: radius, start: 0, end: 2 * .pi, clockwise: false)]
            if closed { ring.append(.close) }
            rings.append(ring)
        }
        try expectMatchesCairo(OracleScene("full-circle-arc-\(scale)x-\(closed ? "closed" : "open")",
            [OracleShapes.background(size, size), .transform(CGAffineTransform(scaleX: scale, y: scale))]
                + rings.map { .stroke($0, OracleStrokeStyle(width: 5), .blue) }),
            within: .curved(percent: 10))
    }
}
