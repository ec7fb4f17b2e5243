// Vitrine — Apache License 2.0

extension UIProgressView {
    /// The look of a progress view. UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard bar, with round ends.
        case `default` = 0
        /// The bar used in toolbars, with square ends.
        case bar = 1
    }
}
