// Vitrine — Apache License 2.0
// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
//
// The controller that presents is, as in UIKit, not always the one asked: a request goes
// up to the outermost container (a child asks its navigation controller …), or for the
// current-context styles to the nearest ancestor whose `definesPresentationContext` is
// true. Appearance callbacks come in this order (the presenting controller takes part
// only for the styles that remove its views, `.fullScreen` and `.currentContext`):
//   present: presenting.viewWillDisappear, presented.viewWillAppear, (animation),
//            presenting.viewDidDisappear, presented.viewDidAppear, completion;
//   dismiss: presented.viewWillDisappear, presenting.viewWillAppear, (animation),
//            presented.viewDidDisappear, presenting.viewDidAppear, completion.
// Both controllers' `transitionCoordinator` is the transition's from before the `will`
// callbacks until the `did` ones: alongside closures run in an animation of the
// transition's duration and curve started with it, completions before the `did` callbacks.
// Without animation it all happens before the call returns; with it, the `did`
// callbacks and the completion come from the animation's end on the frame clock.

extension UIViewController {
    /// The controller this one (or one of its ancestors) presented, if any.
    public var presentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presented = current.presentedController { return presented }
            controller = current.parentController
        }
        return nil
    }

    /// The controller that presented this one (or one of its ancestors), if any.
    public var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenting = current.presentingController { return presenting }
            controller = current.parentController
        }
        return nil
    }

    /// Whether the controller is being presented: true from `present` until the
    /// presentation finishes (in `viewWillAppear`/`viewDidAppear`).
    public var isBeingPresented: Bool { isInPresentationTransition }

    /// Whether the controller is being dismissed: true from `dismiss` until the
    /// dismissal finishes (in `viewWillDisappear`/`viewDidDisappear`).
    public var isBeingDismissed: Bool { isInDismissalTransition }

    /// What `present(_:animated:completion:)` does.
    func presentController(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        let presenter = presentationContextController(for: presented.modalPresentationStyle)
        guard presented !== presenter, presented.presentingController == nil, presented.parentController == nil else {
            viewControllerLogger.error("Application tried to present \(type(of: presented)), which is already presented or is a child view controller; it is not presented")
            return
        }
        guard presenter.presentedController == nil else {
            viewControllerLogger.warning("Attempt to present \(type(of: presented)) on \(type(of: presenter)), which is already presenting \(type(of: presenter.presentedController!)); ignored")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            viewControllerLogger.warning("Attempt to present \(type(of: presented)) on \(type(of: presenter)), whose view is not in the window hierarchy; ignored")
            return
        }
        let fillsWindow = presenter.parentController == nil || presenter.modalPresentationStyleCoversWindow(presented.modalPresentationStyle)
        let area = fillsWindow ? window.bounds : presenterView.convert(presenterView.bounds, to: window)
        let presentation = ModalPresentation(presented: presented, presenting: presenter, source: self, window: window, area: area)
        presenter.presentedController = presented
        presented.presentingController = presenter
        presented.presentation = presentation
        presented.isInPresentationTransition = true
        presented.loadViewIfNeeded()

        // Both controllers read it from `transitionCoordinator` until the presentation ends.
        let coordinator = ContainerTransitionCoordinator(
            containerView: presentation.containerView, animated: flag && UIView.areAnimationsEnabled,
            duration: presentation.animationDuration(appearing: true), from: presenter, to: presented)
        presentation.transitionCoordinator = coordinator
        let participants = [presenter, presented]
        for controller in participants { controller.activeTransitionCoordinator = coordinator }

        let coversPresenter = presentation.removesPresenterView && presenter.appearanceState != .disappeared
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        presentation.present(animated: flag) {
            coordinator.finish(clearingFrom: participants)
            if presentation.transitionWasCancelled {
                // A cancelled custom presentation: nothing is presented, the appearance
                // calls are reversed and the completion does not run.
                presenter.presentedController = nil
                presented.presentingController = nil
                presented.presentation = nil
                presented.isInPresentationTransition = false
                presented.beginAppearanceTransition(false, animated: flag)
                if coversPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
                presented.endAppearanceTransition()
                if coversPresenter { presenter.endAppearanceTransition() }
                return
            }
            if coversPresenter {
                presentation.removePresenterView()
                presenter.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            presented.isInPresentationTransition = false
            completion?()
        }
        coordinator.animateAlongside()
    }

    /// What `dismiss(animated:completion:)` does.
    func dismissPresentedChain(animated flag: Bool, completion: (() -> Void)?) {
        let root = outermostContainer
        let presenter: UIViewController
        if root.presentedController != nil {
            presenter = root
        } else if let presenting = root.presentingController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        var chain: [UIViewController] = []
        var next = presenter.presentedController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedController
        }
        guard let top = chain.last, let topPresentation = top.presentation,
              !chain.contains(where: { $0.presentation?.isAnimating == true }) else {
            viewControllerLogger.warning("Attempt to dismiss from \(type(of: self)) while a transition is in progress; ignored")
            return
        }
        for controller in chain { controller.isInDismissalTransition = true }
        let coordinator = ContainerTransitionCoordinator(
            containerView: topPresentation.containerView, animated: flag && UIView.areAnimationsEnabled,
            duration: topPresentation.animationDuration(appearing: false), from: top, to: presenter)
        topPresentation.transitionCoordinator = coordinator
        let participants = chain + [presenter]
        for controller in participants { controller.activeTransitionCoordinator = coordinator }
        for controller in chain.reversed() { controller.beginAppearanceTransition(false, animated: flag) }
        // The controllers between the presenter and the top one go now, under the top one;
        // the presenter's view, if the first presentation took it out, comes back below it.
        for controller in chain.dropLast() { controller.presentation?.containerView.removeFromSuperview() }
        let firstPresentation = chain[0].presentation
        let uncoversPresenter = firstPresentation?.removedPresenterView != nil
        firstPresentation?.restorePresenterView(below: topPresentation.containerView)
        if uncoversPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
        topPresentation.dismiss(animated: flag) {
            coordinator.finish(clearingFrom: participants)
            if topPresentation.transitionWasCancelled {
                topPresentation.transitionWasCancelled = false
                return chain[0].cancelDismissal(of: chain, by: presenter, uncoveringPresenter: uncoversPresenter, animated: flag)
            }
            for controller in chain.reversed() {
                controller.viewIfLoaded?.removeFromSuperview()
                controller.endAppearanceTransition()
            }
            if uncoversPresenter { presenter.endAppearanceTransition() }
            for controller in chain {
                controller.presentingController?.presentedController = nil
                controller.presentingController = nil
                controller.presentation = nil
                controller.isInDismissalTransition = false
            }
            completion?()
        }
        coordinator.animateAlongside()
    }

    /// Puts back what a cancelled dismissal of `chain` took apart: the presentations
    /// under the top one, the presenter's view taken out again; the appearance calls are
    /// reversed and the completion does not run.
    private func cancelDismissal(of chain: [UIViewController], by presenter: UIViewController,
                                 uncoveringPresenter: Bool, animated flag: Bool) {
        guard let topContainer = chain.last?.presentation?.containerView else { return }
        for controller in chain.dropLast() {
            if let container = controller.presentation?.containerView {
                topContainer.superview?.insertSubview(container, belowSubview: topContainer)
            }
        }
        if uncoveringPresenter { chain[0].presentation?.removePresenterView() }
        for controller in chain { controller.isInDismissalTransition = false }
        for controller in chain.reversed() { controller.beginAppearanceTransition(true, animated: flag) }
        if uncoveringPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        for controller in chain.reversed() { controller.endAppearanceTransition() }
        if uncoveringPresenter { presenter.endAppearanceTransition() }
    }

    // MARK: - Helpers

    /// The controller at the top of this one's chain of containers.
    var outermostContainer: UIViewController {
        var controller = self
        while let parent = controller.parentController { controller = parent }
        return controller
    }

    /// The controller that presents a controller of `style` asked of this one.
    private func presentationContextController(for style: UIModalPresentationStyle) -> UIViewController {
        guard style == .currentContext || style == .overCurrentContext else { return outermostContainer }
        var controller: UIViewController? = self
        while let current = controller {
            if current.definesPresentationContext { return current }
            controller = current.parentController
        }
        return outermostContainer
    }

    /// Whether a presentation of `style` by this controller covers the window rather than
    /// only this controller's view.
    private func modalPresentationStyleCoversWindow(_ style: UIModalPresentationStyle) -> Bool {
        style != .currentContext && style != .overCurrentContext
    }
}
