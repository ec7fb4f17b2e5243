// Vitrine — Apache License 2.0
import CHarfBuzz
import Foundation

/// A HarfBuzz buffer: text in, positioned glyphs out after `HarfBuzzFont.shape`.
final class HarfBuzzBuffer {
    let handle: OpaquePointer

    /// A new buffer; nil when HarfBuzz cannot allocate one.
    init?() {
        guard let handle = hb_buffer_create() else { return nil }
        self.handle = handle
    }

    deinit {
        hb_buffer_destroy(handle)
    }

    /// Adds `text[range]` with the whole of `text` as context, so cluster values are
    /// UTF-16 offsets into `text`.
    func addUTF16(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>) {
        guard let base = text.baseAddress else { return }
        hb_buffer_add_utf16(handle, base, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
    }

    /// Guesses script, language and direction from the text.
    func guessSegmentProperties() {
        hb_buffer_guess_segment_properties(handle)
    }

    /// Overrides the direction.
    func setDirection(rightToLeft: Bool) {
        hb_buffer_set_direction(handle, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    }

    /// The shaped glyphs in visual order, positions divided by `unitsPerPoint` (the
    /// font's scale per point).
    func glyphs(unitsPerPoint: CGFloat) -> [ShapedGlyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(handle, &count),
              let positions = hb_buffer_get_glyph_positions(handle, nil) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedGlyph(
                glyph: infos[i].codepoint,
                cluster: Int(infos[i].cluster),
                advance: CGFloat(positions[i].x_advance) / unitsPerPoint,
                xOffset: CGFloat(positions[i].x_offset) / unitsPerPoint,
                yOffset: CGFloat(positions[i].y_offset) / unitsPerPoint
            ))
        }
        return glyphs
    }
}
