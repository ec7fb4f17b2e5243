// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

@Suite struct HighQualityDownscaleTests {
    /// A 96×96 checkerboard of 3-pixel black and white squares, whose mean grey is 127.5.
    static func checkerboard() -> CGImage {
        let bitmap = Bitmap(width: 96, height: 96)!
        for y in 0..<96 {
            for x in 0..<96 { bitmap[x, y] = ((x / 3 + y / 3) % 2 == 0) ? 0xFF00_0000 : 0xFFFF_FFFF }
        }
        return CGImage(bitmap: bitmap)
    }

    /// Shrinks the checkerboard to 10×10 device pixels (9.6 image pixels per device pixel)
    /// under `quality` and returns the red channel of each device pixel.
    func downscaled(_ quality: CGInterpolationQuality) -> [Double] {
        let context = CGContext(bitmap: Bitmap(width: 10, height: 10)!)
        context.interpolationQuality = quality
        let shader = context.imageShader(Self.checkerboard(), deviceToImage: CGAffineTransform(scaleX: 9.6, y: 9.6),
                                         wrap: .pad)
        return (0..<10).flatMap { y in shade(shader, x: 0, y: y, count: 10).map { Double(($0 >> 16) & 0xFF) } }
    }

    /// A 9.6× shrink averages about 9.6² = 92 source pixels into each device pixel, half of
    /// them white, so every output should be near 127.5. Bilinear reads 4 of them and lands
    /// on pure black or white squares (aliasing: deviation up to 127.5); the mipmap level 3
    /// (8×8 boxes) then bilinear stays near the mean. Measured: high mean 128.0 and deviation
    /// 6.5; bilinear deviation 127.5.
    @Test func highQualityDoesNotAlias() {
        let high = downscaled(.high), low = downscaled(.default)
        let highMean = high.reduce(0, +) / 100, highDeviation = high.map { abs($0 - 127.5) }.max()!
        let lowDeviation = low.map { abs($0 - 127.5) }.max()!
        #expect(abs(highMean - 127.5) < 4, "mean \(highMean)")
        #expect(highDeviation <= 20, "high-quality deviation \(highDeviation)")
        #expect(lowDeviation > 100, "bilinear deviation \(lowDeviation) (the aliasing the filter avoids)")
    }

    /// Level choice: floor(log2(footprint)); sizes halve rounding up down to 1×1.
    @Test func mipmapLevels() {
        let mipmap = Mipmap(base: Bitmap(width: 5, height: 3)!)
        #expect(mipmap.levels.map { [$0.width, $0.height] } == [[5, 3], [3, 2], [2, 1], [1, 1]])
        #expect(mipmap.levelIndex(forFootprint: 1) == 0)
        #expect(mipmap.levelIndex(forFootprint: 1.99) == 0)
        #expect(mipmap.levelIndex(forFootprint: 2) == 1)
        #expect(mipmap.levelIndex(forFootprint: 7.9) == 2)
        #expect(mipmap.levelIndex(forFootprint: 1000) == 3)
        // The 2×2 average rounds per channel: (0 + 255 + 255 + 255 + 2) >> 2 = 191.
        #expect(Mipmap.average(0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF) == 0xFFBF_BFBF)
    }
}
