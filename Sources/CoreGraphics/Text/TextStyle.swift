// Vitrine — Apache License 2.0
// The attributes text layout needs, in Core Graphics terms. UIKit maps `UIFont`,
// `NSParagraphStyle` and attribute dictionaries onto these.

/// How one run of characters looks.
public struct TextStyle: Sendable {
    /// The face the run is set in (characters it lacks fall back to other installed faces).
    public var face: FontFace
    /// The font size in points.
    public var pointSize: CGFloat
    /// The glyph colour; nil draws no glyphs (UIKit's default is black, chosen by the caller).
    public var color: CGColor?
    /// The colour filled behind the run's line fragment, nil for none.
    public var backgroundColor: CGColor?
    /// Points added after each character (NSAttributedString.Key.kern).
    public var kern: CGFloat
    /// The paragraph settings; the style of a paragraph's first character applies to the paragraph.
    public var paragraph: ParagraphLayoutStyle
    /// A line under the run's glyphs, nil for none.
    public var underline: TextDecoration?
    /// A line through the run's glyphs, nil for none.
    public var strikethrough: TextDecoration?
    /// Points the run's glyphs sit above the line's baseline (below when negative).
    public var baselineOffset: CGFloat = 0
    /// A shadow under the run's glyphs, nil for none.
    public var shadow: TextShadow?
    /// An image each of the run's characters is laid out and drawn as, nil for text.
    public var inlineImage: InlineImage?

    /// A run style; colour black by default.
    public init(
        face: FontFace, pointSize: CGFloat, color: CGColor? = CGColor(gray: 0, alpha: 1),
        backgroundColor: CGColor? = nil, kern: CGFloat = 0, paragraph: ParagraphLayoutStyle = ParagraphLayoutStyle(),
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil
    ) {
        self.face = face
        // Bad sizes draw nothing instead of poisoning layout with NaN.
        self.pointSize = pointSize.isFinite ? min(max(pointSize, 0), 1e6) : 0
        self.color = color
        self.backgroundColor = backgroundColor
        self.kern = kern.isFinite ? kern : 0
        self.paragraph = paragraph
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// How far the run reaches above the line's baseline, raised glyphs and inline images
    /// included.
    var lineAscent: CGFloat { max(ascent, inlineImage?.ascent ?? 0) + max(baselineOffset, 0) }
    /// How far the run reaches below the line's baseline, lowered glyphs and inline images
    /// included.
    var lineDescent: CGFloat { max(descent, inlineImage?.descent ?? 0) - min(baselineOffset, 0) }

    /// The distance from the baseline up to the top of the line box, in points.
    public var ascent: CGFloat { CGFloat(face.ascender) * pointSize / CGFloat(face.unitsPerEm) }
    /// The distance from the baseline down to the bottom of the line box, in points (positive).
    public var descent: CGFloat { -CGFloat(face.descender) * pointSize / CGFloat(face.unitsPerEm) }
    /// The font's line gap, in points.
    public var leading: CGFloat { CGFloat(face.lineGap) * pointSize / CGFloat(face.unitsPerEm) }
}

/// A shadow drawn under glyphs: offset and blur in points, as `CGContext.setShadow`.
public struct TextShadow: Sendable, Hashable {
    public var offset: CGSize
    public var blur: CGFloat
    public var color: CGColor

    public init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        self.blur = blur.isFinite ? max(blur, 0) : 0
        self.color = color
    }
}

/// How a paragraph is broken into lines and placed (NSParagraphStyle's layout fields).
public struct ParagraphLayoutStyle: Sendable, Hashable {
    /// Where lines sit between the margins.
    public enum Alignment: Sendable, Hashable {
        /// `natural` is left for left-to-right paragraphs and right for right-to-left ones.
        case left, center, right, justified, natural
    }

    /// What happens to text wider than the line.
    public enum LineBreak: Sendable, Hashable {
        case wordWrapping, charWrapping, clipping, truncatingHead, truncatingTail, truncatingMiddle

        /// Clipping and truncating modes keep each paragraph on one line.
        public var wraps: Bool { self == .wordWrapping || self == .charWrapping }
    }

    /// Where lines sit between the margins.
    public var alignment: Alignment = .natural
    /// What happens to text wider than the line.
    public var lineBreak: LineBreak = .wordWrapping
    /// Points added between the lines of a paragraph.
    public var lineSpacing: CGFloat = 0
    /// Points added after a paragraph, before the next one.
    public var paragraphSpacing: CGFloat = 0
    /// Indent of a paragraph's first line from the leading margin.
    public var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines from the leading margin.
    public var headIndent: CGFloat = 0

    /// Default settings: natural alignment, word wrapping, no spacing or indents.
    public init(
        alignment: Alignment = .natural, lineBreak: LineBreak = .wordWrapping, lineSpacing: CGFloat = 0,
        paragraphSpacing: CGFloat = 0, firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0
    ) {
        self.alignment = alignment
        self.lineBreak = lineBreak
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
    }
}
