// Vitrine — Apache License 2.0

/// A presented controller that places and animates its own presentation over a dimming
/// view (UIAlertController), where other controllers get the geometry and animations of
/// their `modalPresentationStyle` and `modalTransitionStyle` (ModalPresentation.swift).
@MainActor
protocol SelfPresentingController: UIViewController {
    /// The presented view's frame in the container's `bounds`; `container` is the
    /// presentation's container view (in the window).
    func presentedViewFrame(in bounds: CGRect, of container: UIView) -> CGRect
    /// The opacity of the black dimming view behind the presented view in a container of `size`.
    func presentationDimmingAlpha(in size: CGSize) -> CGFloat
    /// Called once the presented view is in the container in the window, before its frame
    /// is set: what it does as it appears that changes its place (an alert's first text
    /// field takes the on-screen keyboard) is then part of its first frame.
    func presentedViewWillTakeItsPlace(in container: UIView)
    /// How long its appearance (`appearing`) or disappearance animation takes.
    func presentationTransitionDuration(appearing: Bool) -> TimeInterval
    /// Animates the presented view, already at its final frame in the container, and the
    /// dimming view in, running `alongside` (the transition coordinator's closures) inside
    /// the same animation; `completion` runs at the end.
    func animateAppearance(of view: UIView, dimming: UIView, in container: UIView, alongside: @escaping () -> Void,
                           completion: @escaping (Bool) -> Void)
    /// Animates the presented view and the dimming view out, running `alongside` inside the
    /// same animation; `completion` runs at the end.
    func animateDisappearance(of view: UIView, dimming: UIView, in container: UIView, alongside: @escaping () -> Void,
                              completion: @escaping (Bool) -> Void)
    /// A tap landed on the dimming view, outside the presented view.
    func dimmingViewTapped()
    /// The colour of the popover arrow the presented view has in a container of `size`;
    /// nil when it is not shown as a popover there.
    func popoverArrowColor(in size: CGSize) -> UIColor?
}

/// The dimming view behind a self-presenting controller: it takes the touches outside the
/// presented view, so nothing below hears them, and reports taps.
@MainActor
final class PresentationDimmingView: UIView {
    var onTap: (() -> Void)?
    /// Whether a touch at a point (in this view) goes to the views below instead (a
    /// popover's passthrough views).
    var letsTouchThrough: ((CGPoint) -> Bool)?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if letsTouchThrough?(point) == true { return nil }
        return super.hitTest(point, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
