// Vitrine — Apache License 2.0
// The interactive pop, driven by a finger from the left edge through the touch path:
// the views follow the finger, the pop completes past half the width or on a fast
// flick, cancels otherwise, with the appearance calls in UIKit's order for each.
import Testing
@testable import UIKitCore

@MainActor @Suite struct InteractivePopTests {
    /// Writes the delegate's calls into the controllers' log.
    private final class DelegateLog: UINavigationControllerDelegate {
        let log: LifecycleLog
        init(_ log: LifecycleLog) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.record("delegate.willShow(\(viewController.title ?? "?"))")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.record("delegate.didShow(\(viewController.title ?? "?"))")
        }
    }

    /// The delegate hears willShow as the pop begins and didShow only when it completes.
    @Test func theDelegateHearsWillShowAndDidShowOnlyOnCompletion() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (navigation, _, _) = makeStack(log, harness: harness)
        let delegate = DelegateLog(log)
        navigation.delegate = delegate
        harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 205, y: 500), steps: 100, start: 1)
        showAnimationFrame(at: 25_000)
        showAnimationFrame(at: 25_001)
        #expect(log.take().filter { $0.hasPrefix("delegate") } == ["delegate.willShow(a)"])
        harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 105, y: 500), steps: 5, start: 5)
        showAnimationFrame(at: 25_002)
        showAnimationFrame(at: 25_003)
        #expect(log.take().filter { $0.hasPrefix("delegate") } == ["delegate.willShow(a)", "delegate.didShow(a)"])
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime(delegate) {}
    }

    private func makeStack(_ log: LifecycleLog, harness: TouchHarness) -> (UINavigationController, LoggingViewController, LoggingViewController) {
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        a.title = "a"
        b.title = "b"
        let navigation = UINavigationController(rootViewController: a)
        harness.window.rootViewController = navigation
        navigation.pushViewController(b, animated: false)
        harness.window.layoutIfNeeded()
        _ = log.take()
        return (navigation, a, b)
    }

    @Test func theEdgeRecognizerIsAScreenEdgePanFromTheLeft() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let recognizer = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(recognizer?.edges == .left && UIRectEdge.all.rawValue == 15)
        navigation.loadViewIfNeeded()
        #expect(recognizer?.view === navigation.view)
    }

    /// A slow drag past half the width (5 → 705 over 2 s: 350 points a second, under the
    /// 500 that decides alone) completes the pop.
    @Test func aDragPastHalfTheWidthCompletesThePop() throws {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (navigation, a, b) = makeStack(log, harness: harness)
        var time = harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 505, y: 500), steps: 100, start: 1, lift: false)
        #expect(log.take() == ["b.willMove(toParent: nil)", "b.viewWillDisappear(animated)", "a.viewWillAppear(animated)"])
        // The pan's translation is the finger's travel less the 10-point hysteresis:
        // 500 − 10 = 490, so b is at 490 and a at −1000/3 × (1 − 0.49).
        #expect(abs(b.view.frame.minX - 490) < 1e-9)
        // The bar shows a's title at 0.49 while b's, a copy, fades to 0.51.
        let bar = navigation.navigationBar
        let ghost = try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0 !== bar.titleLabel && $0.text == "b" })
        #expect(bar.titleLabel.text == "a")
        #expect(abs(bar.titleLabel.alpha - 0.49) < 1e-6 && abs(ghost.alpha - 0.51) < 1e-6)  // alpha is kept as a Float
        #expect(abs(a.view.frame.minX + 1000.0 / 3 * 0.51) < 1e-9)
        for step in 1...100 {
            time += 0.01
            harness.send(.moved, CGPoint(x: 505 + 2 * CGFloat(step), y: 500), at: time)
        }
        harness.send(.ended, CGPoint(x: 705, y: 500), at: time + 0.01)
        showAnimationFrame(at: 20_000)
        showAnimationFrame(at: 20_001)
        #expect(log.take() == ["b.viewDidDisappear(animated)", "a.viewDidAppear(animated)", "b.didMove(toParent: nil)"])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === a && b.parent == nil)
        #expect(a.view.frame.minX == 0 && b.viewIfLoaded?.superview == nil)
        #expect(ghost.superview == nil && bar.titleLabel.text == "a" && bar.titleLabel.alpha == 1)
    }

    /// A slow drag to a fifth of the width cancels: the top controller comes back.
    @Test func aShortSlowDragCancels() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (navigation, a, b) = makeStack(log, harness: harness)
        harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 205, y: 500), steps: 100, start: 1)
        showAnimationFrame(at: 21_000)
        showAnimationFrame(at: 21_001)
        #expect(log.take() == [
            "b.willMove(toParent: nil)", "b.viewWillDisappear(animated)", "a.viewWillAppear(animated)",
            "a.viewWillDisappear(animated)", "b.viewWillAppear(animated)", "a.viewDidDisappear(animated)", "b.viewDidAppear(animated)",
        ])
        #expect(navigation.viewControllers.count == 2 && b.view.frame.minX == 0 && a.viewIfLoaded?.superview == nil)
        // The bar is b's again.
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.text == "b" && bar.titleLabel.alpha == 1 && !bar.backButton.isHidden)
        #expect(bar.subviews.compactMap { $0 as? UILabel }.filter { $0 !== bar.titleLabel && $0.text == "b" }.isEmpty)
        #expect(!b.isMovingFromParent)
    }

    /// A fast flick (100 points in 50 ms: 2000 points a second) completes though short.
    @Test func aFastFlickCompletes() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (navigation, _, _) = makeStack(log, harness: harness)
        harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 105, y: 500), steps: 5, start: 1)
        showAnimationFrame(at: 22_000)
        showAnimationFrame(at: 22_001)
        #expect(navigation.viewControllers.count == 1)
    }

    /// A drag that starts 100 points in is no edge swipe: nothing pops.
    @Test func aDragAwayFromTheEdgeDoesNotPop() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (navigation, _, _) = makeStack(log, harness: harness)
        harness.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 900, y: 500), steps: 10, start: 1)
        #expect(navigation.viewControllers.count == 2 && log.take().isEmpty)
    }
}
