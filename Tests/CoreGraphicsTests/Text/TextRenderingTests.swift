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

    @Test func rotatedContextsDrawGlyphOutlinesAlongTheRotatedBaseline() throws {
        let text = try layout(String(repeating: "I", count: 16), size: 20)
        let bitmap = Bitmap(width: 60, height: 120)!
        let context = CGContext(bitmap: bitmap)
        // User (x, y) → device (40 − y, x): the line runs down the bitmap.
        // rotate(by: .pi / 2) leaves cos = 6e-17: edges that are nearly, not exactly, horizontal.
        context.translateBy(x: 40, y: 0)
        context.rotate(by: .pi / 2)
        context.drawText(text, at: .zero)
        let ink = try #require(TextFixtures.inkBounds(bitmap))
        #expect(ink.height > 4 * ink.width, "ink \(ink)")
        // The line's advance is its length down the bitmap (±2 px for the side bearings).
        #expect(abs(CGFloat(ink.maxY) - text.size.width) <= 3)
    }

    @Test func quarterPixelPositionsShiftTheInk() throws {
        let text = try layout("l", size: 16)
        let whole = TextFixtures.render(text, width: 20, height: 24, scale: 1, at: CGPoint(x: 4, y: 0))
        let half = TextFixtures.render(text, width: 20, height: 24, scale: 1, at: CGPoint(x: 4.5, y: 0))
        // The stem's left edge on a middle row: the first inked pixel's right side minus its
        // coverage (the edge is vertical, so coverage is the covered fraction of the pixel).
        func leftEdge(_ b: Bitmap) throws -> Double {
            let ink = try #require(TextFixtures.inkBounds(b))
            let row = ink.minY + ink.height / 2
            let x = try #require((0..<b.width).first { b[$0, row] >> 24 != 0 })
            return Double(x + 1) - Double(b[x, row] >> 24) / 255
        }
        let shift = try leftEdge(half) - leftEdge(whole)
        #expect(abs(shift - 0.5) < 1.0 / 16, "edge moved \(shift) px")
    }

    @Test func theBenchmarkEntryPointDrawsEveryGlyphEachTime() throws {
        let face = try TextFixtures.dejaVuSans
        let bitmap = Bitmap(width: 200, height: 30)!
        let context = CGContext(bitmap: bitmap)
        let drawn = context.drawTextRepeatedly("Hello", face: face, pointSize: 14, color: CGColor(gray: 0, alpha: 1), at: .zero, times: 3)
        #expect(drawn == 15)
        #expect(TextFixtures.inkBounds(bitmap) != nil)
    }

    @Test func badSizesAndTransformsDrawNothingInsteadOfCrashing() throws {
        let face = try TextFixtures.dejaVuSans
        let bitmap = Bitmap(width: 40, height: 40)!
        let context = CGContext(bitmap: bitmap)
        for size in [CGFloat.nan, -3, 0, .infinity] {
            let layout = TextLayout(text: "Hi", style: TextStyle(face: face, pointSize: size))
            #expect(layout.size.width == 0)
            context.drawText(layout, at: .zero)
        }
        let layout = TextLayout(text: "Hi", style: TextStyle(face: face, pointSize: 12))
        context.drawText(layout, at: CGPoint(x: CGFloat.nan, y: 1e300))
        context.scaleBy(x: 1e300, y: 1e300)
        context.drawText(layout, at: .zero)
        #expect(TextFixtures.inkBounds(bitmap) == nil)
    }
}
