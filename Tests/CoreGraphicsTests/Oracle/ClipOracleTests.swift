// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import CoreGraphics

/// Clips against Cairo: rectangles, paths with both rules, nested (intersected) clips,
/// transformed clips, and clips undone by restoring the state.
@Suite struct ClipOracleTests {
    static let everything: OraclePath = [.rect(CGRect(x: 0, y: 0, width: 128, height: 128))]

    @Test func pixelAlignedRectangleClipIsExact() throws {
        try expectMatchesCairo(OracleScene("clip-aligned", [
            .clip([.rect(CGRect(x: 16, y: 20, width: 80, height: 60))], .winding),
            .fill(Self.everything, .winding, .blue),
        ]), within: .exact)
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func pathClip(rule: CGPathFillRule) throws {
        try expectMatchesCairo(OracleScene("clip-star-\(rule)", [
            OracleShapes.background(128, 128),
            .clip(OracleShapes.star(center: CGPoint(x: 64, y: 66), radius: 58), rule),
            .fill(Self.everything, .winding, .green),
        ]), within: .antialiased(percent: 6))
    }

    /// A rotated rectangle clip intersected with a circle clip (walked together: exact where
    /// their edges cross inside a pixel); then a restore drops both.
    @Test func nestedTransformedClips() throws {
        try expectMatchesCairo(OracleScene("clip-nested", [
            OracleShapes.background(128, 128),
            .saveState,
            .transform(CGAffineTransform(translationX: 64, y: 64).rotated(by: 0.5)),
            .clip([.rect(CGRect(x: -50, y: -30, width: 100, height: 60))], .winding),
            .transform(CGAffineTransform(rotationAngle: -0.5)),
            .clip(OracleShapes.circle(center: CGPoint(x: 20, y: 0), radius: 40), .winding),
            .fill([.rect(CGRect(x: -64, y: -64, width: 128, height: 128))], .winding, .orange),
            .restoreState,
            .fill([.rect(CGRect(x: 4, y: 4, width: 20, height: 20))], .winding, .blue),
        ]), within: .curved(percent: 8))
    }

    /// Strokes and gradients go through the clip too.
    @Test func strokeAndGradientThroughAClip() throws {
        try expectMatchesCairo(OracleScene("clip-stroke-gradient", [
            OracleShapes.background(128, 128),
            .clip(OracleShapes.roundedRect(CGRect(x: 10, y: 10, width: 108, height: 108), radius: 30), .winding),
            .linearGradient(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 128, y: 0),
                            stops: [OracleGradientStop(location: 0, color: .white), OracleGradientStop(location: 1, color: .black)],
                            extend: .pad),
            .stroke([.move(0, 0), .line(128, 128)], OracleStrokeStyle(width: 10), .red),
        ]), within: ComparisonTolerance(interior: 0, edge: 40, maxDifferingPercent: 60))  // gradient pixels are never "flat"; see GradientOracleTests for their 2-level bound
    }
}
