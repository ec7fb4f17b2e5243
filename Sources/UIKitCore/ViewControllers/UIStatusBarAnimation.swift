// Vitrine — Apache License 2.0

/// How the status bar animates a change of its look (`preferredStatusBarUpdateAnimation`).
/// A kiosk has no status bar; the type is here for code that names it. The raw values are UIKit's.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The bar fades in and out.
    case fade = 1
    /// The bar slides in and out.
    case slide = 2
}
