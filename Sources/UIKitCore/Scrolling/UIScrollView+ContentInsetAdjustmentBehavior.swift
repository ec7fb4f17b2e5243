// Vitrine — Apache License 2.0

extension UIScrollView {
    /// Which safe-area insets are added to `contentInset` to make `adjustedContentInset`.
    /// UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always vertically in a view controller's view (Vitrine:
        /// as `scrollableAxes`).
        case automatic = 0
        /// On an axis the content scrolls along (wider or taller than the view, or always
        /// bouncing on it).
        case scrollableAxes = 1
        /// Never: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }
}
