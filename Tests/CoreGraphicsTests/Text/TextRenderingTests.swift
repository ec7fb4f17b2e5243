// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct TextRenderingTests {
    private func layout(_ text: String, size: CGFloat = 17) throws -> TextLayout {
        TextLayout(text: text, style: TextStyle(face: try TextFixtures.dejaVuSans, pointSize: size))
    }

    /// Pixels with partial coverage per ink row: how wide the antialiased edges are.
    private func partialPixelsPerRow(_ bitmap: Bitmap) -> Double {
        var partial = 0, rows = Set<Int>()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let a = bitmap[x, y] >> 24
                if a > 0 { rows.insert(y) }
                if a > 0 && a < 255 { partial += 1 }
            }
        }
        return Double(partial) / Double(max(rows.count, 1))
    }

    @Test func inkBoundsScaleByTwoInATwoTimesContext() throws {
        let text = try layout("Hamburgefonstiv")
        let one = try #require(TextFixtures.inkBounds(TextFixtures.render(text, width: 200, height: 40, scale: 1)))
        let two = try #require(TextFixtures.inkBounds(TextFixtures.render(text, width: 400, height: 80, scale: 2)))
        // Hinting and pixel snapping may move each edge by up to a pixel at either scale.
        #expect(abs(two.width - 2 * one.width) <= 3, "1x \(one) 2x \(two)")
        #expect(abs(two.height - 2 * one.height) <= 3, "1x \(one) 2x \(two)")
        #expect(abs(two.minY - 2 * one.minY) <= 2)
    }

    @Test func twoTimesTextIsRasterizedAtTwiceTheSizeNotUpscaled() throws {
        let text = try layout("HIll lIH")
        let one = TextFixtures.render(text, width: 120, height: 40, scale: 1)
        let two = TextFixtures.render(text, width: 240, height: 80, scale: 2)
        // An upscale of the 1x rendering (each pixel doubled) has twice the partial pixels per
        // row of the 1x rendering; a true 2x rendering keeps edges about one pixel wide.
        let upscaled = Bitmap(width: 240, height: 80)!
        for y in 0..<80 { for x in 0..<240 { upscaled[x, y] = one[x / 2, y / 2] } }
        let crisp = partialPixelsPerRow(two), blurry = partialPixelsPerRow(upscaled)
        #expect(crisp < 0.75 * blurry, "2x \(crisp) partial px/row, upscaled 1x \(blurry)")
    }

    @Test func baselineSitsAtTheAscenderBelowTheOrigin() throws {
        let text = try layout("H", size: 20)
        let bitmap = TextFixtures.render(text, width: 40, height: 40, scale: 1, at: CGPoint(x: 5, y: 3))
        let ink = try #require(TextFixtures.inkBounds(bitmap))
        // "H" stands on the baseline: 3 + 20 × 1901/2048 = 21.56 → row 22 is the first below.
        #expect(ink.maxY == 22)
        // Its top is the cap height above: 20 × 1493/2048 = 14.6 px (±1 for hinting).
        #expect(abs(ink.height - 15) <= 1)
        #expect(ink.minX >= 5 && ink.minX <= 8)
    }

    @Test func glyphsUseTheirRunsColour() throws {
        let face = try TextFixtures.dejaVuSans
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let text = TextLayout(text: "I", style: TextStyle(face: face, pointSize: 30, color: red))
        let bitmap = TextFixtures.render(text, width: 40, height: 40, scale: 1)
        var opaque = 0
        for y in 0..<40 { for x in 0..<40 where bitmap[x, y] >> 24 == 255 {
            #expect(bitmap[x, y] == 0xFFFF_0000)
            opaque += 1
        } }
        #expect(opaque > 20)
    }

    @Test func warmDrawingHitsTheCacheForEveryGlyph() throws {
        let text = try layout("abcabc")
        let cache = GlyphCache(byteBudget: 1 << 20)
        _ = TextFixtures.render(text, width: 100, height: 30, scale: 1, cache: cache)
        let misses = cache.misses
        _ = TextFixtures.render(text, width: 100, height: 30, scale: 1, cache: cache)
        #expect(cache.misses == misses)
        #expect(misses <= 6)  // at most one per glyph and subpixel offset
        #expect(cache.hits >= 6)
    }
}
