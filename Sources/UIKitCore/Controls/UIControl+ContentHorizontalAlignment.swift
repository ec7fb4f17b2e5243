// Vitrine — Apache License 2.0

extension UIControl {
    /// How a control places its content horizontally in its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        /// At the leading edge: the left, since Vitrine lays out left to right only.
        case leading = 4
        /// At the trailing edge: the right, since Vitrine lays out left to right only.
        case trailing = 5
    }
}
