// Vitrine — Apache License 2.0
// An image set in a line of text (UIKit's NSTextAttachment, in Core Graphics terms). A run
// whose style carries one lays out each of its characters (the attachment character,
// U+FFFC) as a box as wide as `bounds` instead of shaping it: the box sits on the baseline,
// raised by `bounds.origin.y`, and the line grows to hold it. The image is drawn upright
// in the box; an inserted ellipsis in such a run's style is still drawn as text.

/// An image that takes the place of a character in text layout.
public struct InlineImage: Sendable, Hashable {
    /// The image drawn in the box; nil keeps the space empty.
    public var image: CGImage?
    /// The box in text coordinates (y up from the baseline, as TextKit's attachment bounds):
    /// `origin.y` raises the box's bottom above the baseline (below when negative) and
    /// `origin.x` shifts the image from the pen.
    public var bounds: CGRect
    /// Space before and after the box (TextKit's `lineLayoutPadding`).
    public var padding: CGFloat

    /// An image in `bounds` with `padding` on each side; non-finite values become zero, as
    /// do negative sizes and padding.
    public init(image: CGImage?, bounds: CGRect, padding: CGFloat = 0) {
        self.image = image
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -1e5), 1e5) : 0 }
        self.bounds = CGRect(x: finite(bounds.origin.x), y: finite(bounds.origin.y),
                             width: max(finite(bounds.width), 0), height: max(finite(bounds.height), 0))
        self.padding = max(finite(padding), 0)
    }

    /// How far the pen moves past the box: its width and the padding on both sides.
    var advance: CGFloat { bounds.width + 2 * padding }
    /// How far the box reaches above the baseline.
    var ascent: CGFloat { bounds.origin.y + bounds.height }
    /// How far the box reaches below the baseline (positive).
    var descent: CGFloat { -bounds.origin.y }

    /// Two inline images are equal when they show the same image object in the same box.
    public static func == (lhs: InlineImage, rhs: InlineImage) -> Bool {
        lhs.image === rhs.image && lhs.bounds == rhs.bounds && lhs.padding == rhs.padding
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(image.map(ObjectIdentifier.init))
        hasher.combine(bounds.origin.x)
        hasher.combine(bounds.origin.y)
        hasher.combine(bounds.width)
        hasher.combine(bounds.height)
        hasher.combine(padding)
    }

    /// The glyphs of `range`: one box per character (a surrogate pair is one), each as wide
    /// as the box and its padding, in logical order.
    func glyphs(_ utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> [ShapedGlyph] {
        range.compactMap { offset in
            (0xDC00...0xDFFF).contains(utf16[offset]) && offset > range.lowerBound ? nil
                : ShapedGlyph(glyph: 0, cluster: offset, advance: advance, xOffset: 0, yOffset: 0)
        }
    }

    /// The box's rectangle in y-down user space for a glyph whose baseline point is `(x, y)`.
    func rect(penX x: CGFloat, baseline y: CGFloat) -> CGRect {
        CGRect(x: x + padding + bounds.origin.x, y: y - ascent, width: bounds.width, height: bounds.height)
    }
}
