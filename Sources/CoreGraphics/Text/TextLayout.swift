// Vitrine — Apache License 2.0
// Text layout in user space (points, y down, origin at the top-left of the first line
// box): paragraphs → runs of one face and script (with fallback faces for characters the
// font lacks) → HarfBuzz → lines → glyph positions. Bidi is simple: a paragraph takes one
// direction from its first strong character; within a line, runs of the other direction
// keep their own internal order but are placed in the paragraph's order (no full UAX #9).
import Foundation

/// Styled text broken into lines and positioned glyphs, ready to measure or draw.
public struct TextLayout: Sendable {
    /// One placed glyph.
    public struct Glyph: Sendable, Equatable {
        /// The glyph index in `styles[style].face`.
        public var glyph: UInt32
        /// Index into `styles`.
        public var style: Int32
        /// The pen position plus the glyph's offset, from the layout's left edge, in points.
        public var x: CGFloat
        /// The baseline plus the glyph's offset, from the layout's top, in points (y down).
        public var y: CGFloat
        /// How far the pen moved after this glyph.
        public var advance: CGFloat
        /// The UTF-16 offset of the character the glyph comes from (-1 for an inserted ellipsis).
        public var cluster: Int
    }

    /// One line of glyphs.
    public struct Line: Sendable, Equatable {
        /// The line's glyphs in `glyphs`, in visual order (left to right).
        public var glyphRange: Range<Int>
        /// The characters laid out on this line (UTF-16 offsets), trailing spaces included.
        public var characterRange: Range<Int>
        /// The top of the line box.
        public var top: CGFloat
        /// The baseline, `top + ascent`.
        public var baseline: CGFloat
        /// The line box's height.
        public var height: CGFloat
        /// The left edge of the first glyph's pen position (indent and alignment applied).
        public var x: CGFloat
        /// The width of the glyphs, trailing whitespace excluded.
        public var width: CGFloat
        /// True when text was cut and an ellipsis inserted (or, when clipping, left out).
        public var isTruncated: Bool
    }

    /// How the text is fitted.
    public struct Options: Sendable, Hashable {
        /// The width lines break at; nil lays each paragraph out on one line.
        public var width: CGFloat?
        /// Lines whose bottom is below this are left out; nil keeps every line.
        public var maximumHeight: CGFloat?
        /// When lines are left out, ends the last kept line with an ellipsis.
        public var truncatesLastVisibleLine: Bool
        /// Where the last kept line loses characters: `.truncatingTail` (string drawing's
        /// `.truncatesLastVisibleLine`), `.truncatingHead` or `.truncatingMiddle` (a label's mode).
        public var lastLineTruncation: ParagraphLayoutStyle.LineBreak = .truncatingTail
        /// Adds the font's line gap to each line's height.
        public var usesFontLeading: Bool
        /// Lays out everything on one line: newlines do not start new lines.
        public var singleLine: Bool

        /// Options; by default unbounded, with the font leading.
        public init(
            width: CGFloat? = nil, maximumHeight: CGFloat? = nil, truncatesLastVisibleLine: Bool = false,
            usesFontLeading: Bool = true, singleLine: Bool = false
        ) {
            self.width = width
            self.maximumHeight = maximumHeight
            self.truncatesLastVisibleLine = truncatesLastVisibleLine
            self.usesFontLeading = usesFontLeading
            self.singleLine = singleLine
        }
    }

    /// The styles glyphs refer to: the runs' styles, plus copies with fallback faces.
    public private(set) var styles: [TextStyle] = []
    /// Every glyph, line after line.
    public private(set) var glyphs: [Glyph] = []
    /// The lines, top to bottom.
    public private(set) var lines: [Line] = []
    /// The width of the widest line (indents included) and the height of all lines.
    public private(set) var size: CGSize = .zero
    /// The glyph masks the layout was last drawn with (`CGContext.drawText`).
    let maskMemo = GlyphMaskMemo()

    /// Lays out `text` in one style.
    public init(text: String, style: TextStyle, options: Options = Options()) {
        self.init(text: text, runs: [(0..<text.utf16.count, style)], options: options)
    }

    /// Lays out `text` whose UTF-16 ranges `runs` have the given styles. Ranges should cover
    /// the text in order; characters outside every range take the first run's style.
    public init(text: String, runs: [(range: Range<Int>, style: TextStyle)], options: Options = Options()) {
        guard !runs.isEmpty else { return }
        let utf16 = Array(text.utf16)
        var builder = TextLayoutBuilder(runs: runs, options: options)
        utf16.withUnsafeBufferPointer { builder.layOut($0) }
        styles = builder.styles
        glyphs = builder.glyphs
        lines = builder.lines
        size = builder.size
    }
}
