// Vitrine — Apache License 2.0
// Apple's option set and raw values (NSUnderlineStyleSingle 0x01, Thick 0x02, Double 0x09,
// patterns in 0x0F00, byWord 0x8000). Patterns (dots, dashes) and byWord are accepted and
// drawn as solid lines under every character.

/// How an underline or strikethrough is drawn.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the pattern default).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line (drawn solid here).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line (drawn solid here).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots (drawn solid here).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots (drawn solid here).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not spaces (drawn under everything here).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The decoration this style draws, nil for none (a raw value with no line bits).
    var decoration: TextDecoration.Pattern? {
        switch rawValue & 0x0F {
        case 0: nil
        case NSUnderlineStyle.double.rawValue & 0x0F: .double
        case let bits where bits & NSUnderlineStyle.thick.rawValue != 0: .thick
        default: .single
        }
    }
}
