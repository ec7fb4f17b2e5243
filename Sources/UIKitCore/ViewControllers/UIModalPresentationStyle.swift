// Vitrine — Apache License 2.0

/// How a presented view controller covers the screen (`modalPresentationStyle`). The raw
/// values are UIKit's.
public enum UIModalPresentationStyle: Int, Sendable {
    /// UIKit picks: `.pageSheet` for an ordinary view controller.
    case automatic = -2
    /// No adaptation; only meaningful to an adaptive-presentation delegate.
    case none = -1
    /// The presented view covers the screen; the presenting controller's views are removed
    /// once the presentation finishes.
    case fullScreen = 0
    /// A page-sized card over a dimmed background on a large screen; a sheet from near the
    /// top on a narrow one.
    case pageSheet = 1
    /// A smaller centred card (`preferredContentSize`) on a large screen; a sheet from near
    /// the top on a narrow one.
    case formSheet = 2
    /// Covers the content of the controller that defines the presentation context, and
    /// removes its views, as `.fullScreen` does for the screen.
    case currentContext = 3
    /// A custom presentation, placed by the presentation controller the
    /// `transitioningDelegate` supplies; without one, shown as `.overFullScreen`.
    case custom = 4
    /// The presented view covers the screen; the views beneath stay, so transparent parts
    /// of the presented view show them.
    case overFullScreen = 5
    /// Covers the content of the controller that defines the presentation context,
    /// leaving the views beneath in place.
    case overCurrentContext = 6
    /// A card with an arrow pointing at its source (`popoverPresentationController`) at
    /// regular width; a sheet at compact width unless the presentation controller's
    /// delegate keeps the popover.
    case popover = 7
}
