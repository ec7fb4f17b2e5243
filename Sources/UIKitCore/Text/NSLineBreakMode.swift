// Vitrine — Apache License 2.0

/// What happens to text wider than its line (Apple's raw values). The clipping and
/// truncating modes keep each paragraph on one line.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; a word wider than the line breaks between characters.
    case byWordWrapping = 0
    /// Lines break between any two characters.
    case byCharWrapping = 1
    /// Text past the right margin is not drawn.
    case byClipping = 2
    /// The start is replaced by "…" so the end fits.
    case byTruncatingHead = 3
    /// The end is replaced by "…" so the start fits.
    case byTruncatingTail = 4
    /// The middle is replaced by "…" so both ends fit.
    case byTruncatingMiddle = 5
}
