// Vitrine — Apache License 2.0
// The public face of one presentation. Every presented controller has one
// (`UIViewController.presentationController`, made on first use, even before `present`,
// so a delegate can be set beforehand as on iOS): a `UISheetPresentationController` for the
// sheet styles, a `UIPopoverPresentationController` for `.popover` and action sheets, this
// class otherwise. The presentation itself (ModalPresentation.swift) fills in the
// controllers and the container view, and tells the delegate about interactive dismissals.

/// The object that manages how a presented view controller is shown: its container view,
/// the presented view's frame, and the adaptive-presentation delegate.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller being presented. Not a strong reference: the controller keeps its
    /// presentation controller (made before `present` so it can be configured), and a
    /// strong one back would keep every controller ever presented, with its views, alive.
    public unowned let presentedViewController: UIViewController
    private weak var presenting: UIViewController?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (nil when not known yet).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
    }

    /// The controller whose content is below the presented one; nil before the presentation
    /// starts when it was not given at creation.
    public internal(set) var presentingViewController: UIViewController! {
        get { presenting }
        set { presenting = newValue }
    }

    /// The view that holds the presentation's views while it is shown; nil otherwise.
    public internal(set) weak var containerView: UIView?

    /// The view that is animated in and out: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The presented view's frame in the container view at the end of the presentation;
    /// the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The style of the presentation.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The object told about the user's attempts to dismiss the presented controller.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Whether the presenting controller's view leaves the window once the presentation
    /// finished; false by default. Used for `.custom` presentations.
    open var shouldRemovePresentersView: Bool { false }

    // MARK: - Transition

    /// Called before the presentation's animation starts: add views to the container
    /// and animate them along.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation finished; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal finished; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: - Layout

    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}
