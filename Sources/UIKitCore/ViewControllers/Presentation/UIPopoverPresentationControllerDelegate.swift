// Vitrine — Apache License 2.0

/// What a popover presentation controller tells its delegate, besides the adaptive
/// presentation's questions. Every method is optional.
///
/// A tap outside the popover (not on a passthrough view) asks
/// `popoverPresentationControllerShouldDismissPopover(_:)` and
/// `presentationControllerShouldDismiss(_:)`; when both allow it and the presented
/// controller is not `isModalInPresentation`, `presentationControllerWillDismiss(_:)`, the
/// dismissal, then `presentationControllerDidDismiss(_:)` and
/// `popoverPresentationControllerDidDismissPopover(_:)`; otherwise
/// `presentationControllerDidAttemptToDismiss(_:)` and the popover stays.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover; true by default.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The popover is about to be placed again after its container changed size: the
    /// delegate may point `rect` (in `view`'s coordinates) and `view` at a new source.
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: AutoreleasingUnsafeMutablePointer<UIView>
    )
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: AutoreleasingUnsafeMutablePointer<UIView>
    ) {}
}
