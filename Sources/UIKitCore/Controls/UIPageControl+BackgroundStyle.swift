// Vitrine — Apache License 2.0

extension UIPageControl {
    /// How the page control shows the capsule behind its indicators.
    public enum BackgroundStyle: Int, Sendable {
        /// The capsule shows while the control is touched.
        case automatic
        /// The capsule always shows.
        case prominent
        /// The capsule never shows.
        case minimal
    }
}
