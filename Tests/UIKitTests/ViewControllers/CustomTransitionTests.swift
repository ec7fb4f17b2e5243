// Vitrine — Apache License 2.0
// Custom presentations: a transitioning delegate's presentation controller places a
// `.custom` presentation and hears its transition and layout; its animators run the
// presentation and dismissal, add the presented view themselves and end them with
// `completeTransition(_:)`, as UIKit documents for UIViewControllerAnimatedTransitioning.
import Testing
@testable import UIKitCore

/// Records the calls of a custom presentation, in order.
@MainActor final class TransitionLog {
    var entries: [String] = []
}

/// A presentation controller that shows the presented view in the bottom half and keeps
/// the presenter's view.
@MainActor final class BottomHalfPresentationController: UIPresentationController {
    var log: TransitionLog?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { log?.entries.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.entries.append("presentationDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log?.entries.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.entries.append("dismissalDidEnd \(completed)") }
}

/// Fades the presented view in (and out) over 0.3 s, or at once when not animated,
/// logging what its context says.
@MainActor final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: TransitionLog

    init(presenting: Bool, log: TransitionLog) {
        self.presenting = presenting
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key), let controller = transitionContext.viewController(forKey: controllerKey) else {
            return transitionContext.completeTransition(false)
        }
        log.entries.append("animate \(presenting ? "in" : "out") animated=\(transitionContext.isAnimated) otherView=\(transitionContext.view(forKey: presenting ? .from : .to) != nil)")
        if presenting {
            view.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
        }
        guard transitionContext.isAnimated else {
            view.alpha = presenting ? 1 : 0
            return transitionContext.completeTransition(true)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.entries.append("animationEnded \(transitionCompleted)") }
}

@MainActor final class FadeTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: TransitionLog
    init(log: TransitionLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = BottomHalfPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator(presenting: true, log: log)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator(presenting: false, log: log)
    }
}

@MainActor @Suite struct CustomTransitionTests {
    /// In a 1000 × 1000 window the bottom half is (0, 500, 1000, 500). The presentation
    /// controller's hooks frame the animator's run; the completion comes after the
    /// animator completed, once the 0.3 s fade is over.
    @Test func aTransitioningDelegatesControllerAndAnimatorsRunTheCustomPresentation() {
        let harness = TouchHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let log = TransitionLog()
        let delegate = FadeTransitioningDelegate(log: log)
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true) { log.entries.append("completion") }
        #expect(log.entries == ["presentationWillBegin", "animate in animated=true otherView=false"])
        #expect(card.presentationController is BottomHalfPresentationController)
        #expect(card.view.frame == CGRect(x: 0, y: 500, width: 1000, height: 500))
        #expect(card.presentationController?.containerView === card.view.superview && card.presentationController?.presentingViewController === root)
        let start = 40_000.0
        showAnimationFrame(at: start)
        showAnimationFrame(at: start + 0.15)
        #expect(card.isBeingPresented && log.entries.count == 2)
        showAnimationFrame(at: start + 0.3)
        #expect(log.entries.suffix(3) == ["animationEnded true", "presentationDidEnd true", "completion"])
        #expect(!card.isBeingPresented && root.view.window === harness.window)  // shouldRemovePresentersView is false

        log.entries = []
        card.dismiss(animated: true) { log.entries.append("dismissed") }
        #expect(log.entries == ["dismissalWillBegin", "animate out animated=true otherView=false"])
        showAnimationFrame(at: start + 1)
        showAnimationFrame(at: start + 1.3)
        #expect(log.entries.suffix(3) == ["animationEnded true", "dismissalDidEnd true", "dismissed"])
        #expect(card.view.window == nil && root.presentedViewController == nil && card.presentationController?.containerView == nil)
    }

    /// Without animation the animator still runs, told `isAnimated` is false.
    @Test func anUnanimatedCustomPresentationStillAsksTheAnimator() {
        let harness = TouchHarness()
        defer { withExtendedLifetime(harness) {} }
        let root = UIViewController()
        harness.window.rootViewController = root
        let log = TransitionLog()
        let delegate = FadeTransitioningDelegate(log: log)
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        #expect(log.entries.contains("animate in animated=false otherView=false"))
        #expect(root.presentedViewController === card && !card.isBeingPresented)
    }
}
