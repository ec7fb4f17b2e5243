// Vitrine — Apache License 2.0

/// What a presentation controller tells its delegate when the user tries to dismiss the
/// presented controller by pulling its sheet down. Every method is optional (the defaults
/// allow the dismissal and do nothing).
///
/// Order for a sheet pulled down past its lowest position and released: the presentation
/// asks `presentationControllerShouldDismiss(_:)`; on true, `presentationControllerWillDismiss(_:)`,
/// the dismissal animation, then `presentationControllerDidDismiss(_:)`; on false, or when
/// the presented controller's `isModalInPresentation` is true,
/// `presentationControllerDidAttemptToDismiss(_:)` and the sheet goes back. None is called
/// for a dismissal made in code (`dismiss(animated:completion:)`), as on iOS.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the sheet may be dismissed by the user's gesture.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user's gesture is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user's gesture dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss the sheet, and it stayed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to show a popover in at compact width (the only size class where a
    /// popover adapts); `.none` keeps the popover. By default the answer of
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to show a popover in at compact width; `.none` keeps the popover. By
    /// default a sheet (`.formSheet`, which is a sheet from near the top at compact width).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentationStyle == .popover ? .formSheet : controller.presentationStyle
    }
}
