// Vitrine — Apache License 2.0

extension UIMenuElement {
    /// Whether a menu element shows as on (a checkmark), off or mixed.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
