// Vitrine — Apache License 2.0

/// The look of the status bar (`preferredStatusBarStyle`). A kiosk has no status bar; the
/// type is here for code that names it. The raw values are UIKit's.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
