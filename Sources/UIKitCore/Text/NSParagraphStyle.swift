// Vitrine — Apache License 2.0
// Swift Foundation on Linux has no NSParagraphStyle; this is UIKit's, with the layout
// fields Vitrine's text layout uses. The immutable class has read-only properties; the
// mutable subclass overrides them as settable, as in Apple's API.

/// A paragraph's layout: alignment, line breaking, spacing and indents.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Sendable: the immutable class never changes after init; mutable copies are new objects.

    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
    }
    var values = Values()

    /// The default style: natural alignment, word wrapping, no spacing, no indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The default style.
    public override init() {}

    /// Where lines sit between the margins.
    open var alignment: NSTextAlignment { values.alignment }
    /// What happens to text wider than its line.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Points between the bottom of one line and the top of the next, within a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Indent of the first line from the leading margin.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Indent of the other lines from the leading margin.
    open var headIndent: CGFloat { values.headIndent }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Styles are equal when every setting is.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// A hash of the settings.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.alignment)
        hasher.combine(values.lineBreakMode)
        hasher.combine(values.lineSpacing)
        return hasher.finalize()
    }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    // Each setter mirrors the read-only property it overrides; negative spacings and
    // indents are clamped to 0, as UIKit documents them as non-negative.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = max(newValue, 0) }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = max(newValue, 0) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = max(newValue, 0) }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = max(newValue, 0) }
    }

    /// Copies every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        values = other.values
    }
}
