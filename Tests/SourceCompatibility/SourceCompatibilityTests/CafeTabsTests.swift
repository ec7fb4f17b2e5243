// Vitrine — Apache License 2.0
// The tabs of both source-compatibility apps: bar button items' target-action and primary
// actions, large titles, a toolbar, tab bar items.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct CafeTabsTests {
    @Test func bothLanguageModesBuildTabsOfNavigationStacks() {
        let apps: [(UITabBarController, UIViewController, () -> [UIBarButtonItem], () -> [String])] = [
            { let a = Swift5App.CafeTabs(); return (a.tabs, a.menu, { a.menuItems }, { a.menu.taps }) }(),
            { let a = Swift6App.CafeTabs(); return (a.tabs, a.menu, { a.menuItems }, { a.menu.taps }) }(),
        ]
        for (tabs, menu, items, taps) in apps {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false
            window.rootViewController = tabs
            window.layoutIfNeeded()
            let stack = try! #require(tabs.selectedViewController as? UINavigationController)
            #expect(stack.topViewController === menu && stack.navigationBar.frame.height == 96)
            #expect(tabs.tabBar.items?.map(\.title) == ["Menu", "History"] && tabs.tabBar.items?[1].badgeValue == "2")
            for item in items() { item.performAction() }
            #expect(taps() == ["edit", "add", "sort"])
            #expect(menu.toolbarItems?.count == 4 && !stack.isToolbarHidden)
        }
    }
}
