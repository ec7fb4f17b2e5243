// Vitrine — Apache License 2.0

extension UIScrollView {
    /// The colour of the scroll indicators. UIKit's raw values.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark content (Vitrine: the dark indicator in
        /// the light appearance, the light one in the dark appearance).
        case `default` = 0
        /// Dark indicators, for light backgrounds.
        case black = 1
        /// Light indicators, for dark backgrounds.
        case white = 2
    }
}
