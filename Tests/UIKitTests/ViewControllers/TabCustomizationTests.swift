// Vitrine — Apache License 2.0
// The More list's Edit button, as UIKit documents `customizableViewControllers` and the
// delegate's customizing calls: it presents the Configure sheet, an icon dragged onto a
// tab slot takes that place in `viewControllers`, and Done ends with willEnd then didEnd.
import Testing
@testable import UIKitCore

@MainActor @Suite struct TabCustomizationTests {
    @MainActor final class CustomizingLog: UITabBarControllerDelegate {
        var log: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
            log.append("willBegin \(viewControllers.count)")
        }
        func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
            log.append("willEnd \(viewControllers.map { $0.title ?? "?" }.joined(separator: ",")) changed=\(changed)")
        }
        func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
            log.append("didEnd changed=\(changed) presented=\(tabBarController.presentedViewController != nil)")
        }
    }

    private func makeTabs(_ harness: TouchHarness) -> (UITabBarController, [UIViewController], CustomizingLog) {
        let tabs = UITabBarController()
        let controllers = (1...6).map { index in
            let controller = UIViewController()
            controller.title = "T\(index)"
            return controller
        }
        tabs.viewControllers = controllers
        let delegate = CustomizingLog()
        tabs.delegate = delegate
        harness.window.rootViewController = tabs
        tabs.selectedViewController = tabs.moreNavigationController
        harness.window.layoutIfNeeded()
        return (tabs, controllers, delegate)
    }

    /// Dragging T6's icon onto the second slot (x 250…500 of the 1000-point bar) swaps T6
    /// and T2; Done makes that the tab order, with the delegate's calls in order.
    @Test func dragAnIconOntoASlotAndFinish() throws {
        let harness = TouchHarness()
        let (tabs, controllers, delegate) = makeTabs(harness)
        let list = try #require(tabs.moreNavigationController.viewControllers.first as? MoreListViewController)
        let edit = try #require(list.navigationItem.rightBarButtonItem)
        edit.performAction()
        showAnimationFrame(at: 50_000)
        showAnimationFrame(at: 50_001)
        #expect(delegate.log == ["willBegin 6"])
        let sheet = try #require((tabs.presentedViewController as? UINavigationController)?.topViewController as? TabCustomizationViewController)
        harness.window.layoutIfNeeded()
        #expect(sheet.icons.count == 6 && sheet.slotBar.items?.map(\.title) == ["T1", "T2", "T3", "T4"])
        let start = sheet.icons[5].convert(CGPoint(x: 45, y: 45), to: nil)
        let slot = CGPoint(x: 375, y: sheet.slotBar.convert(CGPoint(x: 0, y: 24), to: nil).y)
        harness.drag(from: start, to: slot, steps: 20, start: 1)
        #expect(sheet.slotBar.items?.map(\.title) == ["T1", "T6", "T3", "T4"])
        #expect(tabs.viewControllers?.map(\.title) == controllers.map(\.title))  // not before Done

        let done = try #require(sheet.navigationItem.rightBarButtonItem)
        done.performAction()
        showAnimationFrame(at: 50_002)
        showAnimationFrame(at: 50_003)
        #expect(delegate.log == ["willBegin 6", "willEnd T1,T6,T3,T4,T5,T2 changed=true", "didEnd changed=true presented=false"])
        #expect(tabs.tabBar.items?.map(\.title) == ["T1", "T6", "T3", "T4", tabs.moreNavigationController.tabBarItem.title])
        #expect(tabs.customizableViewControllers?.count == 6)
    }

    /// A slot whose controller is not customizable keeps it; with no customizable
    /// controllers the list has no Edit button.
    @Test func onlyCustomizableControllersMove() throws {
        let harness = TouchHarness()
        let (tabs, controllers, delegate) = makeTabs(harness)
        tabs.customizableViewControllers = Array(controllers.dropFirst())
        let list = try #require(tabs.moreNavigationController.viewControllers.first as? MoreListViewController)
        list.navigationItem.rightBarButtonItem?.performAction()
        showAnimationFrame(at: 51_000)
        showAnimationFrame(at: 51_001)
        #expect(delegate.log == ["willBegin 5"])
        let sheet = try #require((tabs.presentedViewController as? UINavigationController)?.topViewController as? TabCustomizationViewController)
        sheet.place(controllers[4], inSlot: 0)
        #expect(!sheet.changed && sheet.order.map(\.title) == controllers.map(\.title))
        sheet.navigationItem.rightBarButtonItem?.performAction()
        showAnimationFrame(at: 51_002)
        showAnimationFrame(at: 51_003)
        #expect(delegate.log.last == "didEnd changed=false presented=false")
        tabs.customizableViewControllers = []
        #expect(list.navigationItem.rightBarButtonItem == nil)
    }
}
