// Vitrine — Apache License 2.0
// Custom transitions: when the presented controller's `transitioningDelegate` supplies an
// animator, the animator runs the presentation or dismissal (animated or not: it reads
// `isAnimated`), adding the presented view to the container itself as on iOS, and the
// presentation finishes when it calls `completeTransition(_:)`. When the delegate also
// supplies an interaction controller (`interactionControllerForPresentation(using:)`,
// `…ForDismissal(using:)`), the transition starts with its `startInteractiveTransition(_:)`.
// A transition completed with false is cancelled: `transitionWasCancelled` tells
// UIViewController+Presentation.swift to undo the presentation, or to keep the presented
// controller after a dismissal, as UIKit does.

extension ModalPresentation {
    /// The view the presentation shows: the presentation controller's `presentedView`, or
    /// the presented controller's view.
    var shownView: UIView {
        presented.presentationController?.presentedView ?? presented.view
    }

    /// Runs a presentation through `animator`; `finished` runs once it completed or was
    /// cancelled (`transitionWasCancelled`).
    func present(with animator: any UIViewControllerAnimatedTransitioning, animated: Bool, in window: UIWindow,
                 finished: @escaping () -> Void) {
        let view = shownView
        view.frame = presentedFrame
        window.addSubview(containerView)
        isAnimating = true
        let presenter = presenting ?? presented
        let presenterFrame = presenter.viewIfLoaded.map { $0.convert($0.bounds, to: containerView) } ?? .zero
        let interaction = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        let context = TransitionContext(
            containerView: containerView, isAnimated: animated, presentationStyle: presented.modalPresentationStyle,
            from: presenter, to: presented, fromView: removesPresenterView ? presenter.viewIfLoaded : nil, toView: view,
            initialFrames: [(presenter, presenterFrame)],
            finalFrames: [(presented, presentedFrame), (presenter, removesPresenterView ? .zero : presenterFrame)],
            animator: animator, isInteractive: interaction != nil,
            completion: { [self] completed in
                isAnimating = false
                animator.animationEnded(completed)
                if !completed {
                    transitionWasCancelled = true
                    view.removeFromSuperview()
                    containerView.removeFromSuperview()
                }
                finished()
            })
        run(animator, interaction: interaction, context: context)
    }

    /// Runs a dismissal through `animator`; `end` runs once it completed, `cancelled` when
    /// it was cancelled.
    func dismiss(with animator: any UIViewControllerAnimatedTransitioning, animated: Bool,
                 end: @escaping (Bool) -> Void, cancelled: @escaping () -> Void) {
        isAnimating = true
        let presenter = presenting ?? presented
        let view = presented.viewIfLoaded
        let presenterView = presenter.viewIfLoaded
        let uncovered = presenterView?.window != nil && removesPresenterView ? presenterView : nil
        let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        let context = TransitionContext(
            containerView: containerView, isAnimated: animated, presentationStyle: presented.modalPresentationStyle,
            from: presented, to: presenter, fromView: view, toView: uncovered,
            initialFrames: [(presented, view?.frame ?? .zero)],
            finalFrames: [(presenter, presenterView.map { $0.convert($0.bounds, to: containerView) } ?? .zero)],
            animator: animator, isInteractive: interaction != nil,
            completion: { [self] completed in
                animator.animationEnded(completed)
                guard completed else {
                    isAnimating = false
                    transitionWasCancelled = true
                    return cancelled()
                }
                end(true)
            })
        run(animator, interaction: interaction, context: context)
    }

    /// Starts the transition: through `interaction` when given, else the animator alone.
    private func run(_ animator: any UIViewControllerAnimatedTransitioning,
                     interaction: (any UIViewControllerInteractiveTransitioning)?, context: TransitionContext) {
        context.coordinator = transitionCoordinator
        transitionCoordinator?.transitionDuration = animator.transitionDuration(using: context)
        guard let interaction else { return animator.animateTransition(using: context) }
        transitionCoordinator?.isInteractive = true
        interaction.startInteractiveTransition(context)
    }
}
