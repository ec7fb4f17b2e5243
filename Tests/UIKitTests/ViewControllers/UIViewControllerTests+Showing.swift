// Vitrine — Apache License 2.0
// `show(_:sender:)` and `showDetailViewController(_:sender:)`, `viewIsAppearing(_:)` between
// `viewWillAppear(_:)` and `viewDidAppear(_:)`, and the push's `transitionCoordinator`.
import Testing
@testable import UIKitCore

/// A logging controller that also records `viewIsAppearing(_:)`, noting whether its view
/// is in a window then, and that can act on its transition coordinator in `viewWillAppear`.
@MainActor final class AppearingViewController: LoggingViewController {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override init(_ name: String, log: LifecycleLog) { super.init(name, log: log) }

    var willAppearAction: ((AppearingViewController) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        willAppearAction?(self)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.record("\(name).viewIsAppearing\(animated ? "(animated)" : "")\(viewIfLoaded?.window == nil ? "" : "+inWindow")")
    }
}

@MainActor @Suite struct UIViewControllerShowingTests {
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    /// A button in the root's view, at (100, 100, 200 × 50) in the window, that runs `action`.
    private func addButton(to controller: UIViewController, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        controller.view.addSubview(button)
    }

    /// A tapped button's `show` from the navigation controller's root pushes, animated: the
    /// pushed view starts a width (1000) to the right and is in place after 0.35 s.
    @Test func showFromAChildOfANavigationControllerPushes() {
        let harness = TouchHarness()
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        addButton(to: root) { root.show(detail, sender: root) }
        harness.tap(CGPoint(x: 200, y: 125), at: 1)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.navigationController === navigation && root.presentedViewController == nil)
        showAnimationFrame(at: 12_000)
        #expect(detail.view.layer.presentation()?.frame.minX == 1000)
        showAnimationFrame(at: 12_000.35)
        #expect(detail.view.superview === navigation.view && detail.view.frame.minX == 0 && root.viewIfLoaded?.superview == nil)
    }

    /// Without a navigation controller `show` presents; so does `showDetailViewController`
    /// (there is no split view controller to take it).
    @Test func showWithoutANavigationControllerPresents() {
        let harness = TouchHarness()
        let root = UIViewController(), shown = UIViewController(), detail = UIViewController()
        harness.window.rootViewController = root
        addButton(to: root) { root.show(shown, sender: nil) }
        harness.tap(CGPoint(x: 200, y: 125), at: 1)
        #expect(root.presentedViewController === shown && shown.presentingViewController === root)
        // The presentation is animated (0.5 s): a dismissal waits for its end.
        showAnimationFrame(at: 15_000)
        showAnimationFrame(at: 15_000.5)
        shown.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        root.showDetailViewController(detail, sender: nil)
        #expect(root.presentedViewController === detail)
        withExtendedLifetime(harness) {}
    }

    /// `viewIsAppearing` comes once per appearance, after `viewWillAppear` and before
    /// `viewDidAppear`, with the view in the window: as a window's root, pushed (its view is
    /// added after `viewWillAppear`), presented, and uncovered again.
    @Test func viewIsAppearingComesBetweenWillAndDidAppearWithTheViewInTheWindow() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = AppearingViewController("a", log: log), b = AppearingViewController("b", log: log)
        let navigation = UINavigationController(rootViewController: a)
        harness.window.rootViewController = navigation
        #expect(log.take().filter { $0.hasPrefix("a.view") && $0.contains("Appear") } == [
            "a.viewWillAppear", "a.viewIsAppearing+inWindow", "a.viewDidAppear",
        ])
        navigation.pushViewController(b, animated: false)
        #expect(log.take().filter { $0.contains("ppear") } == [
            "a.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing+inWindow", "a.viewDidDisappear", "b.viewDidAppear",
        ])
        let sheet = AppearingViewController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        navigation.present(sheet, animated: false)
        #expect(log.take().filter { $0.hasPrefix("sheet.") && $0.contains("Appear") } == [
            "sheet.viewWillAppear", "sheet.viewIsAppearing+inWindow", "sheet.viewDidAppear",
        ])
        sheet.dismiss(animated: false)
        #expect(log.take().filter { $0.hasPrefix("b.") } == ["b.viewWillAppear", "b.viewIsAppearing+inWindow", "b.viewDidAppear"])
    }

    /// During an animated push the pushed controller and the delegate read the push's
    /// coordinator: a closure added in `viewWillAppear` animates with the slide (a view's
    /// alpha 1 → 0 along the same ease-in-ease-out curve over 0.35 s), its completion runs
    /// when the slide ends, before `viewDidAppear`; afterwards there is no coordinator.
    @Test func anAnimatedPushHasATransitionCoordinator() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = AppearingViewController("a", log: log), b = AppearingViewController("b", log: log)
        let navigation = UINavigationController(rootViewController: a)
        harness.window.rootViewController = navigation
        #expect(a.transitionCoordinator == nil)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.willAppearAction = { controller in
            guard let coordinator = controller.transitionCoordinator else { return log.record("no coordinator") }
            let to = coordinator.viewController(forKey: .to) === controller && coordinator.viewController(forKey: .from) === a
            log.record("coordinator animated: \(coordinator.isAnimated), \(coordinator.transitionDuration) s, to and from: \(to)")
            coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { context in
                log.record("completion cancelled: \(context.isCancelled)")
            })
        }
        _ = log.take()
        navigation.pushViewController(b, animated: true)
        #expect(log.take().filter { $0.contains("coordinator") } == ["coordinator animated: true, 0.35 s, to and from: true"])
        #expect(marker.alpha == 0)
        showAnimationFrame(at: 13_000)
        showAnimationFrame(at: 13_000.175)
        #expect(abs(Double(marker.layer.presentation()!.opacity) - (1 - easeInOut.value(at: 0.5))) < 1e-6)
        showAnimationFrame(at: 13_000.35)
        #expect(log.take().filter { !$0.contains("Move") } == [
            "completion cancelled: false", "a.viewDidDisappear(animated)", "b.viewDidAppear(animated)",
        ])
        #expect(b.transitionCoordinator == nil && navigation.transitionCoordinator == nil)
    }
}
