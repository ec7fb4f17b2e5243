// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@Suite struct UIFontTests {
    @Test func systemFontIsDejaVuSansWithItsMetricsInPoints() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(font.pointSize == 17)
        // DejaVu Sans: 2048 units per em, hhea ascender 1901, descender -483, line gap 0.
        let em: CGFloat = 17.0 / 2048
        #expect(abs(font.ascender - 1901 * em) < 1e-12)
        #expect(abs(font.descender + 483 * em) < 1e-12)
        #expect(font.leading == 0)
        let expectedLineHeight: CGFloat = 2384 * em
        #expect(abs(font.lineHeight - expectedLineHeight) < 1e-12)
        // Cap height and x-height: the tops of "H" (1493 units) and "x" (1120 units).
        #expect(abs(font.capHeight - 1493 * em) < 1e-12)
        #expect(abs(font.xHeight - 1120 * em) < 1e-12)
    }

    @Test func weightsAndStylesPickTheFamilysFaces() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .regular).fontName == "DejaVuSans")
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName == "DejaVuSans-ExtraLight")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVuSans-Oblique")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName == "DejaVuSansMono")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName == "DejaVuSansMono-Bold")
    }

    @Test func namedFontsComeFromFontconfigOrNil() {
        #expect(UIFont(name: "DejaVu Serif", size: 10)?.fontName == "DejaVuSerif")
        #expect(UIFont(name: "DejaVuSerif-Bold", size: 10)?.fontName == "DejaVuSerif-Bold")
        #expect(UIFont(name: "WenQuanYi Micro Hei", size: 10)?.familyName == "WenQuanYi Micro Hei")
        #expect(UIFont(name: "Helvetica", size: 12) == nil)
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
    }

    @Test func withSizeKeepsTheFace() {
        let bold = UIFont.boldSystemFont(ofSize: 12)
        let big = bold.withSize(30)
        #expect(big.fontName == bold.fontName && big.pointSize == 30)
        #expect(big == UIFont.boldSystemFont(ofSize: 30))
        #expect(big != bold)
    }

    @Test func familiesAndTheirFaces() {
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")
        #expect(names.contains("DejaVuSans") && names.contains("DejaVuSans-Bold") && names.contains("DejaVuSans-Oblique"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    @Test func weightsHaveApplesValues() {
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.ultraLight < .black)
    }
}
