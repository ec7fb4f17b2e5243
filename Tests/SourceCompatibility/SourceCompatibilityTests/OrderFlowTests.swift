// Vitrine — Apache License 2.0
// The order screen of both source-compatibility apps: a child controller, a form sheet.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct OrderFlowTests {
    @Test func bothLanguageModesEmbedPresentAndDismiss() {
        let screens: [(UIViewController, () -> Void, () -> Void, () -> [String], () -> Int)] = [
            { let c = Swift5App.OrderController(); return (c, c.confirm, c.close, { c.log }, { c.summary.appearances }) }(),
            { let c = Swift6App.OrderController(); return (c, c.confirm, c.close, { c.log }, { c.summary.appearances }) }(),
        ]
        for (controller, confirm, close, log, summaryAppearances) in screens {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false  // shown to the controllers without entering the window stack
            window.rootViewController = controller
            #expect(controller.children.count == 1 && summaryAppearances() == 1)
            confirm()
            #expect(controller.presentedViewController?.view.frame == CGRect(x: 250, y: 200, width: 300, height: 200))
            close()
            #expect(log() == ["appeared", "presented", "dismissed"])
            #expect(controller.title == "Order" && controller.preferredStatusBarStyle == .lightContent)
        }
    }
}

@MainActor
@Suite struct MenuNavigationTests {
    @Test func bothLanguageModesPushAndPop() {
        let menus: [(UINavigationController, (String) -> Void, () -> Void, () -> [String])] = [
            { let m = Swift5App.MenuNavigation(); return (m.navigation, m.open, m.back, { m.delegate.shown }) }(),
            { let m = Swift6App.MenuNavigation(); return (m.navigation, m.open, m.back, { m.delegate.shown }) }(),
        ]
        for (navigation, open, back, shown) in menus {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.rootViewController = navigation
            open("Espresso")
            #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Espresso")
            back()
            #expect(navigation.viewControllers.count == 1 && shown() == ["Espresso", "Menu"])
        }
    }
}
