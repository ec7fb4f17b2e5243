// Vitrine — Apache License 2.0
//
// Text is compared loosely, on purpose. Both sides use the same font file (fontconfig's
// "DejaVu Sans", which Cairo's toy text API also resolves through fontconfig) and the same
// size, but each rasterizes glyphs its own way: Cairo through cairo-ft with the hinting
// and subpixel positioning fontconfig's defaults select, Vitrine through its own FreeType
// settings with 1/4-pixel positions and its own glyph cache. Pixels therefore differ at
// every glyph edge, and a per-pixel tolerance would say nothing. What must agree is where
// the ink is and how much of it there is: the total ink (sum of alpha), its bounding box and
// its centroid. Cairo's CCairo module exposes no cairo-ft calls, so the faces cannot be
// shared object for object.
//
// Cairo's toy `cairo_show_text` does no shaping (no kerning, no ligatures), while Vitrine
// shapes with HarfBuzz; so Cairo is handed Vitrine's glyph IDs and pen positions
// (`cairo_show_glyphs`), and the comparison is about rasterizing and placing glyphs. Glyph
// IDs agree because both sides load the same font file.
import CCairo
import Foundation
import OracleSupport
import Testing
@testable import CoreGraphics

@Suite struct TextOracleTests {
    static let family = "DejaVu Sans"

    /// Renders the glyphs of `layout` in black at `pixelSize`, placed as Vitrine places them from `origin`.
    static func renderWithCairo(_ layout: TextLayout, pixelSize: CGFloat, origin: CGPoint, width: Int, height: Int) throws -> Bitmap {
        let canvas = try CairoCanvas(width: width, height: height)
        cairo_select_font_face(canvas.context, family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(canvas.context, pixelSize)
        cairo_set_source_rgba(canvas.context, 0, 0, 0, 1)
        let glyphs = layout.glyphs.map { cairo_glyph_t(index: UInt($0.glyph), x: origin.x + $0.x, y: origin.y + $0.y) }
        cairo_show_glyphs(canvas.context, glyphs, Int32(glyphs.count))
        try canvas.checkStatus()
        return canvas.snapshot()
    }

    @Test(arguments: [("Vitrine kiosk 0123", CGFloat(14)), ("Hamburgefonstiv", 24), ("AVWAy ffi!", 40)])
    func inkAgreesWithCairo(text: String, pixelSize: CGFloat) throws {
        let face = try #require(FontCatalog.shared.face(named: Self.family), "fontconfig has no \(Self.family)")
        #expect(face.familyName == Self.family)
        let width = Int(pixelSize * CGFloat(text.count) * 0.8) + 20, height = Int(pixelSize * 2)
        let layout = TextLayout(text: text, style: TextStyle(face: face, pointSize: pixelSize))
        #expect(!layout.glyphs.isEmpty)
        let origin = CGPoint(x: 10, y: (pixelSize * 0.4).rounded())

        let vitrine = Bitmap(width: width, height: height)!
        CGContext(bitmap: vitrine).drawText(layout, at: origin)
        let cairo = try Self.renderWithCairo(layout, pixelSize: pixelSize, origin: origin, width: width, height: height)

        let v = InkStatistics(vitrine), c = InkStatistics(cairo)
        if ProcessInfo.processInfo.environment["VITRINE_ORACLE_VERBOSE"] != nil {
            print("oracle text \(text) @\(pixelSize): vitrine \(v); cairo \(c)")
        }
        // Hinting may thicken or thin stems by a fraction of a pixel: total ink within 10 %.
        #expect(abs(v.total - c.total) <= 0.10 * c.total, "ink: vitrine \(v), cairo \(c)")
        // Same glyphs at the same origin: the ink's centre within half a pixel, its box within 2 px.
        #expect(abs(v.centroid.x - c.centroid.x) <= 0.5 && abs(v.centroid.y - c.centroid.y) <= 0.5,
                "centroid: vitrine \(v), cairo \(c)")
        #expect(abs(v.bounds.minX - c.bounds.minX) <= 2 && abs(v.bounds.maxX - c.bounds.maxX) <= 2
                && abs(v.bounds.minY - c.bounds.minY) <= 2 && abs(v.bounds.maxY - c.bounds.maxY) <= 2,
                "bounds: vitrine \(v), cairo \(c)")
        if abs(v.total - c.total) > 0.10 * c.total {
            print("oracle text: images in \(ImageComparison.writeArtifacts(name: "text-\(text)", vitrine: vitrine, cairo: cairo))")
        }
    }
}
