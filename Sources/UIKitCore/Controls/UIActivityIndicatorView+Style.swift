// Vitrine — Apache License 2.0

extension UIActivityIndicatorView {
    /// The indicator's size and, for the deprecated styles, its colour. UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A 20 × 20 point indicator.
        case medium = 100
        /// A 37 × 37 point indicator.
        case large = 101
        /// Large and white (before iOS 13); now `.large` with a white `color`.
        @available(*, deprecated, message: "use .large and set color")
        case whiteLarge = 0
        /// Medium and white (before iOS 13); now `.medium` with a white `color`.
        @available(*, deprecated, message: "use .medium and set color")
        case white = 1
        /// Medium and gray (before iOS 13); now `.medium`.
        @available(*, deprecated, message: "use .medium")
        case gray = 2

        /// The side of the square indicator: 20 points for the medium styles and 37 for the
        /// large ones, the sizes Apple's UIActivityIndicatorView reports as its
        /// intrinsicContentSize for each style.
        var side: CGFloat {
            isLarge ? 37 : 20
        }

        var isLarge: Bool {
            rawValue == Style.large.rawValue || rawValue == 0 /* whiteLarge */
        }

        /// The colour the style starts with: white for the old white styles, else a gray
        /// that reads on light and dark backgrounds (iOS uses a secondary-label gray).
        var defaultColor: UIColor {
            rawValue == 0 || rawValue == 1 ? .white : .systemGray
        }
    }
}
