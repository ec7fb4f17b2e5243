// Vitrine — Apache License 2.0

extension UIControl {
    /// How a control places its content vertically in its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }
}
