// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct BitmapCompositeTests {
    /// Every source alpha with a spread of colours, over a spread of destinations.
    private func pattern(width: Int, height: Int, seed: UInt32) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)!  // a positive size
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let alpha = (state >> 24) & 0xFF
                let channels = (state >> 8) & 0xFFFF
                // Premultiplied: no channel above alpha. Every fifth pixel transparent.
                let r = channels & 0xFF % (alpha + 1), g = (channels >> 8) % (alpha + 1)
                bitmap[x, y] = (x + y) % 5 == 0 ? 0 : alpha << 24 | r << 16 | g << 8 | (alpha / 3)
            }
        }
        return bitmap
    }

    @Test(arguments: [255, 128, 1, 200] as [UInt32])
    func blendingABitmapMatchesScaleThenSourceOverBitForBit(opacity: UInt32) {
        let destination = pattern(width: 37, height: 9, seed: 7)
        let source = pattern(width: 21, height: 6, seed: 99)
        let before = pattern(width: 37, height: 9, seed: 7)
        let clip = PixelRect(x: 3, y: 1, width: 30, height: 7)
        destination.blend(source, at: (x: 5, y: 2), opacity: opacity, clip: clip)
        for y in 0..<9 {
            for x in 0..<37 {
                let inside = clip.contains(PixelRect(x: x, y: y, width: 1, height: 1))
                    && x >= 5 && x < 26 && y >= 2 && y < 8
                var expected = before[x, y]
                if inside {
                    let s = PremultipliedPixel.scale(source[x - 5, y - 2], by: opacity)
                    expected = PremultipliedPixel.sourceOver(s, expected)
                }
                #expect(destination[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
    }
}
