// Vitrine — Apache License 2.0
import Foundation
import OracleSupport
import Testing
@testable import CoreGraphics

/// A wide blur is made at reduced resolution: the area averaged down by 2, 4 or 8, blurred at
/// the reduced sigma with the full-resolution boxes, scaled back up bilinearly.
@Suite struct BitmapReducedBackdropTests {
    @Test func theReductionKeepsTheReducedSigmaAtOneAndAHalfPixels() {
        #expect([0, 2, 2.9, 3, 5.9, 6, 15, 15.9, 16, 45].map { Bitmap.backdropReduction(sigma: $0) } == [1, 1, 1, 2, 2, 4, 4, 4, 8, 8])
        #expect(Bitmap.backdropReduction(sigma: .nan) == 1 && Bitmap.backdropReduction(sigma: .infinity) == 8)
    }

    /// A bitmap `height` rows of `line`'s grey values, opaque.
    private func stripes(_ line: [Int], height: Int) throws -> Bitmap {
        let bitmap = try #require(Bitmap(width: line.count, height: height))
        for y in 0..<height {
            for (x, v) in line.enumerated() { bitmap[x, y] = 0xFF00_0000 | UInt32(v) * 0x0001_0101 }
        }
        return bitmap
    }

    /// What the reduced pipeline makes of `line` (columns uniform, edges repeating past it),
    /// worked on one row: blocks of 2, 4 or 8 averaged, rounded to nearest; the three boxes of
    /// σ / f; then each pixel x the blend of reduced pixels i and i + 1 at (x + ½) / f − ½,
    /// weights in 1/(2f), rounded to nearest.
    private func reducedPipeline(_ line: [Int], sigma: CGFloat) -> [Int] {
        let f = Bitmap.backdropReduction(sigma: sigma)
        let small = stride(from: 0, to: line.count, by: f).map { start in
            ((start..<start + f).reduce(0) { $0 + line[min($1, line.count - 1)] } + f / 2) / f
        }
        let blurred = threeBoxPasses(small, sigma: Double(sigma) / Double(f))
        return line.indices.map { x in
            let t = 2 * x + 1 - f
            var i = t < 0 ? 0 : t / (2 * f), weight = t < 0 ? 0 : t % (2 * f)
            if i >= small.count - 1 { (i, weight) = (small.count - 1, 0) }
            let next = min(i + 1, small.count - 1)
            return ((2 * f - weight) * blurred[i] + weight * blurred[next] + f) / (2 * f)
        }
    }

    @Test(arguments: [3, 4, 8, 15, 16, 30, 45] as [CGFloat])
    func aStepEdgeIsTheReducedPipelineAndWithinTenLevelsOfTheGaussian(sigma: CGFloat) throws {
        // Black left of x = 100, white from it; the area reaches `extent` past every edge.
        let width = 200, height = 6
        let bitmap = try stripes((0..<width).map { $0 >= 100 ? 255 : 0 }, height: height)
        let extent = Bitmap.blurExtent(sigma: sigma)
        let area = PixelRect(x: -extent, y: -extent, width: width + 2 * extent, height: height + 2 * extent)
        let blurred = try #require(bitmap.backdrop(of: area, sigma: sigma, saturation: 1))
        let expected = reducedPipeline((-extent..<width + extent).map { $0 >= 100 ? 255 : 0 }, sigma: sigma)
        for y in extent..<extent + height {
            let row = (0..<area.width).map { Int(blurred[$0, y] & 0xFF) }
            #expect(Array(row[extent..<extent + width]) == Array(expected[extent..<extent + width]), "row \(y)")
            #expect((extent..<extent + width).allSatisfy { blurred[$0, y] >> 24 == 0xFF && blurred[$0, y] & 0xFF == blurred[$0, y] >> 8 & 0xFF })
        }
        // 255 · Φ((x + ½ − 100) / σ): the box passes, the averaging and the bilinear tent
        // together stay within 8.8 levels of it for these sigmas (σ = 4 is the farthest;
        // at 16, the first reduced by 8, 8.6);
        // the three boxes alone at full resolution are within 5.4 (at σ = 3).
        for x in 0..<width {
            let gaussian = 255 * 0.5 * erfc(-(Double(x) + 0.5 - 100) / (Double(sigma) * 2.0.squareRoot()))
            #expect(abs(Double(expected[extent + x]) - gaussian) < 10, "x = \(x)")
        }
    }

    @Test(arguments: [3, 6, 15, 30] as [CGFloat])
    func aUniformAreaStaysExactlyUniform(sigma: CGFloat) throws {
        // Premultiplied translucent colour; the shape is 37 × 23 pixels, odd so the last
        // reduced block is partial, and the area its extent beyond, past the bitmap's edges.
        let colour: UInt32 = 0x9050_3010
        let bitmap = try #require(Bitmap(width: 37, height: 23))
        bitmap.pixels.update(repeating: colour, count: 37 * 23)
        let extent = Bitmap.blurExtent(sigma: sigma)
        let area = PixelRect(x: -extent, y: -extent, width: 37 + 2 * extent, height: 23 + 2 * extent)
        let saturated = try #require(bitmap.backdrop(of: PixelRect(x: 0, y: 0, width: 1, height: 1), sigma: 0, saturation: 1.8))[0, 0]
        for saturation in [1, 1.8] as [CGFloat] {
            let blurred = try #require(bitmap.backdrop(of: area, sigma: sigma, saturation: saturation))
            let expected = saturation == 1 ? colour : saturated
            var differing = 0
            for y in extent..<extent + 23 {
                for x in extent..<extent + 37 where blurred[x, y] != expected { differing += 1 }
            }
            #expect(differing == 0, "saturation \(saturation)")
        }
    }

    @Test func aNarrowBlurKeepsTheFullResolutionBoxes() throws {
        // σ = 2.9: box size 5 and no reduction; one white pixel spreads as the three boxes of
        // 5 make it, 6 pixels to either side, each pass's average rounded to nearest.
        let bitmap = try stripes((0..<41).map { $0 == 20 ? 255 : 0 }, height: 1)
        let blurred = try #require(bitmap.backdrop(of: PixelRect(x: 0, y: -20, width: 41, height: 41), sigma: 2.9, saturation: 1))
        // Pass 1: 255 / 5 = 51 over x = 18 ... 22. Pass 2: 51 · k / 5 for k = 1 ... 5 ... 1
        // pixels of it in the box, rounded: 10, 20, 31, 41, 51, 41, 31, 20, 10 over 16 ... 24.
        // Pass 3: e.g. x = 20: (31 + 41 + 51 + 41 + 31 + 2) / 5 = 39; x = 14: (10 + 2) / 5 = 2.
        let row = (0..<41).map { Int(blurred[$0, 20] & 0xFF) }
        let spread = [2, 6, 12, 20, 31, 37, 39, 37, 31, 20, 12, 6, 2]
        #expect(row == Array(repeating: 0, count: 14) + spread + Array(repeating: 0, count: 14))
    }
}
