// Vitrine — Apache License 2.0
// A push or pop run by the animator the delegate supplies
// (`navigationController(_:animationControllerFor:from:to:)`). As UIKit does, the
// animator works in a container view that covers the content area under the bars (so
// that adding the incoming view does not cover the navigation bar), gets the outgoing
// view in it and adds the incoming one itself; the bar's titles cross-fade over the
// animator's duration. Transitions are not interactive: an animator that completes with
// false is logged and the new stack is kept.

extension UINavigationController {
    /// Runs the transition from `fromView` to `toView` through `animator`; `end` runs once
    /// the animator called `completeTransition(_:)`.
    func runCustomTransition(_ animator: any UIViewControllerAnimatedTransitioning,
                             from: UIViewController, to: UIViewController, fromView: UIView, toView: UIView,
                             coordinator: ContainerTransitionCoordinator, ghosts: [UIView], end: @escaping (Bool) -> Void) {
        isTransitioning = true
        let content = contentFrame
        let container = UIView(frame: content)
        view.insertSubview(container, belowSubview: navigationBar)
        fromView.frame = container.bounds
        container.addSubview(fromView)
        toView.removeFromSuperview()
        toView.frame = container.bounds
        let context = TransitionContext(
            containerView: container, isAnimated: true, presentationStyle: .none,
            from: from, to: to, fromView: fromView, toView: toView,
            initialFrames: [(from, container.bounds)], finalFrames: [(to, container.bounds)],
            completion: { [self] completed in
                if !completed {
                    viewControllerLogger.warning("\(type(of: animator)) cancelled a navigation transition; Vitrine keeps the new stack (transitions are not interactive)")
                }
                animator.animationEnded(completed)
                // The incoming view goes back under the bars, where `install` puts it.
                toView.frame = contentFrame
                view.insertSubview(toView, belowSubview: navigationBar)
                container.removeFromSuperview()
                end(true)
            })
        let fading = navigationBar.contentViews
        for view in fading { view.alpha = 0 }
        UIView.animate(withDuration: animator.transitionDuration(using: context), delay: 0, options: .curveEaseInOut, animations: {
            coordinator.runAlongsideAnimations()
            for view in fading { view.alpha = 1 }
            for ghost in ghosts { ghost.alpha = 0 }
        })
        animator.animateTransition(using: context)
    }
}
