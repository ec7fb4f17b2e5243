// Vitrine — Apache License 2.0
// The edge swipe with a navigation delegate that supplies a pop animator and an
// interaction controller: the swipe pops through them, as UIKit's `interactionControllerFor`
// documents, and a percent-driven interaction follows the finger (its share of the width),
// then finishes or cancels by the built-in pop's rule.
import Testing
@testable import UIKitCore

@MainActor @Suite struct InteractivePopDelegateTests {
    private func makeStack(_ log: LifecycleLog, harness: TouchHarness)
        -> (UINavigationController, LoggingViewController, LoggingViewController, InteractiveTransitionDelegate) {
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        let navigation = UINavigationController(rootViewController: a)
        harness.window.rootViewController = navigation
        navigation.pushViewController(b, animated: false)
        harness.window.layoutIfNeeded()
        let delegate = InteractiveTransitionDelegate(log)
        navigation.delegate = delegate
        _ = log.take()
        return (navigation, a, b, delegate)
    }

    /// A slow drag from the edge to 705 (a translation of 690 after the pan's 10-point
    /// hysteresis, 0.69 of the 1000-point width) stands the delegate's slide at 0.69: `a`,
    /// sliding in from the right over the linear 0.4 s, is at 1000 − 690. The built-in pop
    /// does not move `b`. Lifted past half the width, the pop completes.
    @Test func theSwipeDrivesTheDelegatesInteraction() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (navigation, a, b, delegate) = makeStack(log, harness: harness)
        let time = harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 705, y: 500), steps: 140, start: 1, lift: false)
        #expect(log.take() == ["b.willMove(toParent: nil)", "b.viewWillDisappear(animated)", "a.viewWillAppear(animated)", "animate interactive=true"])
        #expect(abs(delegate.interaction.percentComplete - 0.69) < 1e-9)
        #expect(abs(a.view.layer.presentation()!.frame.minX - 310) < 1e-6)
        #expect(b.view.frame.minX == 0 && navigation.transitionCoordinator?.isInteractive == true)
        harness.send(.ended, CGPoint(x: 705, y: 500), at: time + 0.01)
        showAnimationFrame(at: 33_000)
        showAnimationFrame(at: 33_001)
        showAnimationFrame(at: 33_001.1)
        #expect(log.take() == ["animationEnded true", "b.viewDidDisappear(animated)", "a.viewDidAppear(animated)", "b.didMove(toParent: nil)"])
        #expect(sameControllers(navigation.viewControllers, [a]) && b.parent == nil)
        #expect(a.view.frame.minX == 0 && b.viewIfLoaded?.superview == nil)
    }

    /// A slow drag to a fifth of the width, lifted, cancels the delegate's transition: `b`
    /// stays on top and the appearance calls are reversed.
    @Test func aShortSwipeCancelsTheDelegatesInteraction() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (navigation, a, b, delegate) = makeStack(log, harness: harness)
        defer { withExtendedLifetime(delegate) {} }
        harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 205, y: 500), steps: 100, start: 1)
        showAnimationFrame(at: 34_000)
        showAnimationFrame(at: 34_001)
        showAnimationFrame(at: 34_001.1)
        #expect(log.take() == [
            "b.willMove(toParent: nil)", "b.viewWillDisappear(animated)", "a.viewWillAppear(animated)", "animate interactive=true",
            "animationEnded false", "a.viewWillDisappear(animated)", "b.viewWillAppear(animated)", "a.viewDidDisappear(animated)",
            "b.viewDidAppear(animated)",
        ])
        #expect(sameControllers(navigation.viewControllers, [a, b]) && !b.isMovingFromParent)
        #expect(b.view.superview === navigation.view && a.viewIfLoaded?.superview == nil)
    }
}
