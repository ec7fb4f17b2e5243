// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import CoreGraphics

/// Dashes against Cairo: patterns, phases, dashes around corners and curves, dashes with caps.
@Suite struct DashOracleTests {
    @Test(arguments: [CGFloat(0), 5, 13.5])
    func dashPhase(phase: CGFloat) throws {
        let style = OracleStrokeStyle(width: 6, dash: [12, 6], dashPhase: phase)
        try expectMatchesCairo(OracleScene("dash-phase-\(phase)", [
            OracleShapes.background(128, 128),
            .stroke([.move(10, 20), .line(118, 20)], style, .black),
            .stroke([.move(10, 40), .line(118, 110)], style, .blue),
        ]), within: .antialiased(percent: 10))
    }

    /// A dash running over a corner is joined; round caps end every dash.
    @Test func dashesAroundCornersWithRoundCaps() throws {
        let style = OracleStrokeStyle(width: 8, cap: .round, join: .round, dash: [20, 10, 4, 10])
        try expectMatchesCairo(OracleScene("dash-corners", [
            OracleShapes.background(128, 128),
            .stroke([.rect(CGRect(x: 16, y: 16, width: 96, height: 96))], style, .red),
        ]), within: .curved(percent: 12))
    }

    @Test func dashedCircle() throws {
        let style = OracleStrokeStyle(width: 5, cap: .square, dash: [9, 7])
        try expectMatchesCairo(OracleScene("dash-circle", [
            OracleShapes.background(128, 128),
            .stroke(OracleShapes.circle(center: CGPoint(x: 64, y: 64), radius: 48), style, .green),
        ]), within: .curved(percent: 12))
    }
}
