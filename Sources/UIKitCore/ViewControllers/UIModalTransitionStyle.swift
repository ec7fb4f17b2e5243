// Vitrine — Apache License 2.0

/// The animation that presents and dismisses a view controller (`modalTransitionStyle`).
/// The raw values are UIKit's.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; dismissal slides it back down.
    case coverVertical = 0
    /// The screen turns over from right to left to show the presented view. Vitrine plays
    /// the window's flip transition (`UIView.AnimationOptions.transitionFlipFromRight`).
    case flipHorizontal = 1
    /// The presented view fades in; dismissal fades it out.
    case crossDissolve = 2
    /// The presenting view's page curls up to show the presented one. Vitrine plays the
    /// window's curl transition (`.transitionCurlUp`, `.transitionCurlDown` on dismissal)
    /// over the whole screen.
    case partialCurl = 3
}
