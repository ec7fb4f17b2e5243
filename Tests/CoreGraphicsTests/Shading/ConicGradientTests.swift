// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

/// The conic gradient against its formula: t = ((atan2(p − c) − angle) / 2π) mod 1, in
/// user space, at pixel centres. Cairo has no conic pattern to compare with.
@Suite struct ConicGradientTests {
    /// Red at t = 0 to blue at t = 1, straight interpolation.
    private func expected(t: Double) -> (Int, Int, Int) {
        (Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()))
    }

    private func channels(_ pixel: UInt32) -> (Int, Int, Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    @Test(arguments: [0.0, Double.pi / 3, -2.0])
    func everyPixelTakesTheColourOfItsAngle(angleValue: Double) throws {
        let angle = CGFloat(angleValue)
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                          CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                               locations: nil))
        let bitmap = try #require(Bitmap(width: 64, height: 64))
        let context = CGContext(bitmap: bitmap)
        let center = CGPoint(x: 30.3, y: 33.7)
        context.drawConicGradient(gradient, center: center, angle: angle)
        var checked = 0
        for (x, y) in [(60, 33), (30, 60), (2, 30), (30, 2), (50, 50), (10, 10), (55, 12), (12, 58)] {
            let dx = Double(x) + 0.5 - Double(center.x), dy = Double(y) + 0.5 - Double(center.y)
            var t = (atan2(dy, dx) - Double(angle)) / (2 * .pi)
            t -= t.rounded(.down)
            // Skip pixels right at the seam, where t jumps from 1 to 0.
            guard t > 0.01, t < 0.99 else { continue }
            let (er, eg, eb) = expected(t: t), (r, g, b) = channels(bitmap[x, y])
            #expect(abs(r - er) <= 1 && g == eg && abs(b - eb) <= 1, "(\(x), \(y)) t \(t): \((r, g, b)) vs \((er, eg, eb))")
            #expect(bitmap[x, y] >> 24 == 0xFF)
            checked += 1
        }
        #expect(checked >= 6)
    }

    /// Under a y-down CTM (as UIKit's), increasing angles run clockwise on screen.
    @Test func underAFlippedCTMTheSweepRunsTheOtherWayOnScreen() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                          CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                               locations: nil))
        let bitmap = try #require(Bitmap(width: 64, height: 64))
        let context = CGContext(bitmap: bitmap)
        context.translateBy(x: 0, y: 64)
        context.scaleBy(x: 1, y: -1)
        context.drawConicGradient(gradient, center: CGPoint(x: 32, y: 32), angle: 0)
        // A quarter turn counter-clockwise in user space is the pixel above the centre.
        let (r, _, b) = channels(bitmap[32, 4])
        #expect(abs(r - 191) <= 2 && abs(b - 64) <= 2, "\((r, b))")
    }
}
