// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import CoreGraphics

/// Gradients against Cairo. Both interpolate unpremultiplied sRGB components and alpha and
/// premultiply the result (pixman's gradient walker does; Core Graphics interpolates in the
/// gradient's colour space), and both sample at pixel centres. Vitrine reads a 1024-entry
/// table, pixman computes each pixel in 16 bits: a table step moves a full 0→255 ramp by
/// 0.25 level, plus one rounding each side, so every pixel must be within 2 levels.
@Suite struct GradientOracleTests {
    static let smooth = ComparisonTolerance(interior: 2, edge: 2, maxDifferingPercent: 100)

    static let threeStops = [
        OracleGradientStop(location: 0, color: .red),
        OracleGradientStop(location: 0.4, color: .orange),
        OracleGradientStop(location: 1, color: .blue),
    ]

    @Test func linearPaddedDiagonal() throws {
        try expectMatchesCairo(OracleScene("gradient-linear-pad", [
            .linearGradient(start: CGPoint(x: 20, y: 10), end: CGPoint(x: 100, y: 110), stops: Self.threeStops, extend: .pad),
        ]), within: Self.smooth)
    }

    /// Without extension, pixels whose centre projects before the start or after the end
    /// stay transparent; the ends sit on pixel boundaries so no centre is ambiguous.
    @Test func linearUnextended() throws {
        try expectMatchesCairo(OracleScene("gradient-linear-none", [
            OracleShapes.background(128, 128),
            .linearGradient(start: CGPoint(x: 32, y: 0), end: CGPoint(x: 96, y: 0),
                            stops: [OracleGradientStop(location: 0, color: .black), OracleGradientStop(location: 1, color: .green)],
                            extend: .none),
        ]), within: Self.smooth)
    }

    /// Stops with different alphas: unpremultiplied interpolation keeps the hue.
    @Test func linearAlphaStopsOverBackground() throws {
        try expectMatchesCairo(OracleScene("gradient-linear-alpha", [
            OracleShapes.background(128, 128, OracleColor(200, 200, 200)),
            .linearGradient(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 128),
                            stops: [OracleGradientStop(location: 0, color: OracleColor(220, 30, 40, 255)),
                                    OracleGradientStop(location: 1, color: OracleColor(30, 70, 200, 0))],
                            extend: .pad),
        ]), within: Self.smooth)
    }

    @Test func radialConcentric() throws {
        try expectMatchesCairo(OracleScene("gradient-radial-concentric", [
            .radialGradient(startCenter: CGPoint(x: 64, y: 64), startRadius: 0, endCenter: CGPoint(x: 64, y: 64), endRadius: 60,
                            stops: Self.threeStops, extend: .pad),
        ]), within: Self.smooth)
    }

    /// Two circles, the start circle inside the end one (a focal highlight).
    @Test func radialTwoCircles() throws {
        try expectMatchesCairo(OracleScene("gradient-radial-focal", [
            .radialGradient(startCenter: CGPoint(x: 44, y: 40), startRadius: 6, endCenter: CGPoint(x: 64, y: 64), endRadius: 60,
                            stops: [OracleGradientStop(location: 0, color: .white), OracleGradientStop(location: 1, color: .blue)],
                            extend: .pad),
        ]), within: Self.smooth)
    }
}
