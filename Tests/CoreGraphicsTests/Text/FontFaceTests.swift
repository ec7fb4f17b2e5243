// Vitrine — Apache License 2.0
import CFreeType
import Testing
@testable import CoreGraphics

@Suite struct FontFaceTests {
    /// DejaVu Sans's design values read straight from FreeType, independently of FontFace.
    private func freeTypeValues(_ path: String) throws -> (upem: Int, ascender: Int, descender: Int, height: Int, capTop: Int, xTop: Int) {
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        try #require(FT_New_Face(library, path, 0, &face) == 0)
        let f = try #require(face)
        func top(_ c: FT_ULong) -> Int {
            FT_Load_Glyph(f, FT_Get_Char_Index(f, c), FT_Int32(FT_LOAD_NO_SCALE))
            var box = FT_BBox()
            FT_Outline_Get_CBox(&f.pointee.glyph.pointee.outline, &box)
            return Int(box.yMax)
        }
        return (Int(f.pointee.units_per_EM), Int(f.pointee.ascender), Int(f.pointee.descender), Int(f.pointee.height), top(0x48), top(0x78))
    }

    @Test func designMetricsAreFreeTypesForDejaVuSans() throws {
        let face = try TextFixtures.dejaVuSans
        let ft = try freeTypeValues(face.path)
        // DejaVu Sans's head.unitsPerEm and hhea ascender/descender/lineGap are 2048, 1901, -483, 0.
        #expect(ft.upem == 2048 && ft.ascender == 1901 && ft.descender == -483 && ft.height == 2384)
        #expect(face.unitsPerEm == ft.upem)
        #expect(face.ascender == ft.ascender)
        #expect(face.descender == ft.descender)
        #expect(face.lineGap == ft.height - ft.ascender + ft.descender)
        #expect(face.capHeight == ft.capTop)
        #expect(face.xHeight == ft.xTop)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.postScriptName == "DejaVuSans")
    }

    @Test(arguments: [12.0, 17.0, 24.0])
    func metricsInPointsScaleByPointSizeOverUnitsPerEm(size: Double) throws {
        let style = TextStyle(face: try TextFixtures.dejaVuSans, pointSize: CGFloat(size))
        // ascender 1901/2048 em, descender 483/2048 em.
        #expect(abs(style.ascent - CGFloat(size) * 1901 / 2048) < 1e-9)
        #expect(abs(style.descent - CGFloat(size) * 483 / 2048) < 1e-9)
        #expect(style.leading == 0)
    }

    @Test func openingAMissingFileIsAClearErrorNotACrash() {
        #expect(throws: FontError.self) { try FontFace(path: "/nonexistent/font.ttf") }
        let error = FontError.cannotOpen(path: "/x.ttf", index: 0, freeTypeError: 1)
        #expect(error.description.contains("/x.ttf"))
    }
}
