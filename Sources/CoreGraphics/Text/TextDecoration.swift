// Vitrine — Apache License 2.0
// Underlines and strikethroughs in Core Graphics terms; UIKit maps NSUnderlineStyle onto
// these. The line's position and thickness come from the run's size, so a 17 pt and a
// 34 pt run on one line each get their own weight of line.

/// A line drawn under or through a run of glyphs.
public struct TextDecoration: Sendable, Hashable {
    /// How many lines, and how heavy.
    public enum Pattern: Sendable, Hashable {
        /// One line of the font's underline thickness.
        case single
        /// One line twice as thick.
        case thick
        /// Two lines of the single thickness, one thickness apart.
        case double
    }

    /// How many lines, and how heavy.
    public var pattern: Pattern
    /// The line colour; nil takes the run's text colour.
    public var color: CGColor?

    /// A decoration of `pattern` in `color` (nil: the text colour).
    public init(pattern: Pattern = .single, color: CGColor? = nil) {
        self.pattern = pattern
        self.color = color
    }

    // DejaVu Sans's post table: underline 130/2048 em below the baseline, 90/2048 em thick.
    // The FreeType face does not expose the post table here; these ratios suit the
    // system fonts, which all share DejaVu's metrics.
    static let underlineOffset: CGFloat = 130.0 / 2048
    static let thickness: CGFloat = 90.0 / 2048
}
