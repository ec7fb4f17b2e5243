// Vitrine — Apache License 2.0

/// An object that drives a custom transition as the user interacts (a pan that pushes,
/// pops or dismisses). A navigation controller's delegate
/// (`navigationController(_:interactionControllerFor:)`) or a transitioning delegate
/// (`interactionControllerForPresentation(using:)`, `…ForDismissal(using:)`) supplies it
/// with an animator; the transition then starts with `startInteractiveTransition(_:)`
/// instead of the animator's `animateTransition(using:)`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the object reports its progress through the context's
    /// `updateInteractiveTransition(_:)` and ends it with `finishInteractiveTransition()`
    /// or `cancelInteractiveTransition()`, then `completeTransition(_:)`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends; 1 by default.
    var completionSpeed: CGFloat { get }
    /// The pacing of the rest of the transition once the interaction ends; `.easeInOut` by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true by default) or animates until paused.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
