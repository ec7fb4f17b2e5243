// Vitrine — Apache License 2.0

/// Where lines sit between the margins (Apple's iOS raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left margin.
    case left = 0
    /// Lines are centred between the margins.
    case center = 1
    /// Lines end at the right margin.
    case right = 2
    /// Lines but the last of a paragraph are stretched to both margins.
    case justified = 3
    /// Left for left-to-right text, right for right-to-left text.
    case natural = 4
}
