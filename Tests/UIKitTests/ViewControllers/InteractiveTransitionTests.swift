// Vitrine — Apache License 2.0
// Interactive custom transitions: an interaction controller (here
// UIPercentDrivenInteractiveTransition) scrubs the animator's animations by the
// percentage it is given, then finishes them or runs them back and cancels; a cancelled
// push leaves the old stack and reverses the appearance calls, a cancelled dismissal keeps
// the presented controller, as UIKit does.
import Testing
@testable import UIKitCore

/// Slides the incoming view in from the right over 0.4 s at a constant pace (push), or
/// fades the outgoing view out (dismissal), and completes with the context's verdict.
@MainActor final class InteractiveSlideAnimator: UIViewControllerAnimatedTransitioning {
    let log: LifecycleLog
    init(_ log: LifecycleLog) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        log.record("animate interactive=\(transitionContext.isInteractive)")
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
            container.addSubview(toView)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { toView.frame = container.bounds },
                           completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else if let fromView = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { fromView.alpha = 0 }, completion: { _ in
                if transitionContext.transitionWasCancelled { fromView.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.record("animationEnded \(transitionCompleted)") }
}

/// Supplies the slide and one percent-driven interaction for pushes, pops and dismissals.
@MainActor final class InteractiveTransitionDelegate: UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
    let log: LifecycleLog
    let interaction = UIPercentDrivenInteractiveTransition()
    init(_ log: LifecycleLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        InteractiveSlideAnimator(log)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        InteractiveSlideAnimator(log)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

@MainActor @Suite struct InteractiveTransitionTests {
    /// A navigation controller showing `a`, in a window, with the interactive delegate.
    private func makeNavigation(_ log: LifecycleLog) -> (TouchHarness, UINavigationController, LoggingViewController, InteractiveTransitionDelegate) {
        let harness = TouchHarness()
        let a = LoggingViewController("a", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let delegate = InteractiveTransitionDelegate(log)
        navigation.delegate = delegate
        harness.window.rootViewController = navigation
        _ = log.take()
        return (harness, navigation, a, delegate)
    }

    /// The push stands where `update` puts it: a quarter of the way, the incoming view's
    /// left edge is at 750 of the 1000-point width (the slide is linear). The coordinator
    /// says interactive until `finish()`, after which the rest runs on the frame clock and
    /// the push completes with the appearance calls of an animated push.
    @Test func aFinishedInteractivePushCompletes() {
        let log = LifecycleLog()
        let (_, navigation, a, delegate) = makeNavigation(log)
        let b = LoggingViewController("b", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(log.take() == [
            "b.willMove(toParent: container)", "b.viewDidLoad", "a.viewWillDisappear(animated)", "b.viewWillAppear(animated)",
            "animate interactive=true",
        ])
        delegate.interaction.update(0.25)
        #expect(abs(b.view.layer.presentation()!.frame.minX - 750) < 1e-6)
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        #expect(navigation.transitionCoordinator?.percentComplete == 0.25)
        #expect(delegate.interaction.duration == 0.4)
        delegate.interaction.finish()
        #expect(navigation.transitionCoordinator?.isInteractive == false)
        showAnimationFrame(at: 30_000)
        showAnimationFrame(at: 30_001)
        showAnimationFrame(at: 30_001.1)
        #expect(log.take() == ["animationEnded true", "a.viewDidDisappear(animated)", "b.viewDidAppear(animated)", "b.didMove(toParent: container)"])
        #expect(sameControllers(navigation.viewControllers, [a, b]))
        #expect(b.view.superview === navigation.view && a.viewIfLoaded?.superview == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(navigation.transitionCoordinator == nil)
    }

    /// Cancelled half way, the push runs back, the animator completes with false and the
    /// stack is `a` alone again: `b` disappears, `a` appears again, and `b` leaves its parent.
    @Test func aCancelledInteractivePushRestoresTheStack() {
        let log = LifecycleLog()
        let (_, navigation, a, delegate) = makeNavigation(log)
        let b = LoggingViewController("b", log: log)
        navigation.pushViewController(b, animated: true)
        delegate.interaction.update(0.5)
        _ = log.take()
        var cancelledSeen: Bool?
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in cancelledSeen = context.isCancelled }
        delegate.interaction.cancel()
        #expect(cancelledSeen == true)
        showAnimationFrame(at: 31_000)
        showAnimationFrame(at: 31_001)
        showAnimationFrame(at: 31_001.1)
        #expect(log.take() == [
            "animationEnded false", "b.viewWillDisappear(animated)", "a.viewWillAppear(animated)", "b.viewDidDisappear(animated)",
            "a.viewDidAppear(animated)", "b.willMove(toParent: nil)", "b.didMove(toParent: nil)",
        ])
        #expect(sameControllers(navigation.viewControllers, [a]) && b.parent == nil)
        #expect(a.view.superview === navigation.view && b.view.superview == nil)
        #expect(navigation.navigationBar.items?.count == 1)
        // The navigation controller takes the next push again.
        navigation.delegate = nil
        navigation.pushViewController(b, animated: false)
        #expect(sameControllers(navigation.viewControllers, [a, b]))
    }

    /// A dismissal cancelled by its interaction keeps the sheet presented: it heard
    /// `viewWillDisappear`, then appears again, and the dismissal's completion does not run.
    @Test func aCancelledInteractiveDismissalKeepsThePresentedController() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let root = LoggingViewController("root", log: log)
        harness.window.rootViewController = root
        let sheet = LoggingViewController("sheet", log: log)
        let delegate = InteractiveTransitionDelegate(log)
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: false)
        _ = log.take()
        var completed = false
        sheet.dismiss(animated: true) { completed = true }
        delegate.interaction.update(0.5)
        #expect(abs(Double(sheet.view.layer.presentation()!.opacity) - 0.5) < 1e-6)
        delegate.interaction.cancel()
        showAnimationFrame(at: 32_000)
        showAnimationFrame(at: 32_001)
        showAnimationFrame(at: 32_001.1)
        #expect(log.take() == [
            "sheet.viewWillDisappear(animated)", "animate interactive=true", "animationEnded false",
            "sheet.viewWillAppear(animated)", "sheet.viewDidAppear(animated)",
        ])
        #expect(!completed && root.presentedViewController === sheet && sheet.view.window === harness.window)
        #expect(sheet.view.alpha == 1)

        // A dismissal that finishes ends the presentation.
        sheet.dismiss(animated: true) { completed = true }
        delegate.interaction.finish()
        showAnimationFrame(at: 32_002)
        showAnimationFrame(at: 32_003)
        showAnimationFrame(at: 32_003.1)
        #expect(completed && root.presentedViewController == nil)
    }
}
