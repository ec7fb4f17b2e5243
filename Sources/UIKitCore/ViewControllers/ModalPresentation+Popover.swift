// Vitrine — Apache License 2.0
// The popover parts of a presentation: the card and arrow placed beside the source
// (PopoverPlacement.swift), the clear view behind that turns a tap outside into a
// dismissal the delegate may refuse, and the arrow of a regular-width action sheet.
// A popover fades in and out in 0.2 s (Vitrine's value; UIKit does not document it). A
// `.popover` controller with no preferred content size is 320 × 480 points, shrunk to the
// room there is (Vitrine's size; UIKit documents none).

extension ModalPresentation {
    static let popoverFadeDuration: TimeInterval = 0.2
    static let popoverDefaultContentSize = CGSize(width: 320, height: 480)

    /// The popover settings of the presented controller, when it shows as a popover (a
    /// `.popover` controller kept a popover, or a regular-width action sheet).
    var popoverController: UIPopoverPresentationController? {
        presented.presentationController as? UIPopoverPresentationController
    }

    /// The style a `.popover` request turns into in a container of `size`: a popover at
    /// regular width; at compact width what the delegate answers (`.none` keeps the
    /// popover), a sheet by default.
    static func adaptedPopoverStyle(for presented: UIViewController, in size: CGSize) -> UIModalPresentationStyle {
        let (horizontal, _) = UITraitCollection.sizeClasses(for: size)
        guard horizontal == .compact, let controller = presented.presentationController else { return .popover }
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                    UITraitCollection(verticalSizeClass: UITraitCollection.sizeClasses(for: size).vertical)])
        let adapted = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits) ?? .formSheet
        if adapted == .none || adapted == .popover { return .popover }
        return effectiveStyle(adapted, in: size)
    }

    /// The view behind a popover that takes the taps outside it, except on passthrough views.
    func makePopoverBackdrop() -> UIView {
        let backdrop = PresentationDimmingView(frame: containerView.bounds)
        backdrop.backgroundColor = .clear
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.onTap = { [weak self] in self?.popoverTappedOutside() }
        backdrop.letsTouchThrough = { [weak self, weak backdrop] point in
            guard let self, let backdrop, let views = popoverController?.passthroughViews else { return false }
            return views.contains { view in
                view.window != nil && view.bounds.contains(backdrop.convert(point, to: view))
            }
        }
        return backdrop
    }

    /// The content size the popover asks for: the presented controller's preferred size,
    /// or the default.
    var popoverContentSize: CGSize {
        let preferred = presented.preferredContentSize
        return preferred.width > 0 && preferred.height > 0 ? preferred : Self.popoverDefaultContentSize
    }

    /// The popover's colour: the controller's, else the system background.
    var popoverColor: UIColor { popoverController?.backgroundColor ?? .systemBackground }

    /// Puts the presented view in a popover card beside its source and the card in the
    /// container, then fades it in when `animated`.
    func presentPopover(_ view: UIView, animated: Bool, finished: @escaping () -> Void) {
        guard let window, let popoverView else { return finished() }
        if let popover = popoverController {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
            addSiblingBarItems(of: popover)
        }
        popoverView.cardView.addSubview(view)
        containerView.addSubview(popoverView)
        let animates = animated && UIView.areAnimationsEnabled
        // In the window first: the source is found through it.
        UIView.performWithoutAnimation {
            if animates { popoverView.alpha = 0 }
            window.addSubview(containerView)
            layoutPopover()
            view.frame = popoverView.cardView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if let popover = popoverController, popover.sourceFrame(in: containerView) == nil {
            // UIKit raises an exception for a popover without a source.
            viewControllerLogger.error("A popover needs a sourceView or a barButtonItem shown in this window; \(type(of: presented)) is centred without an arrow")
        }
        guard animates else { return finished() }
        isAnimating = true
        UIView.animate(withDuration: Self.popoverFadeDuration, delay: 0, options: .curveEaseInOut, animations: {
            popoverView.alpha = 1
        }, completion: { [self] _ in
            isAnimating = false
            finished()
        })
    }

    /// As UIKit documents for `barButtonItem`: the item's siblings in its bar join the
    /// passthrough views (the item itself does not: a tap on it dismisses the popover).
    private func addSiblingBarItems(of popover: UIPopoverPresentationController) {
        guard let item = popover.barButtonItem, let bar = item.shownView?.superview else { return }
        let items: [UIBarButtonItem]
        if let navigationBar = bar as? UINavigationBar {
            items = (navigationBar.topItem?.leftBarButtonItems ?? []) + (navigationBar.topItem?.rightBarButtonItems ?? [])
        } else if let toolbar = bar as? UIToolbar {
            items = toolbar.items ?? []
        } else {
            return
        }
        let siblings = items.filter { $0 !== item }.compactMap(\.shownView).filter { $0.superview === bar }
        let known = popover.passthroughViews ?? []
        popover.passthroughViews = known + siblings.filter { sibling in !known.contains { $0 === sibling } }
    }

    /// Places the popover again (presented, or its container or content size changed).
    /// A container that changed size since the last placement lets the delegate move the
    /// source first.
    func layoutPopover() {
        guard let popoverView, let popover = popoverController else { return }
        let containerSize = containerView.bounds.size
        let placedSize = popoverPlacedInSize
        popoverPlacedInSize = containerSize
        if let placedSize, placedSize != containerSize { askDelegateToReposition(popover) }
        let placement = popover.place(contentSize: popoverContentSize, in: containerView.bounds, of: containerView)
        popoverView.apply(placement, color: popoverColor)
    }

    /// Hands the delegate the source rectangle and view to change before the popover is
    /// placed again, as UIKit does after a size change; a popover anchored to a bar button
    /// item has no source view to hand.
    private func askDelegateToReposition(_ popover: UIPopoverPresentationController) {
        guard let delegate = popover.popoverDelegate, popover.barButtonItem == nil, var view = popover.sourceView else { return }
        var rect = popover.sourceRect
        withUnsafeMutablePointer(to: &rect) { rectPointer in
            withUnsafeMutablePointer(to: &view) { viewPointer in
                delegate.popoverPresentationController(popover, willRepositionPopoverTo: rectPointer, in: viewPointer)
            }
        }
        popover.sourceView = view
        popover.sourceRect = rect
    }

    /// Fades the popover out when `animated`; `end` takes the container away.
    func dismissPopover(animated: Bool, end: @escaping (Bool) -> Void) {
        guard animated, UIView.areAnimationsEnabled, containerView.window != nil, let popoverView else { return end(true) }
        isAnimating = true
        UIView.animate(withDuration: Self.popoverFadeDuration, delay: 0, options: .curveEaseInOut, animations: {
            popoverView.alpha = 0
        }, completion: { finished in
            popoverView.alpha = 1
            end(finished)
        })
    }

    /// A tap outside the popover: dismisses it unless the controller is modal in
    /// presentation or the delegate refuses (see UIPopoverPresentationControllerDelegate).
    func popoverTappedOutside() {
        guard !isAnimating, !presented.isBeingDismissed, let popover = popoverController else { return }
        let delegate = popover.delegate
        let allowed = !presented.isModalInPresentation
            && popover.popoverDelegate?.popoverPresentationControllerShouldDismissPopover(popover) != false
            && delegate?.presentationControllerShouldDismiss(popover) != false
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(popover)
            return
        }
        delegate?.presentationControllerWillDismiss(popover)
        presented.dismiss(animated: true) { [weak popover] in
            guard let popover else { return }
            popover.delegate?.presentationControllerDidDismiss(popover)
            popover.popoverDelegate?.popoverPresentationControllerDidDismissPopover(popover)
        }
    }

    /// The presented controller's preferred content size changed.
    func layoutPopoverIfShown() {
        if popoverView?.superview != nil { layoutPopover() }
    }

    /// The popover's colour changed while it is shown.
    func popoverAppearanceDidChange() {
        if popoverView != nil { layoutPopover() } else { layoutPresentedView() }
    }

    /// Gives a self-presenting controller shown as a popover (a regular-width action
    /// sheet) the arrow its placement has, or takes it away.
    func updateSelfPresentedArrow(on view: UIView) {
        guard let selfPresenting = presented as? any SelfPresentingController else { return }
        guard let color = selfPresenting.popoverArrowColor(in: containerView.bounds.size), let placement = popoverController?.placement else {
            selfPresentedArrow?.removeFromSuperview()
            return
        }
        let arrow = selfPresentedArrow ?? PopoverArrowView()
        selfPresentedArrow = arrow
        PopoverView.attachArrow(arrow, to: view, placement: placement, color: color)
    }
}
