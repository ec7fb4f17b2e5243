// Vitrine — Apache License 2.0
// Swift Foundation on Linux has NSAttributedString and its Key type but none of UIKit's
// keys; these are UIKit's, with Apple's raw values.

extension NSAttributedString.Key {
    /// The font (a `UIFont`); default the system font at 12 points.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (a `UIColor`); default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`); default none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's layout (an `NSParagraphStyle`); default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number); default 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Underlines the text (an `NSUnderlineStyle` raw value as a number); default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (a `UIColor`); default the text colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// Strikes the text through (an `NSUnderlineStyle` raw value as a number); default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (a `UIColor`); default the text colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A shadow under the text (an `NSShadow`); default none.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Points the text sits above the baseline, below when negative (a number); default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Points added between characters, as `kern` but taking precedence over it (a number;
    /// iOS 14); default 0.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// A URL or string the text links to. Kept for the app (a text view's delegate hears
    /// taps on it); labels draw it as the text's other attributes say.
    public static let link = NSAttributedString.Key("NSLink")
    /// An image laid out in place of the character (an `NSTextAttachment`, on the attachment
    /// character U+FFFC); default none.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    // Kept for code that sets them and not drawn: outlined text, slant, width, ligature
    // control, writing direction overrides, vertical glyphs and text effects.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
}
