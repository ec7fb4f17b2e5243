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
}
