// Vitrine — Apache License 2.0
import CFreeType
import Testing
@testable import CoreGraphics

@Suite struct TextShaperTests {
    @Test func latinAdvancesAreTheFontsScaledToThePointSize() throws {
        let face = try TextFixtures.dejaVuSans
        let glyphs = TextShaper.shape("H", face: face, pointSize: 2048 / 64)
        // FreeType's unscaled advance (hmtx, font units) of "H".
        let unscaled = face.lock.withLock {
            FT_Load_Glyph(face.freeType.handle, FT_Get_Char_Index(face.freeType.handle, 0x48), FT_Int32(FT_LOAD_NO_SCALE))
            return Int(face.freeType.handle.pointee.glyph.pointee.metrics.horiAdvance)
        }
        // At 32 pt one font unit is 1/64 pt, so the advance is the unit advance / 64.
        #expect(unscaled == 1540)
        #expect(glyphs.count == 1)
        #expect(glyphs[0].advance == CGFloat(unscaled) / 64)
        #expect(glyphs[0].glyph == face.glyph(for: "H"))
    }

    @Test func arabicIsRightToLeftWithJoiningForms() throws {
        let face = try TextFixtures.dejaVuSans
        let word = "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}"  // مرحبا: five letters
        let glyphs = TextShaper.shape(word, face: face, pointSize: 20)
        #expect(glyphs.count == 5)
        // Visual order: the first letter (cluster 0) is the rightmost, so it comes last.
        #expect(glyphs.map(\.cluster) == [4, 3, 2, 1, 0])
        // Joined meem (initial form) is not the isolated glyph the cmap maps U+0645 to.
        let isolated = try #require(face.glyph(for: "\u{0645}"))
        #expect(glyphs.last?.glyph != isolated)
        #expect(TextShaper.shape("\u{0645}", face: face, pointSize: 20).first?.glyph == isolated)
    }

    @Test func precomposableMarkSequenceBecomesThePrecomposedGlyph() throws {
        let face = try TextFixtures.dejaVuSans
        // HarfBuzz normalizes e + U+0301 to é when the font has é.
        let glyphs = TextShaper.shape("e\u{301}", face: face, pointSize: 20)
        #expect(glyphs.count == 1)
        #expect(glyphs.first?.glyph == face.glyph(for: "\u{E9}"))
    }

    @Test func combiningAcuteSitsOverItsBase() throws {
        let face = try TextFixtures.dejaVuSans
        // No precomposed "x with acute" exists, so the mark stays a separate glyph.
        let glyphs = TextShaper.shape("x\u{301}", face: face, pointSize: 40)
        try #require(glyphs.count == 2)
        #expect(glyphs[0].cluster == 0 && glyphs[1].cluster == 0)
        #expect(glyphs[1].advance == 0)
        let base = try #require(GlyphRasterizer.mask(face: face, glyph: glyphs[0].glyph, pixelSize26_6: 40 * 64, subpixel: 0))
        let mark = try #require(GlyphRasterizer.mask(face: face, glyph: glyphs[1].glyph, pixelSize26_6: 40 * 64, subpixel: 0))
        let markPen = glyphs[0].advance + glyphs[1].xOffset
        let baseSpan = CGFloat(base.left)..<CGFloat(base.left + base.mask.width)
        let markSpan = (markPen + CGFloat(mark.left))..<(markPen + CGFloat(mark.left + mark.mask.width))
        #expect(baseSpan.overlaps(markSpan), "base \(baseSpan) mark \(markSpan)")
        // And above it: the mark's bottom row is above the base's top (y up from the baseline).
        let markBottom = CGFloat(mark.top - mark.mask.height) + glyphs[1].yOffset
        #expect(markBottom >= CGFloat(base.top) - 1)
    }
}
