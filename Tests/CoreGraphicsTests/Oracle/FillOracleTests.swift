// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import CoreGraphics

/// Fills against Cairo: both fill rules, self-intersecting and random polygons, fractional
/// and rotated rectangles, translucent overlaps.
@Suite struct FillOracleTests {
    @Test func pixelAlignedOpaqueRectanglesAreExact() throws {
        try expectMatchesCairo(OracleScene("fill-aligned", [
            .fill([.rect(CGRect(x: 8, y: 8, width: 64, height: 40))], .winding, .red),
            .fill([.rect(CGRect(x: 40, y: 30, width: 70, height: 90))], .winding, .blue),
        ]), within: .exact)
    }

    @Test func fractionalRectangles() throws {
        try expectMatchesCairo(OracleScene("fill-fractional", [
            OracleShapes.background(128, 128),
            .fill([.rect(CGRect(x: 8.25, y: 8.5, width: 64.3, height: 40.6))], .winding, .red),
            .fill([.rect(CGRect(x: 40.75, y: 30.1, width: 70.2, height: 90.45))], .winding, .blue),
        ]), within: .antialiased(percent: 4))
    }

    @Test func rotatedRectangle() throws {
        try expectMatchesCairo(OracleScene("fill-rotated", [
            OracleShapes.background(128, 128),
            .transform(CGAffineTransform(translationX: 64, y: 64).rotated(by: 0.4)),
            .fill([.rect(CGRect(x: -40, y: -25, width: 80, height: 50))], .winding, .green),
        ]), within: .antialiased(percent: 4))
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func selfIntersectingPentagram(rule: CGPathFillRule) throws {
        try expectMatchesCairo(OracleScene("fill-pentagram-\(rule)", [
            OracleShapes.background(128, 128),
            .fill(OracleShapes.star(center: CGPoint(x: 64, y: 66), radius: 58), rule, .orange),
        ]), within: .antialiased(percent: 6))
    }

    /// The same star tilted by 0.1 rad (no horizontal edge) and a bow tie: self-intersecting
    /// paths under both rules while the upright pentagram is disabled.
    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func selfIntersectingTiltedStarAndBowTie(rule: CGPathFillRule) throws {
        try expectMatchesCairo(OracleScene("fill-tilted-star-\(rule)", [
            OracleShapes.background(128, 128),
            .fill(OracleShapes.star(center: CGPoint(x: 64, y: 66), radius: 58, tilt: 0.1), rule, .orange),
            .fill([.move(8, 100), .line(60, 124), .line(60, 100), .line(8, 124), .close], rule, .blue),
        ]), within: .antialiased(percent: 6))
    }

    /// Two squares wound the same way: nonzero fills the inner one, even-odd cuts it out.
    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func nestedSubpaths(rule: CGPathFillRule) throws {
        let outer: OraclePath = [.move(10.5, 10.5), .line(117.5, 10.5), .line(117.5, 117.5), .line(10.5, 117.5), .close]
        let inner: OraclePath = [.move(40.3, 40.3), .line(87.7, 40.3), .line(87.7, 87.7), .line(40.3, 87.7), .close]
        try expectMatchesCairo(OracleScene("fill-nested-\(rule)", [
            .fill(outer + inner, rule, .blue),
        ]), within: .antialiased(percent: 4))
    }

    @Test(arguments: [(10, CGPathFillRule.winding), (20, .evenOdd), (40, .winding), (40, .evenOdd)])
    func randomPolygons(vertices: Int, rule: CGPathFillRule) throws {
        let path = OracleShapes.randomPolygon(count: vertices, in: CGRect(x: 4, y: 4, width: 120, height: 120),
                                              seed: UInt64(vertices))
        try expectMatchesCairo(OracleScene("fill-polygon-\(vertices)-\(rule)", [
            OracleShapes.background(128, 128),
            .fill(path, rule, .green),
        ]), within: .antialiased(percent: 25))
    }

    /// Translucent colours blend source-over (see `.translucent` for Cairo's colour truncation).
    @Test func translucentOverlap() throws {
        try expectMatchesCairo(OracleScene("fill-translucent", [
            OracleShapes.background(128, 128),
            .fill([.rect(CGRect(x: 10, y: 10, width: 70, height: 70))], .winding, OracleColor(220, 30, 40, 128)),
            .fill([.rect(CGRect(x: 45.5, y: 45.5, width: 70, height: 70))], .winding, OracleColor(30, 70, 200, 192)),
        ]), within: .translucent)
    }
}
