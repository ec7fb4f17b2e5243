// Vitrine — Apache License 2.0
// The interactive pop: a finger dragging from the left edge (interactivePopGestureRecognizer)
// takes the top view with it while the one below comes back from a third of the width
// to the left, as in the animated pop. On release the pop completes when the finger is
// moving right faster than 500 points a second, or is past half the width and not
// moving left faster than that; otherwise it cancels. UIKit documents neither threshold:
// these are Vitrine's. The rest of the way animates at the slide's speed. The bar shows
// the item below from the start, its content fading in with the finger's progress while
// the top item's fades out; a cancelled pop puts the top item back.
//
// Appearance calls, in UIKit's order. Begin: from.willMove(toParent: nil), delegate
// willShow, from.viewWillDisappear, to.viewWillAppear. Completion: from.viewDidDisappear,
// to.viewDidAppear, from.didMove(toParent: nil), delegate didShow. Cancellation:
// to.viewWillDisappear, from.viewWillAppear, to.viewDidDisappear, from.viewDidAppear —
// the top controller stays, without another willMove or didMove.
//
// When the delegate supplies an animator for the pop
// (`navigationController(_:animationControllerFor:from:to:)`) and an interaction
// controller for it (`navigationController(_:interactionControllerFor:)`), the swipe pops
// through them instead (UINavigationController+CustomTransition.swift): a
// `UIPercentDrivenInteractiveTransition` then follows the finger — `update` with the
// swipe's share of the width, `finish` or `cancel` by the same rule as the built-in pop —
// and any other interaction controller drives the transition itself.

/// The state of an interactive pop: the two controllers, the views' width, and the bar's
/// old content fading out as the new item's fades in.
struct InteractivePop {
    let from: UIViewController
    let to: UIViewController
    let width: CGFloat
    let ghosts: [UIView]
}

extension UINavigationController {
    /// The release speed, in points per second, that decides the pop by itself.
    static let popDecisionVelocity: CGFloat = 500

    func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginInteractivePop()
        case .changed:
            if let custom = customPopInteraction {
                return custom.update(recognizer.translation(in: view).x / max(view.bounds.width, 1))
            }
            guard let pop = interactivePop else { return }
            updateInteractivePop(progress: recognizer.translation(in: view).x / pop.width)
        case .ended:
            let progress = recognizer.translation(in: view).x / max(interactivePop?.width ?? view.bounds.width, 1)
            let velocity = recognizer.velocity(in: view).x
            let completes = velocity > Self.popDecisionVelocity || (progress > 0.5 && velocity >= -Self.popDecisionVelocity)
            if let custom = customPopInteraction {
                customPopInteraction = nil
                return completes ? custom.finish() : custom.cancel()
            }
            guard interactivePop != nil else { return }
            finishInteractivePop(completing: completes, from: progress)
        case .cancelled, .failed:
            if let custom = customPopInteraction {
                customPopInteraction = nil
                return custom.cancel()
            }
            guard let pop = interactivePop else { return }
            finishInteractivePop(completing: false, from: recognizer.translation(in: view).x / pop.width)
        default:
            break
        }
    }

    private func beginInteractivePop() {
        guard !isTransitioning, interactivePop == nil, stack.count > 1, isShown,
              let fromView = stack.last?.viewIfLoaded else { return }
        let from = stack[stack.count - 1], to = stack[stack.count - 2]
        if beginCustomInteractivePop(from: from, to: to) { return }
        let width = max(view.bounds.width, 1)
        let outgoing = navigationBar.captureOutgoingContent()
        navigationBar.setItems(stack.dropLast().map(\.navigationItem), animated: false)
        let ghosts = navigationBar.showOutgoingContent(outgoing)
        interactivePop = InteractivePop(from: from, to: to, width: width, ghosts: ghosts)
        isTransitioning = true
        from.willMove(toParent: nil)
        to.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: to, animated: true)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        install(to, offsetBy: -width / 3)
        view.insertSubview(to.view, belowSubview: fromView)
        dimmingView.frame = contentFrame
        view.insertSubview(dimmingView, aboveSubview: to.view)
        updateInteractivePop(progress: 0)
    }

    /// Pops through the delegate's animator and interaction controller, when it supplies
    /// both; returns whether it did.
    private func beginCustomInteractivePop(from: UIViewController, to: UIViewController) -> Bool {
        guard let delegate, let animator = delegate.navigationController(self, animationControllerFor: .pop, from: from, to: to),
              let interaction = delegate.navigationController(self, interactionControllerFor: animator) else { return false }
        preparedTransition = PreparedTransition(animator: animator, interaction: interaction)
        defer { preparedTransition = nil }
        guard popViewController(animated: true) != nil else { return false }
        customPopInteraction = interaction as? UIPercentDrivenInteractiveTransition
        return true
    }

    /// Places the views for `progress` (0 where the pop starts, 1 where it ends).
    private func updateInteractivePop(progress: CGFloat) {
        guard let pop = interactivePop else { return }
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        let content = contentFrame
        pop.from.view.frame = content.offsetBy(dx: pop.width * p, dy: 0)
        pop.to.view.frame = content.offsetBy(dx: -pop.width / 3 * (1 - p), dy: 0)
        dimmingView.alpha = Self.dimmingAlpha * (1 - p)
        fadeBar(pop, progress: p)
    }

    /// The bar's content at `progress`: the new item's at `progress`, the old one's at the rest.
    private func fadeBar(_ pop: InteractivePop, progress: CGFloat) {
        for view in navigationBar.contentViews { view.alpha = progress }
        for ghost in pop.ghosts { ghost.alpha = 1 - progress }
    }

    private func finishInteractivePop(completing: Bool, from progress: CGFloat) {
        guard let pop = interactivePop else { return }
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        if !completing {
            pop.to.beginAppearanceTransition(false, animated: true)
            pop.from.beginAppearanceTransition(true, animated: true)
        }
        let content = contentFrame
        let remaining = completing ? 1 - p : p
        let end: (Bool) -> Void = { [self] _ in
            interactivePop = nil
            isTransitioning = false
            dimmingView.removeFromSuperview()
            navigationBar.removeOutgoingContent(pop.ghosts)
            for view in navigationBar.contentViews { view.alpha = 1 }
            if completing {
                pop.from.viewIfLoaded?.removeFromSuperview()
                pop.from.viewIfLoaded?.frame = content
                stack.removeAll { $0 === pop.from }
                updateBar()
                pop.from.endAppearanceTransition()
                pop.to.endAppearanceTransition()
                pop.from.removeFromParent()
                delegate?.navigationController(self, didShow: pop.to, animated: true)
            } else {
                updateBar()
                pop.to.viewIfLoaded?.removeFromSuperview()
                pop.to.viewIfLoaded?.frame = content
                pop.to.endAppearanceTransition()
                pop.from.endAppearanceTransition()
                // The controller stays on the stack: it is no longer moving from its parent.
                pop.from.isMovingFromParentFlag = false
            }
            runWorkAfterTransition()
        }
        guard remaining > 0, UIView.areAnimationsEnabled else {
            updateInteractivePop(progress: completing ? 1 : 0)
            return end(true)
        }
        UIView.animate(withDuration: Self.transitionDuration * Double(remaining), delay: 0, options: .curveEaseOut, animations: { [self] in
            pop.from.view.frame = content.offsetBy(dx: completing ? pop.width : 0, dy: 0)
            pop.to.view.frame = content.offsetBy(dx: completing ? 0 : -pop.width / 3, dy: 0)
            dimmingView.alpha = completing ? 0 : Self.dimmingAlpha
            fadeBar(pop, progress: completing ? 1 : 0)
        }, completion: end)
    }
}
