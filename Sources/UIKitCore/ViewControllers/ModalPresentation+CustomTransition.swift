// Vitrine — Apache License 2.0
// Custom transitions: when the presented controller's `transitioningDelegate` supplies an
// animator, the animator runs the presentation or dismissal (animated or not: it reads
// `isAnimated`), adding the presented view to the container itself as on iOS, and the
// presentation finishes when it calls `completeTransition(_:)`. Transitions are not
// interactive; an animator that completes a presentation with false is logged and the
// presentation is kept (Vitrine does not undo a presentation).

extension ModalPresentation {
    /// The view the presentation shows: the presentation controller's `presentedView`, or
    /// the presented controller's view.
    var shownView: UIView {
        presented.presentationController?.presentedView ?? presented.view
    }

    /// Runs a presentation through `animator`; `finished` runs once it completed.
    func present(with animator: any UIViewControllerAnimatedTransitioning, animated: Bool, in window: UIWindow,
                 finished: @escaping () -> Void) {
        let view = shownView
        view.frame = presentedFrame
        window.addSubview(containerView)
        isAnimating = true
        let presenter = presenting ?? presented
        let presenterFrame = presenter.viewIfLoaded.map { $0.convert($0.bounds, to: containerView) } ?? .zero
        let context = TransitionContext(
            containerView: containerView, isAnimated: animated, presentationStyle: presented.modalPresentationStyle,
            from: presenter, to: presented, fromView: removesPresenterView ? presenter.viewIfLoaded : nil, toView: view,
            initialFrames: [(presenter, presenterFrame)],
            finalFrames: [(presented, presentedFrame), (presenter, removesPresenterView ? .zero : presenterFrame)],
            completion: { [self] completed in
                isAnimating = false
                if !completed {
                    viewControllerLogger.warning("\(type(of: animator)) cancelled a presentation; Vitrine keeps it (transitions are not interactive)")
                }
                animator.animationEnded(completed)
                finished()
            })
        animator.animateTransition(using: context)
    }

    /// Runs a dismissal through `animator`; `end` runs once it completed.
    func dismiss(with animator: any UIViewControllerAnimatedTransitioning, animated: Bool, end: @escaping (Bool) -> Void) {
        isAnimating = true
        let presenter = presenting ?? presented
        let view = presented.viewIfLoaded
        let presenterView = presenter.viewIfLoaded
        let uncovered = presenterView?.window != nil && removesPresenterView ? presenterView : nil
        let context = TransitionContext(
            containerView: containerView, isAnimated: animated, presentationStyle: presented.modalPresentationStyle,
            from: presented, to: presenter, fromView: view, toView: uncovered,
            initialFrames: [(presented, view?.frame ?? .zero)],
            finalFrames: [(presenter, presenterView.map { $0.convert($0.bounds, to: containerView) } ?? .zero)],
            completion: { completed in
                animator.animationEnded(completed)
                end(true)
            })
        animator.animateTransition(using: context)
    }
}
