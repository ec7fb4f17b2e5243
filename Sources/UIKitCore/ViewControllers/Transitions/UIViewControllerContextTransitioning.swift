// Vitrine — Apache License 2.0

/// The keys of the two view controllers of a transition (Apple's raw values).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller shown at the start: the presenting one when presenting, the
    /// presented one when dismissing.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The keys of the two views of a transition (Apple's raw values).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What an animator knows about the transition it animates.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition takes place.
    var containerView: UIView { get }
    /// Whether the transition is animated (false: make the changes at once).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition (until it finishes or
    /// cancels the interaction).
    var isInteractive: Bool { get }
    /// Whether the animator ended the transition with `completeTransition(false)`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Ends the transition; the animator calls it once, when its animation ends.
    func completeTransition(_ didComplete: Bool)
    /// Reports how far an interactive transition is, 0...1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition runs to its end.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition runs back and is cancelled.
    func cancelInteractiveTransition()
    /// Reports that a running transition was paused, under the interaction's control again.
    func pauseInteractiveTransition()
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`; nil for a view that does not move (the presenting controller's
    /// view in a presentation that keeps it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of `vc`'s view at the start, in the container; `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end, in the container; `.zero` when it leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
}
