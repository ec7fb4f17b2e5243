// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// The pixels a material shows: read with the edges repeating, blurred per channel, and
/// saturated by the W3C colour matrix on premultiplied channels.
@Suite struct BitmapBackdropTests {
    @Test func anAreaPastTheEdgesRepeatsTheEdgePixels() throws {
        let bitmap = try #require(Bitmap(width: 3, height: 2))
        let colours: [UInt32] = [0xFF11_0000, 0xFF22_0000, 0xFF33_0000, 0xFF00_1100, 0xFF00_2200, 0xFF00_3300]
        for (i, c) in colours.enumerated() { bitmap[i % 3, i / 3] = c }
        // No blur, no saturation change: a plain read of (−2, −1) ..< (5, 3).
        let area = PixelRect(x: -2, y: -1, width: 7, height: 4)
        let read = try #require(bitmap.backdrop(of: area, sigma: 0, saturation: 1))
        for y in 0..<4 {
            for x in 0..<7 {
                let source = bitmap[min(max(x - 2, 0), 2), min(max(y - 1, 0), 1)]
                #expect(read[x, y] == source, "(\(x), \(y))")
            }
        }
    }

    @Test func saturationZeroGivesTheLuminanceAndOverflowIsClampedToAlpha() throws {
        let bitmap = try #require(Bitmap(width: 2, height: 1))
        bitmap[0, 0] = 0xFFC8_6432  // rgb(200, 100, 50)
        bitmap[1, 0] = 0x8080_0000  // premultiplied pure red at half alpha
        let grey = try #require(bitmap.backdrop(of: bitmap.bounds, sigma: 0, saturation: 0))
        // 0.213 · 200 + 0.715 · 100 + 0.072 · 50 = 117.7 → 118 in every channel.
        #expect(grey[0, 0] == 0xFF76_7676)
        let deep = try #require(bitmap.backdrop(of: bitmap.bounds, sigma: 0, saturation: 2))
        // Red: (0.213 + 0.787 · 2) · 128 = 228.7, clamped to the alpha 128; green and blue
        // (0.213 − 0.213 · 2) · 128 < 0, clamped to 0.
        #expect(deep[1, 0] == 0x8080_0000)
    }
}
