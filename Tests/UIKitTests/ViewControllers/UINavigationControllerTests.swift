// Vitrine — Apache License 2.0
// UINavigationController: the stack operations UIKit documents (push, pop, pop to root,
// pop to a controller, setViewControllers, topViewController, visibleViewController,
// navigationController), its children's appearance in the order written in
// UINavigationController.swift, the slide on the frame clock, and the back button driven
// through the touch path.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UINavigationControllerTests {
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    private final class DelegateLog: UINavigationControllerDelegate {
        let log: LifecycleLog
        init(_ log: LifecycleLog) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.record("delegate.willShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.record("delegate.didShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
        }
    }

    @Test func theStackOperationsKeepUIKitsResults() {
        let log = LifecycleLog()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log), c = LoggingViewController("c", log: log)
        let navigation = UINavigationController(rootViewController: a)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === a && a.navigationController === navigation)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        navigation.pushViewController(c, animated: false)  // already on the stack: ignored
        #expect(navigation.viewControllers.count == 3 && navigation.children.count == 3)
        #expect(navigation.popViewController(animated: false) === c && c.parent == nil && c.navigationController == nil)
        navigation.pushViewController(c, animated: false)
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?.first === b && popped?.last === c)
        #expect(navigation.popViewController(animated: false) == nil)  // the root stays
        navigation.setViewControllers([a, b, c], animated: false)
        #expect(navigation.popToViewController(b, animated: false)?.first === c)
        #expect(navigation.popToViewController(c, animated: false) == nil)  // not on the stack
        navigation.viewControllers = [c]
        #expect(navigation.topViewController === c && a.parent == nil && b.parent == nil && navigation.children.count == 1)
    }

    @Test func pushAndPopCallAppearanceAndTheDelegateInOrder() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        b.recordsFlags = true
        let navigation = UINavigationController(rootViewController: a)
        let delegate = DelegateLog(log)
        navigation.delegate = delegate
        harness.window.rootViewController = navigation
        #expect(log.take() == [
            "a.willMove(toParent: container)", "a.didMove(toParent: container)", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear",
        ])
        navigation.pushViewController(b, animated: false)
        #expect(log.take() == [
            "b.willMove(toParent: container)+movingToParent",
            "b.viewDidLoad+movingToParent", "delegate.willShow(b)", "a.viewWillDisappear", "b.viewWillAppear+movingToParent",
            "a.viewDidDisappear", "b.viewDidAppear+movingToParent", "b.didMove(toParent: container)", "delegate.didShow(b)",
        ])
        #expect(b.view.superview === navigation.view && a.viewIfLoaded?.superview == nil)
        // The child fills the view under the bar, which is in its safe area.
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000) && b.view.safeAreaInsets.top == 44)
        navigation.popViewController(animated: false)
        #expect(log.take() == [
            "b.willMove(toParent: nil)+movingFromParent", "delegate.willShow(a)", "b.viewWillDisappear+movingFromParent",
            "a.viewWillAppear", "b.viewDidDisappear+movingFromParent", "a.viewDidAppear",
            "b.didMove(toParent: nil)+movingFromParent", "delegate.didShow(a)",
        ])
        withExtendedLifetime(delegate) {}
    }

    /// The pushed view starts a full width (1000) to the right and the top one moves a third
    /// to the left, along the ease-in-ease-out curve over 0.35 s.
    @Test func anAnimatedPushSlidesOnTheFrameClock() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        let navigation = UINavigationController(rootViewController: a)
        harness.window.rootViewController = navigation
        _ = log.take()
        navigation.pushViewController(b, animated: true)
        #expect(log.take() == ["b.willMove(toParent: container)", "b.viewDidLoad", "a.viewWillDisappear(animated)", "b.viewWillAppear(animated)"])
        let start = 8000.0
        showAnimationFrame(at: start)
        #expect(b.view.layer.presentation()?.frame.minX == 1000)
        showAnimationFrame(at: start + 0.175)
        let f = easeInOut.value(at: 0.5)
        #expect(abs(Double(b.view.layer.presentation()!.frame.minX) - 1000 * (1 - f)) < 1e-6)
        #expect(abs(Double(a.view.layer.presentation()!.frame.minX) + 1000.0 / 3 * f) < 1e-6)
        navigation.pushViewController(LoggingViewController("c", log: log), animated: true)  // during the slide: ignored
        showAnimationFrame(at: start + 0.35)
        #expect(log.take() == ["a.viewDidDisappear(animated)", "b.viewDidAppear(animated)", "b.didMove(toParent: container)"])
        #expect(navigation.viewControllers.count == 2 && a.viewIfLoaded?.superview == nil)
    }

    /// A pop reverses the slide: the view below comes back from a third of the width to the
    /// left (−1000 / 3) while the top one leaves to the right (0 → 1000).
    @Test func anAnimatedPopSlidesBack() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        let navigation = UINavigationController(rootViewController: a)
        harness.window.rootViewController = navigation
        navigation.pushViewController(b, animated: false)
        _ = log.take()
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers.count == 1 && a.view.superview === navigation.view)
        let start = 9000.0
        showAnimationFrame(at: start)
        #expect(abs(Double(a.view.layer.presentation()!.frame.minX) + 1000.0 / 3) < 1e-6)
        showAnimationFrame(at: start + 0.175)
        let f = easeInOut.value(at: 0.5)
        #expect(abs(Double(b.view.layer.presentation()!.frame.minX) - 1000 * f) < 1e-6)
        #expect(abs(Double(a.view.layer.presentation()!.frame.minX) + 1000.0 / 3 * (1 - f)) < 1e-6)
        showAnimationFrame(at: start + 0.35)
        #expect(log.take() == [
            "b.willMove(toParent: nil)", "b.viewWillDisappear(animated)", "a.viewWillAppear(animated)",
            "b.viewDidDisappear(animated)", "a.viewDidAppear(animated)", "b.didMove(toParent: nil)",
        ])
        #expect(b.viewIfLoaded?.superview == nil && b.parent == nil && a.view.frame.minX == 0)
    }

    /// The back button (the chevron at x = 8, then the title, over the bar's 44 points)
    /// pops, tapped through the touch path.
    @Test func theBackButtonPopsAndTheBarShowsTheTitles() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        a.title = "Menu"
        b.title = "Coffee"
        let navigation = UINavigationController(rootViewController: a)
        harness.window.rootViewController = navigation
        #expect(navigation.navigationBar.titleLabel.text == "Menu" && navigation.navigationBar.backButton.isHidden)
        navigation.pushViewController(b, animated: false)
        #expect(navigation.navigationBar.titleLabel.text == "Coffee" && !navigation.navigationBar.backButton.isHidden)
        #expect(navigation.navigationBar.backButton.titleLabel.text == "Menu")
        harness.window.layoutIfNeeded()
        harness.tap(CGPoint(x: 40, y: 22), at: 1)
        #expect(navigation.topViewController === a && navigation.navigationBar.titleLabel.text == "Menu")
    }
}
