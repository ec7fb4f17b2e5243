// Vitrine — Apache License 2.0

extension UIBarButtonItem {
    /// How a bar button item's title is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The regular weight; the default.
        case plain = 0
        /// Deprecated in UIKit; drawn like `.plain`.
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// A semibold title, for the item that completes a task.
        case done = 2
    }
}
