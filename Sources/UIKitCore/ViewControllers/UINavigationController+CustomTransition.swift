// Vitrine — Apache License 2.0
// A push or pop run by the animator the delegate supplies
// (`navigationController(_:animationControllerFor:from:to:)`). As UIKit does, the
// animator works in a container view that covers the content area under the bars (so
// that adding the incoming view does not cover the navigation bar), gets the outgoing
// view in it and adds the incoming one itself; the bar's titles cross-fade over the
// animator's duration. An animator that completes with false cancels the transition: the
// old stack comes back (UINavigationController.swift).
//
// When the delegate also supplies an interaction controller
// (`navigationController(_:interactionControllerFor:)`), the transition starts with its
// `startInteractiveTransition(_:)`: the bar's cross-fade and the coordinator's alongside
// closures then run in a paused property animator that follows the reported percentage,
// runs on to the end when the interaction finishes and back when it cancels.

/// An animator, and the interaction that drives it, chosen before the transition starts.
struct PreparedTransition {
    let animator: any UIViewControllerAnimatedTransitioning
    let interaction: (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationController {
    /// Runs the transition from `fromView` to `toView` through `animator`, driven by
    /// `interaction` when there is one; `end` runs once the animator called
    /// `completeTransition(_:)`, told whether the transition was cancelled.
    func runCustomTransition(_ animator: any UIViewControllerAnimatedTransitioning,
                             interaction: (any UIViewControllerInteractiveTransitioning)?,
                             from: UIViewController, to: UIViewController, fromView: UIView, toView: UIView,
                             coordinator: ContainerTransitionCoordinator, ghosts: [UIView],
                             end: @escaping (_ cancelled: Bool) -> Void) {
        isTransitioning = true
        let content = contentFrame
        let container = UIView(frame: content)
        view.insertSubview(container, belowSubview: navigationBar)
        fromView.frame = container.bounds
        container.addSubview(fromView)
        toView.removeFromSuperview()
        toView.frame = container.bounds
        var barAnimator: UIViewPropertyAnimator?
        let context = TransitionContext(
            containerView: container, isAnimated: true, presentationStyle: .none,
            from: from, to: to, fromView: fromView, toView: toView,
            initialFrames: [(from, container.bounds)], finalFrames: [(to, container.bounds)],
            animator: animator, isInteractive: interaction != nil,
            completion: { [self] completed in
                animator.animationEnded(completed)
                barAnimator?.stopAnimation(false)
                barAnimator?.finishAnimation(at: completed ? .end : .start)
                // The view shown at the end goes back under the bars, where `install` puts it.
                let kept = completed ? toView : fromView
                kept.frame = contentFrame
                view.insertSubview(kept, belowSubview: navigationBar)
                container.removeFromSuperview()
                end(!completed)
            })
        context.coordinator = coordinator
        let duration = animator.transitionDuration(using: context)
        coordinator.transitionDuration = duration
        let fading = navigationBar.contentViews
        for view in fading { view.alpha = 0 }
        let barChanges = {
            coordinator.runAlongsideAnimations()
            for view in fading { view.alpha = 1 }
            for ghost in ghosts { ghost.alpha = 0 }
        }
        guard let interaction else {
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: barChanges)
            return animator.animateTransition(using: context)
        }
        coordinator.isInteractive = true
        let bar = UIViewPropertyAnimator(duration: duration, curve: .linear, animations: barChanges)
        bar.pauseAnimation()
        barAnimator = bar
        context.interactionDidUpdate = { percent in bar.fractionComplete = percent }
        context.interactionDidEnd = { cancelled in
            bar.isReversed = cancelled
            bar.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(interaction.completionSpeed > 0 ? 1 / interaction.completionSpeed : 1))
        }
        interaction.startInteractiveTransition(context)
    }
}
