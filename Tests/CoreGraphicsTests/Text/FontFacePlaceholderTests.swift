// Vitrine — Apache License 2.0
import CFreeType
import Testing
@testable import CoreGraphics

/// The face used when no font is installed: FreeType and HarfBuzz must take it as a normal
/// TrueType font, every character a 600-unit box from 0 to 700 units, spaces blank.
@Suite struct FontFacePlaceholderTests {
    @Test func freeTypeReadsTheBuiltFontsTables() throws {
        // Read back with FreeType directly, independently of FontFace.
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        let bytes = PlaceholderFont.bytes()
        var face: FT_Face?
        let error = bytes.withUnsafeBufferPointer { FT_New_Memory_Face(library, $0.baseAddress, FT_Long($0.count), 0, &face) }
        try #require(error == 0, "FT_New_Memory_Face error \(error)")
        let f = try #require(face)
        defer { FT_Done_Face(f) }
        #expect(f.pointee.num_glyphs == 2)
        #expect(f.pointee.units_per_EM == 1000)
        #expect(f.pointee.ascender == 800 && f.pointee.descender == -200)
        #expect(String(cString: f.pointee.family_name) == "Vitrine Placeholder")
        #expect(FT_Get_Char_Index(f, 0x41) == 0)  // "A": unmapped, the box
        #expect(FT_Get_Char_Index(f, 0x20) == 1)  // space: the blank glyph
        #expect(FT_Get_Char_Index(f, 0xA0) == 1)
        #expect(FT_Load_Glyph(f, 0, FT_Int32(FT_LOAD_NO_SCALE)) == 0)
        let outline = f.pointee.glyph.pointee.outline
        #expect(outline.n_contours == 2 && outline.n_points == 8)
        var box = FT_BBox()
        var copy = outline
        FT_Outline_Get_CBox(&copy, &box)
        #expect(box.xMin == 50 && box.yMin == 0 && box.xMax == 550 && box.yMax == 700)
        #expect(f.pointee.glyph.pointee.metrics.horiAdvance == 600)
    }

    @Test func eachCharacterDrawsAHollowBox() throws {
        let face = FontFace.placeholder
        #expect(face.familyName == FontFace.placeholderFamilyName)
        // 20 px per em: the box is 500 × 700 units = 10 × 14 px, its stroke 50 units = 1 px.
        let glyph = try #require(GlyphRasterizer.mask(face: face, glyph: 0, pixelSize26_6: 20 * 64, subpixel: 0))
        #expect(glyph.mask.width == 10 && glyph.mask.height == 14)
        #expect(glyph.left == 1 && glyph.top == 14)  // 50 units = 1 px right of the pen; top 700 units = 14 px up
        #expect(glyph.mask[0, 7] == 255 && glyph.mask[9, 7] == 255)  // left and right sides
        #expect(glyph.mask[5, 0] == 255 && glyph.mask[5, 13] == 255)  // top and bottom
        #expect(glyph.mask[5, 7] == 0)  // hollow inside
        let space = try #require(GlyphRasterizer.mask(face: face, glyph: 1, pixelSize26_6: 20 * 64, subpixel: 0))
        #expect(space.mask.width == 0)
    }

    @Test func harfBuzzShapesTextIntoBoxesAndBlanks() {
        let text = Array("Ab c".utf16)
        let glyphs = text.withUnsafeBufferPointer {
            TextShaper.shape($0, range: 0..<4, face: FontFace.placeholder, pointSize: 10)
        }
        #expect(glyphs.map(\.glyph) == [0, 0, 1, 0])
        // 600 units of a 1000-unit em at 10 pt: 6 pt each.
        #expect(glyphs.map(\.advance) == [6, 6, 6, 6])
    }
}
