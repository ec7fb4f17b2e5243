// Vitrine — Apache License 2.0
// UITabBarController: tabs tapped through the touch path (a 49-point bar at the bottom,
// each tab an equal share of the width), the delegate's shouldSelect and didSelect,
// the children's appearance calls and safe area, tab bar items.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UITabBarControllerTests {
    private final class DelegateLog: UITabBarControllerDelegate {
        var log: [String] = []
        var allows = true
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("shouldSelect(\(viewController.title ?? "?"))")
            return allows
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("didSelect(\(viewController.title ?? "?"))")
        }
    }

    @Test func tappingATabSelectsItThroughTheTouchPath() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        a.title = "Menu"
        b.title = "Basket"
        b.tabBarItem = UITabBarItem(title: "Basket", image: nil, tag: 7)
        let tabs = UITabBarController()
        let delegate = DelegateLog()
        tabs.delegate = delegate
        tabs.viewControllers = [a, b]
        harness.window.rootViewController = tabs
        harness.window.layoutIfNeeded()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a && a.tabBarController === tabs)
        // 1000 − 49 = 951: the bar; the child fills the view with the bar in its safe area.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 951, width: 1000, height: 49))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000) && a.view.safeAreaInsets.bottom == 49)
        #expect(tabs.tabBar.buttons.map(\.frame.minX) == [0, 500] && tabs.tabBar.selectedItem === a.tabBarItem)
        _ = log.take()
        harness.tap(CGPoint(x: 750, y: 975), at: 1)
        #expect(delegate.log == ["shouldSelect(Basket)", "didSelect(Basket)"])
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem?.tag == 7)
        #expect(log.take() == ["a.viewWillDisappear", "b.viewDidLoad", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        #expect(b.view.superview === tabs.view && a.viewIfLoaded?.superview == nil)
        delegate.allows = false
        harness.tap(CGPoint(x: 250, y: 975), at: 2)
        #expect(tabs.selectedIndex == 1 && delegate.log.suffix(1) == ["shouldSelect(Menu)"])
        // Selection by code does not ask the delegate.
        tabs.selectedIndex = 0
        #expect(tabs.selectedViewController === a && delegate.log.count == 3)
        tabs.selectedIndex = 5  // out of range: ignored
        #expect(tabs.selectedIndex == 0)
        withExtendedLifetime(delegate) {}
    }

    /// A pushed controller that hides the bottom bar hides the tab bar, and its safe area
    /// loses the bar's 49 points, until it is popped.
    @Test func aControllerThatHidesTheBottomBarHidesTheTabBarWhilePushed() {
        let harness = TouchHarness()
        let root = UIViewController(), detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let stack = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [stack, UIViewController()]
        harness.window.rootViewController = tabs
        harness.window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 49 && stack.tabBarController === tabs)
        stack.pushViewController(detail, animated: false)
        harness.window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 0)
        stack.popViewController(animated: false)
        harness.window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 49)
    }

    @Test func tabBarItemsKeepUIKitsValues() {
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(item.title == "Favorites" && item.tag == 3 && item.systemItem == .favorites)
        let controller = UIViewController()
        controller.title = "Orders"
        #expect(controller.tabBarItem.title == "Orders")
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        tabs.loadViewIfNeeded()
        tabs.view.layoutIfNeeded()
        controller.tabBarItem.badgeValue = "3"
        let button = tabs.tabBar.buttons[0]
        #expect(!button.badgeLabel.isHidden && button.badgeLabel.text == "3" && button.badgeLabel.backgroundColor == .systemRed)
        controller.tabBarItem.badgeColor = .blue
        #expect(button.badgeLabel.backgroundColor == .blue)
        #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
    }
}
