// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import CoreGraphics

/// Strokes against Cairo: every cap with every join on an open zigzag, the miter limit,
/// thick strokes, hairlines.
@Suite struct StrokeOracleTests {
    /// An open path with a sharp (≈ 34°) corner, a right angle and an obtuse one.
    static let zigzag: OraclePath = [.move(16, 100), .line(40, 24), .line(64, 100), .line(112, 100), .line(100, 40)]

    static let capJoinPairs = OracleLineCap.allCases.flatMap { cap in OracleLineJoin.allCases.map { (cap, $0) } }

    @Test(arguments: capJoinPairs)
    func capsAndJoins(cap: OracleLineCap, join: OracleLineJoin) throws {
        let style = OracleStrokeStyle(width: 12, cap: cap, join: join)
        let tolerance: ComparisonTolerance = cap == .round || join == .round ? .curved(percent: 12) : .antialiased(percent: 12)
        try expectMatchesCairo(OracleScene("stroke-\(cap)-\(join)", [
            OracleShapes.background(128, 128),
            .stroke(Self.zigzag, style, .blue),
        ]), within: tolerance)
    }

    /// The sharp corner's miter ratio is 1 / sin(17°) ≈ 3.4: limit 10 keeps the miter, 3 bevels it.
    @Test(arguments: [CGFloat(10), 3])
    func miterLimit(limit: CGFloat) throws {
        try expectMatchesCairo(OracleScene("stroke-miter-limit-\(Int(limit))", [
            OracleShapes.background(128, 128),
            .stroke(Self.zigzag, OracleStrokeStyle(width: 10, join: .miter, miterLimit: limit), .red),
        ]), within: .antialiased(percent: 12))
    }

    @Test func closedThickSquareAndTriangle() throws {
        try expectMatchesCairo(OracleScene("stroke-closed", [
            OracleShapes.background(128, 128),
            .stroke([.rect(CGRect(x: 16, y: 16, width: 48, height: 48))], OracleStrokeStyle(width: 9), .green),
            .stroke([.move(80, 30), .line(118, 110), .line(50, 100), .close], OracleStrokeStyle(width: 7.5, join: .bevel), .orange),
        ]), within: .antialiased(percent: 12))
    }

    /// Stroked rectangles off the pixel grid, the frame fast path (mitred corners, axis-aligned
    /// CTM): thin and thick, wider than the rectangle itself, and under a non-uniform scale.
    @Test func rectanglesOffThePixelGrid() throws {
        try expectMatchesCairo(OracleScene("stroke-rect-frames", [
            OracleShapes.background(128, 128),
            .stroke([.rect(CGRect(x: 8.3, y: 10.6, width: 40.25, height: 22.7))], OracleStrokeStyle(width: 2), .blue),
            .stroke([.rect(CGRect(x: 60.5, y: 8.25, width: 50, height: 30.5))], OracleStrokeStyle(width: 7.3), .red),
            .stroke([.rect(CGRect(x: 14.7, y: 50.2, width: 3, height: 4))], OracleStrokeStyle(width: 6), .green),
            .stroke([.rect(CGRect(x: 30.2, y: 47.9, width: 0.6, height: 20.3))], OracleStrokeStyle(width: 1), .black),
            .saveState,
            .transform(CGAffineTransform(a: 2.5, b: 0, c: 0, d: 1.5, tx: 3.3, ty: 70.1)),
            .stroke([.rect(CGRect(x: 20.1, y: 4.3, width: 20, height: 20.2))], OracleStrokeStyle(width: 3), .orange),
            .restoreState,
        ]), within: .boxes(percent: 3))
    }

    /// A width in user space is scaled by the CTM at stroke time: here 4 × (3, 1.5).
    @Test func strokeUnderANonUniformScale() throws {
        try expectMatchesCairo(OracleScene("stroke-scaled", [
            OracleShapes.background(128, 128),
            .transform(CGAffineTransform(scaleX: 3, y: 1.5)),
            .stroke([.move(5, 10), .line(35, 10), .line(20, 70)], OracleStrokeStyle(width: 4, join: .round), .blue),
        ]), within: .curved(percent: 12))
    }

    /// Core Graphics strokes width 0 as one device pixel; Cairo is given width 1 (see CairoSceneRenderer).
    @Test func hairlines() throws {
        try expectMatchesCairo(OracleScene("stroke-hairline", [
            OracleShapes.background(128, 128),
            .hairline([.move(10, 10.5), .line(118, 10.5)], .black),
            .hairline([.move(10, 20), .line(118, 60)], .black),
            .hairline([.move(20.5, 70), .line(20.5, 120)], .black),
            .hairline([.rect(CGRect(x: 40.5, y: 70.5, width: 60, height: 40))], .red),
        ]), within: .antialiased(percent: 8))
    }
}
