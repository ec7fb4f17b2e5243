// Vitrine — Apache License 2.0

/// What happens to text wider than its line (Apple's raw values). The clipping and
/// truncating modes keep each paragraph on one line.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
