// Vitrine — Apache License 2.0
// libFuzzer harness: a font loaded from bytes (FreeType opens it, HarfBuzz shapes with
// it), then a line shaped and its glyphs rasterized and outlined, as a label draws it.
import CoreGraphics

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard let face = try? FontFace(data: bytes, label: "fuzz.ttf") else { return 0 }
    // Latin with accents, a ligature candidate, Arabic (right to left, joined) and Han.
    let glyphs = TextShaper.shape("Hé ffi ß — مرحبا 漢字", face: face, pointSize: 17)
    let path = CGMutablePath()
    for shaped in glyphs.prefix(32) {
        _ = GlyphRasterizer.mask(face: face, glyph: shaped.glyph, pixelSize26_6: 17 * 64, subpixel: 1)
        GlyphRasterizer.appendOutline(of: shaped.glyph, face: face, pointSize: 17, transform: .identity, to: path)
    }
    // Glyphs the text did not reach, by number: a font's tables may disagree with its cmap.
    for glyph in UInt32(0)..<4 {
        _ = GlyphRasterizer.mask(face: face, glyph: glyph, pixelSize26_6: 40 * 64, subpixel: 0)
    }
    return 0
}
