// Vitrine — Apache License 2.0
// More than five tabs, as on iPhone: the bar shows the first four and a More tab whose
// navigation controller lists the rest and pushes the one chosen.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UITabBarControllerMoreTests {
    /// `count` controllers titled "Tab 1" …
    private func makeControllers(_ count: Int) -> [UIViewController] {
        (1...count).map { index in
            let controller = UIViewController()
            controller.title = "Tab \(index)"
            return controller
        }
    }

    /// Six controllers: five items, the fifth the More system item; the More list names
    /// the fifth and sixth controllers, which are not the tab bar controller's children.
    @Test func sixControllersShowFourTabsAndMore() {
        let tabs = UITabBarController()
        let controllers = makeControllers(6)
        tabs.viewControllers = controllers
        let more = tabs.moreNavigationController
        #expect(tabs.viewControllers?.count == 6)
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.items?.last === more.tabBarItem)
        #expect(more.tabBarItem.systemItem == .more)
        #expect(tabs.tabBar.items?.prefix(4).map(\.title) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4"])
        #expect(more.parent === tabs && controllers[3].parent === tabs && controllers[4].parent == nil)
        #expect(tabs.customizableViewControllers?.count == 6)
        let list = more.viewControllers.first as? UITableViewController
        #expect(list?.title == "More")
        #expect(list?.tableView.numberOfRows(inSection: 0) == 2)
        let cell = list.map { $0.tableView($0.tableView, cellForRowAt: IndexPath(row: 1, section: 0)) }
        #expect(cell?.textLabel?.text == "Tab 6" && cell?.accessoryType == .disclosureIndicator)
    }

    /// Five controllers fit: five tabs, no More tab.
    @Test func fiveControllersNeedNoMoreTab() {
        let tabs = UITabBarController()
        tabs.viewControllers = makeControllers(5)
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.items?.last?.title == "Tab 5")
        #expect(!tabs.children.contains { $0 === tabs.moreNavigationController })
    }

    /// Selecting an overflow controller by index shows it pushed in the More tab; the More
    /// list itself has no index (`NSNotFound`); a row chosen in the list pushes its
    /// controller, which finds the tab bar controller through the More navigation controller.
    @Test func overflowControllersShowInTheMoreTab() {
        let harness = TouchHarness()
        let tabs = UITabBarController()
        let controllers = makeControllers(6)
        tabs.viewControllers = controllers
        harness.window.rootViewController = tabs
        harness.window.layoutIfNeeded()
        let more = tabs.moreNavigationController
        tabs.selectedIndex = 5
        #expect(tabs.selectedViewController === controllers[5] && tabs.selectedIndex == 5)
        #expect(more.viewControllers.count == 2 && more.topViewController === controllers[5])
        #expect(tabs.tabBar.selectedItem === more.tabBarItem && controllers[5].tabBarController === tabs)
        #expect(more.view.superview === tabs.view)

        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === controllers[1] && more.view.superview == nil)

        // The More tab, tapped: the tab bar is 1000 points wide, five tabs of 200.
        more.setViewControllers([more.viewControllers[0]], animated: false)
        harness.tap(CGPoint(x: 900, y: 975), at: 1)
        #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
        let list = more.viewControllers[0] as! UITableViewController
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(more.topViewController === controllers[4] && tabs.selectedViewController === controllers[4])
        #expect(tabs.selectedIndex == 4)
    }
}
