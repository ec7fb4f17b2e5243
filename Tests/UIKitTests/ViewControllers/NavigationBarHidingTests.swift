// Vitrine — Apache License 2.0
// `hidesBarsOnTap` and `hidesBarsOnSwipe`: a tap in the content toggles the bars, a swipe
// up hides them and a swipe down shows them; both are off by default, and a tap on a
// control stays the control's.
import Testing
@testable import UIKitCore

@MainActor @Suite struct NavigationBarHidingTests {
    private func makeNavigation() -> (TouchHarness, UINavigationController) {
        let harness = TouchHarness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        return (harness, navigation)
    }

    /// Off by default: a tap changes nothing. On: each tap in the content toggles the bar,
    /// and the toolbar that was shown goes and comes back with it.
    @Test func tapsToggleTheBarsWhenAsked() {
        let (harness, navigation) = makeNavigation()
        #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled && navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        harness.tap(CGPoint(x: 500, y: 500), at: 1)
        #expect(!navigation.isNavigationBarHidden)
        navigation.hidesBarsOnTap = true
        navigation.isToolbarHidden = false
        harness.tap(CGPoint(x: 500, y: 500), at: 2)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        harness.tap(CGPoint(x: 500, y: 500), at: 3)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    /// A tap on a button in the content is the button's: the bars stay.
    @Test func aTapOnAControlLeavesTheBars() {
        let (harness, navigation) = makeNavigation()
        navigation.hidesBarsOnTap = true
        let button = UIButton(frame: CGRect(x: 400, y: 400, width: 200, height: 200))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        navigation.topViewController?.view.addSubview(button)
        harness.tap(CGPoint(x: 500, y: 500), at: 1)
        #expect(taps == 1 && !navigation.isNavigationBarHidden)
    }

    /// A swipe up of 100 points hides the bar, a swipe down shows it; a sideways drag does not.
    @Test func swipesHideAndShowTheBars() {
        let (harness, navigation) = makeNavigation()
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        harness.drag(from: CGPoint(x: 500, y: 600), to: CGPoint(x: 700, y: 590), start: 1)
        #expect(!navigation.isNavigationBarHidden)
        harness.drag(from: CGPoint(x: 500, y: 600), to: CGPoint(x: 500, y: 500), start: 2)
        #expect(navigation.isNavigationBarHidden)
        harness.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 500, y: 600), start: 3)
        #expect(!navigation.isNavigationBarHidden)
    }

    /// The two stored flags keep what is set.
    @Test func theStoredFlagsKeepTheirValues() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(!navigation.hidesBarsWhenVerticallyCompact && !navigation.hidesBarsWhenKeyboardAppears)
        navigation.hidesBarsWhenVerticallyCompact = true
        navigation.hidesBarsWhenKeyboardAppears = true
        #expect(navigation.hidesBarsWhenVerticallyCompact && navigation.hidesBarsWhenKeyboardAppears)
    }
}
