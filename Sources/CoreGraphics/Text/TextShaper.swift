// Vitrine — Apache License 2.0
// HarfBuzz turns characters into positioned glyphs: ligatures, Arabic joining forms,
// mark positioning (e + U+0301), right-to-left order. Text is passed as UTF-16 so that
// cluster values are UTF-16 offsets, the indices NSString and NSRange use. The HarfBuzz
// calls are HarfBuzzBuffer's and HarfBuzzFont's (Internals/).
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
        guard !range.isEmpty, utf16.baseAddress != nil, let buffer = HarfBuzzBuffer() else { return [] }
        buffer.addUTF16(utf16, range: range)
        buffer.guessSegmentProperties()
        if let direction {
            buffer.setDirection(rightToLeft: direction == .rightToLeft)
        }
        // 26.6 fixed point of points: HarfBuzz's OpenType functions scale linearly, so the
        // same advances serve every device scale.
        // Clamped: a NaN or enormous size must not trap in the conversion.
        let scale = pointSize.isFinite ? Int32((min(max(pointSize, 0), 1e6) * 64).rounded()) : 0
        face.lock.withLock {
            face.harfBuzz.setScale(scale)
            face.harfBuzz.shape(buffer)
        }
        return buffer.glyphs(unitsPerPoint: 64)
    }

    /// Shapes a whole string (convenience for measurement and tests).
    public static func shape(_ text: String, face: FontFace, pointSize: CGFloat) -> [ShapedGlyph] {
        let utf16 = Array(text.utf16)
        return utf16.withUnsafeBufferPointer { shape($0, range: 0..<utf16.count, face: face, pointSize: pointSize) }
    }

    /// The Unicode script of `scalar` as HarfBuzz knows it (an ISO 15924 tag).
    static func script(of scalar: UInt32) -> UnicodeScript {
        UnicodeScript(of: scalar)
    }

    /// True for scripts that take their neighbours' script (spaces, digits, punctuation, marks).
    static func isNeutral(_ script: UnicodeScript) -> Bool {
        script.isNeutral
    }

    /// The direction a script is written in, nil for neutral ones.
    static func direction(of script: UnicodeScript) -> Direction? {
        if isNeutral(script) { return nil }
        return script.isRightToLeft ? .rightToLeft : .leftToRight
    }
}
