// Vitrine — Apache License 2.0

/// How string drawing and measuring treat the rectangle (Apple's raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The rectangle's origin is the top-left of the first line and text wraps at its width;
    /// without it the origin is the baseline of one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph image bounds instead of typographic bounds (accepted; typographic bounds are used).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits gets an ellipsis when text is left out.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
