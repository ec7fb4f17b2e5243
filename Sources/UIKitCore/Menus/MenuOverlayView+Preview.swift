// Vitrine — Apache License 2.0
// What a context menu shows besides its panel. A preview controller's view sits in a
// rounded card above the panel, sized by the controller's `preferredContentSize` (when
// both sides are positive; else the area's width and half its height, at most 400 × 400:
// Vitrine's choice), centred on the anchor and kept inside the window; it takes no touches
// of its own, and a tap on the card commits the preview (ContextMenuCommitAnimator). A
// targeted preview's view is drawn into an image lifted above the dimming, at the view's
// place, over its parameters' background and within their visible path; the menu then
// sits below (or above) it. The preview controller appears with the menu
// (`viewWillAppear`/`viewDidAppear`, not animated: the menu shows at once) and disappears
// when the menu closes or commits, before the commit's completions push or present it,
// which makes it appear again, as on iOS.

import QuartzCore

extension MenuOverlayView {
    static let previewCornerRadius: CGFloat = 13
    static let defaultPreviewMaximum: CGFloat = 400

    /// Shows `controller`'s view in a card above the panel; `onTap` runs when it is tapped.
    func showPreview(_ controller: UIViewController, onTap: @escaping () -> Void) {
        let card = UIView()
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = Self.previewCornerRadius
        card.clipsToBounds = true
        let view: UIView = controller.view
        previewViewWasInteractive = view.isUserInteractionEnabled
        view.isUserInteractionEnabled = false
        controller.beginAppearanceTransition(true, animated: false)
        view.removeFromSuperview()
        card.addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.addHandler { [weak self] recognizer in
            if recognizer.state == .ended { self?.onPreviewTap?() }
        }
        card.addGestureRecognizer(tap)
        insertSubview(card, belowSubview: panel)
        previewContainer = card
        previewController = controller
        onPreviewTap = onTap
        let preferred = controller.preferredContentSize
        let area = bounds.insetBy(dx: Self.windowInset, dy: Self.windowInset)
        previewSize = preferred.width > 0 && preferred.height > 0 ? preferred
            : CGSize(width: min(area.width, Self.defaultPreviewMaximum), height: min(area.height / 2, Self.defaultPreviewMaximum))
        showEntries()
        controller.endAppearanceTransition()
    }

    /// Takes the preview controller's view out of the card, taking touches again as
    /// before; the controller disappears.
    func releasePreview() {
        if let controller = previewController, let view = controller.viewIfLoaded, view.superview === previewContainer {
            controller.beginAppearanceTransition(false, animated: false)
            view.removeFromSuperview()
            view.isUserInteractionEnabled = previewViewWasInteractive
            controller.endAppearanceTransition()
        }
        previewContainer?.removeFromSuperview()
        previewContainer = nil
        previewController = nil
        onPreviewTap = nil
    }

    /// Lifts an image of `preview`'s view above the dimming, where the view is.
    func lift(_ preview: UITargetedPreview) {
        let view = preview.view
        guard view.window != nil else { return }
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let lifted = UIImageView(image: image)
        lifted.frame = view.convert(view.bounds, to: self)
        lifted.backgroundColor = preview.parameters.backgroundColor ?? .systemBackground
        if let path = preview.parameters.visiblePath {
            let mask = CAShapeLayer()
            mask.path = path.cgPath
            lifted.layer.mask = mask
        }
        lifted.isUserInteractionEnabled = false
        insertSubview(lifted, belowSubview: panel)
        liftedView = lifted
    }
}
