// Vitrine — Apache License 2.0
// The sheet parts of a presentation: detents, grabber, corner radius and dimming from its
// UISheetPresentationController, and the drag that moves and dismisses it.

extension ModalPresentation {
    /// The sheet's presentation controller, when this presentation shows a sheet.
    var sheetController: UISheetPresentationController? {
        isSheet ? presented.presentationController as? UISheetPresentationController : nil
    }

    /// Whether the sheet is attached to the bottom edge (compact width) rather than a card.
    var isCompactSheet: Bool {
        isSheet && UITraitCollection.sizeClasses(for: containerView.bounds.size).horizontal != .regular
    }

    /// Sets up the sheet's look and drag once its view is in the container.
    func installSheet() {
        guard isSheet, let view = presented.viewIfLoaded else { return }
        let tracker = SheetDragTracker(presentation: self)
        view.addGestureRecognizer(tracker.recognizer)
        dragTracker = tracker
        updateCornerRadius()
        updateGrabber()
        updateDimming()
    }

    /// Takes the sheet's look and drag away (the presentation ended).
    func uninstallSheet() {
        if let tracker = dragTracker { presented.viewIfLoaded?.removeGestureRecognizer(tracker.recognizer) }
        dragTracker = nil
        grabberView?.removeFromSuperview()
        grabberView = nil
    }

    /// Puts the sheet at its selected detent, with a spring when `animated`.
    func layoutSheet(animated: Bool) {
        guard isSheet, !isAnimating, let view = presented.viewIfLoaded, view.superview === containerView else { return }
        let frame = presentedFrame
        let change = { [self] in
            view.frame = frame
            updateDimming()
        }
        if animated {
            UIView.animate(withDuration: Self.transitionDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: change)
        } else {
            change()
        }
    }

    /// Shows the dimming view, or hides it and lets touches through when the selected
    /// detent is at most the largest undimmed one.
    func updateDimming() {
        guard let dimmingView else { return }
        let dims = sheetController.map { !isCompactSheet || $0.dims(at: $0.currentDetent, containerHeight: containerView.bounds.height) } ?? true
        dimmingView.alpha = dims ? 1 : 0
        dimmingView.isUserInteractionEnabled = dims
    }

    func updateCornerRadius() {
        guard isSheet, let view = presented.viewIfLoaded else { return }
        view.layer.cornerRadius = sheetController?.preferredCornerRadius.map { max(0, $0.isFinite ? $0 : 0) } ?? Self.cardCornerRadius
    }

    /// The grabber's size and its offset from the sheet's top edge.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopOffset: CGFloat = 5

    /// Adds or removes the grabber as the sheet's `prefersGrabberVisible` says.
    func updateGrabber() {
        let wanted = sheetController?.prefersGrabberVisible == true
        guard wanted, let view = presented.viewIfLoaded else {
            grabberView?.removeFromSuperview()
            grabberView = nil
            return
        }
        let grabber = grabberView ?? UIView()
        let size = Self.grabberSize
        grabber.frame = CGRect(x: ((view.bounds.width - size.width) / 2).rounded(.down), y: Self.grabberTopOffset,
                               width: size.width, height: size.height)
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = size.height / 2
        view.addSubview(grabber)
        grabberView = grabber
    }
}
