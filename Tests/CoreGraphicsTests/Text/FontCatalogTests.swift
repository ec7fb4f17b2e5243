// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct FontCatalogTests {
    @Test func familyNameFindsTheRegularFace() throws {
        let face = try #require(FontCatalog.shared.face(named: "DejaVu Sans"))
        #expect(face.postScriptName == "DejaVuSans")
        #expect(face.path.hasSuffix("DejaVuSans.ttf"))
    }

    @Test func weightAndItalicPickTheClosestFaceOfTheFamily() throws {
        // fontconfig weights: 80 regular, 200 bold; slant 0 roman, 110 oblique.
        #expect(FontCatalog.shared.face(named: "DejaVu Sans", weight: 200)?.postScriptName == "DejaVuSans-Bold")
        #expect(FontCatalog.shared.face(named: "DejaVu Sans", weight: 80, italic: true)?.postScriptName == "DejaVuSans-Oblique")
        #expect(FontCatalog.shared.face(named: "DejaVu Sans", weight: 200, italic: true)?.postScriptName == "DejaVuSans-BoldOblique")
        #expect(FontCatalog.shared.face(named: "DejaVu Sans Mono")?.postScriptName == "DejaVuSansMono")
    }

    @Test func fullAndPostScriptNamesFindThatFace() {
        #expect(FontCatalog.shared.face(named: "DejaVu Sans Bold")?.postScriptName == "DejaVuSans-Bold")
        #expect(FontCatalog.shared.face(named: "DejaVuSans-Bold")?.postScriptName == "DejaVuSans-Bold")
    }

    @Test func aMissingFontIsNilNeverASubstitute() {
        #expect(FontCatalog.shared.face(named: "Helvetica Neue") == nil)
        #expect(FontCatalog.shared.face(named: "No Such Font 12345") == nil)
        #expect(FontCatalog.shared.fonts(named: "No Such Font 12345").isEmpty)
    }

    @Test func familiesListTheInstalledFonts() {
        let families = FontCatalog.shared.familyNames
        #expect(families.contains("DejaVu Sans"))
        #expect(families.contains("WenQuanYi Micro Hei"))
        #expect(families == families.sorted())
    }

    @Test func chineseFallsBackToWenQuanYi() throws {
        let dejaVu = try TextFixtures.dejaVuSans
        #expect(!dejaVu.covers("中"))
        let fallback = try #require(FontCatalog.shared.fallbackFace(for: "中"))
        #expect(fallback.familyName == "WenQuanYi Micro Hei")
        #expect(fallback.covers("中"))
    }

    /// Private-use code points mean something only in the font that defines them: an icon
    /// font installed for symbols (this machine may have one) must not stand in for text.
    @Test func privateUseCharactersNeverFallBack() {
        for scalar: Unicode.Scalar in ["\u{E000}", "\u{E5CD}", "\u{F8FF}", "\u{F0000}", "\u{10FFFD}"] {
            #expect(FontCatalog.shared.fallbackFace(for: scalar) == nil, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(!FontCatalog.isPrivateUse("\u{D7FF}") && !FontCatalog.isPrivateUse("\u{F900}") && !FontCatalog.isPrivateUse("中"))
    }

    @Test func facesAreOpenedOnce() {
        let a = FontCatalog.shared.face(named: "DejaVu Sans")
        let b = FontCatalog.shared.face(named: "DejaVuSans")
        #expect(a != nil && a === b)
    }
}
