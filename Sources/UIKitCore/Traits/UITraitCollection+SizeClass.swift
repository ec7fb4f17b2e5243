// Vitrine — Apache License 2.0
// Size classes from a window's size in points. Apple publishes the classes per device and
// orientation (HIG, "Layout", "Device size classes") but no threshold. Vitrine uses the
// breakpoints of the Android/Material window size classes (developer.android.com,
// "Use window size classes": width < 600 dp compact, height < 480 dp compact), which give
// iOS's answers for every iPad size and split (regular × regular full screen, compact
// width in Slide Over and narrow splits) and for iPhones in portrait (compact × regular)
// and landscape heights (compact). One difference: an iPhone in landscape that is 600 pt
// or wider is regular wide here; iOS says so only for the Plus/Max models. A kiosk panel
// (1280 × 800 at scale 1) is regular × regular, like an iPad.

extension UITraitCollection {
    /// Widths from this many points up are regular.
    static let regularWidth: CGFloat = 600
    /// Heights from this many points up are regular.
    static let regularHeight: CGFloat = 480

    /// The horizontal and vertical size classes of a window of `size` points.
    static func sizeClasses(for size: CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        (size.width >= regularWidth ? .regular : .compact, size.height >= regularHeight ? .regular : .compact)
    }
}
