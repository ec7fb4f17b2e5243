// Vitrine — Apache License 2.0
// HarfBuzz turns characters into positioned glyphs: ligatures, Arabic joining forms,
// mark positioning (e + U+0301), right-to-left order. Text is passed as UTF-16 so that
// cluster values are UTF-16 offsets, the indices NSString and NSRange use.
import CHarfBuzz
import Foundation

/// One glyph HarfBuzz placed, in points.
public struct ShapedGlyph: Sendable, Equatable {
    /// The glyph index in its face.
    public var glyph: UInt32
    /// The UTF-16 offset of the first character this glyph comes from.
    public var cluster: Int
    /// How far the pen moves after this glyph, in points.
    public var advance: CGFloat
    /// Horizontal shift of the glyph from the pen, in points.
    public var xOffset: CGFloat
    /// Vertical shift of the glyph from the baseline, in points, positive up (HarfBuzz's sense).
    public var yOffset: CGFloat
}

/// Shapes runs of text with HarfBuzz.
public enum TextShaper {
    /// A writing direction.
    public enum Direction: Sendable, Equatable {
        case leftToRight, rightToLeft
    }

    /// Shapes `utf16[range]` in `face` at `pointSize`, with the whole of `utf16` as context
    /// (so joining across run edges is right). Script and language are guessed from the
    /// characters; `direction`, when given, overrides the direction HarfBuzz guesses from the
    /// script (it guesses left-to-right for runs of digits or punctuation).
    ///
    /// Returns glyphs in visual order (left to right), with positions in 1/64 point steps.
    public static func shape(
        _ utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, pointSize: CGFloat,
        direction: Direction? = nil
    ) -> [ShapedGlyph] {
        guard !range.isEmpty, let base = utf16.baseAddress, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, base, Int32(utf16.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_guess_segment_properties(buffer)
        if let direction {
            hb_buffer_set_direction(buffer, direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        }
        // 26.6 fixed point of points: HarfBuzz's OpenType functions scale linearly, so the
        // same advances serve every device scale.
        // Clamped: a NaN or enormous size must not trap in the conversion.
        let scale = pointSize.isFinite ? Int32((min(max(pointSize, 0), 1e6) * 64).rounded()) : 0
        face.lock.withLock {
            hb_font_set_scale(face.hbFont, scale, scale)
            hb_shape(face.hbFont, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedGlyph(
                glyph: infos[i].codepoint,
                cluster: Int(infos[i].cluster),
                advance: CGFloat(positions[i].x_advance) / 64,
                xOffset: CGFloat(positions[i].x_offset) / 64,
                yOffset: CGFloat(positions[i].y_offset) / 64
            ))
        }
        return glyphs
    }

    /// Shapes a whole string (convenience for measurement and tests).
    public static func shape(_ text: String, face: FontFace, pointSize: CGFloat) -> [ShapedGlyph] {
        let utf16 = Array(text.utf16)
        return utf16.withUnsafeBufferPointer { shape($0, range: 0..<utf16.count, face: face, pointSize: pointSize) }
    }

    /// The Unicode script of `scalar` as HarfBuzz knows it (an ISO 15924 tag).
    static func script(of scalar: UInt32) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    }

    /// True for scripts that take their neighbours' script (spaces, digits, punctuation, marks).
    static func isNeutral(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }

    /// The direction a script is written in, nil for neutral ones.
    static func direction(of script: hb_script_t) -> Direction? {
        if isNeutral(script) { return nil }
        return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL ? .rightToLeft : .leftToRight
    }
}
