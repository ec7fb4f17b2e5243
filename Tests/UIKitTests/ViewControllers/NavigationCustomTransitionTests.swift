// Vitrine — Apache License 2.0
// A navigation controller's push and pop run by the animator its delegate supplies: the
// animator gets a container under the bars with the outgoing view in it, adds the
// incoming view itself, and ends the transition with `completeTransition(_:)`; the
// appearance calls come in the order of a standard animated push or pop.
import Testing
@testable import UIKitCore

/// Answers each push or pop with a cross-fade of the incoming view over 0.3 s, noting the
/// operation and what the context holds.
@MainActor final class CrossFadeNavigationDelegate: UINavigationControllerDelegate {
    let log: LifecycleLog
    private(set) var containers: [UIView] = []
    init(_ log: LifecycleLog) { self.log = log }

    final class CrossFade: UIViewControllerAnimatedTransitioning {
        weak var delegate: CrossFadeNavigationDelegate?
        init(_ delegate: CrossFadeNavigationDelegate) { self.delegate = delegate }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            let container = transitionContext.containerView
            delegate?.containers.append(container)
            let fromInContainer = transitionContext.view(forKey: .from)?.superview === container
            delegate?.log.record("animate fromInContainer=\(fromInContainer) toInContainer=\(toView.superview === container)")
            toView.frame = transitionContext.finalFrame(for: to)
            container.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        }

        func animationEnded(_ transitionCompleted: Bool) { delegate?.log.record("animationEnded \(transitionCompleted)") }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.record("animationController \(operation == .push ? "push" : operation == .pop ? "pop" : "none")")
        return CrossFade(self)
    }
}

@MainActor @Suite struct NavigationCustomTransitionTests {
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The push: the container covers the content area (the whole 1000 × 1000 view, under
    /// the bar), the incoming view fades in along the ease-in-ease-out curve (0.5 at
    /// 0.15 s), and once the 0.3 s are over it is the navigation view's child again, under the bar.
    /// The pop asks with `.pop`. Non-animated changes ask nothing.
    @Test func theDelegatesAnimatorRunsPushAndPop() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let delegate = CrossFadeNavigationDelegate(log)
        navigation.delegate = delegate
        harness.window.rootViewController = navigation
        _ = log.take()
        navigation.pushViewController(b, animated: true)
        #expect(log.take() == [
            "b.willMove(toParent: container)", "b.viewDidLoad", "a.viewWillDisappear(animated)", "b.viewWillAppear(animated)",
            "animationController push", "animate fromInContainer=true toInContainer=false",
        ])
        let container = delegate.containers.first
        #expect(container?.superview === navigation.view && container?.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(navigation.view.subviews.firstIndex { $0 === container }! < navigation.view.subviews.firstIndex { $0 === navigation.navigationBar }!)
        showAnimationFrame(at: 14_000)
        showAnimationFrame(at: 14_000.15)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - easeInOut.value(at: 0.5)) < 1e-6)
        // A frame past the end: 14 000.3 as a double is a hair under 14 000 + 0.3.
        showAnimationFrame(at: 14_000.4)
        #expect(log.take() == ["animationEnded true", "a.viewDidDisappear(animated)", "b.viewDidAppear(animated)", "b.didMove(toParent: container)"])
        #expect(b.view.superview === navigation.view && container?.superview == nil && a.viewIfLoaded?.superview == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000))

        navigation.popViewController(animated: true)
        #expect(log.take().contains("animationController pop"))
        showAnimationFrame(at: 14_001)
        showAnimationFrame(at: 14_001.4)
        #expect(navigation.viewControllers.count == 1 && a.view.superview === navigation.view && b.viewIfLoaded?.superview == nil)
        navigation.pushViewController(b, animated: false)
        #expect(!log.take().contains { $0.hasPrefix("animationController") })
    }
}
