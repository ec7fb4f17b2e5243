// Vitrine — Apache License 2.0
// Bar button items in a navigation bar: UIKit's initializers (a method reference as the
// action, nil target and action, a primary action, system items, spaces), the layout
// (16-point margins, 8 points between items, the back button's chevron at x = 8) and taps
// through the touch path.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIBarButtonItemTests {
    /// Records the actions it receives.
    private final class Receiver {
        var log: [String] = []
        func done(_ sender: UIBarButtonItem) { log.append("done(\(sender.title ?? "?"))") }
        func add() { log.append("add") }
    }

    /// A navigation controller filling the harness's 1000-point window.
    private func makeNavigation(_ root: UIViewController, harness: TouchHarness) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        return navigation
    }

    @Test func aTargetActionItemIsTappedThroughTheTouchPath() {
        let harness = TouchHarness()
        let receiver = Receiver()
        let root = UIViewController()
        let done = UIBarButtonItem(title: "Done", style: .done, target: receiver, action: Receiver.done)
        root.navigationItem.rightBarButtonItem = done
        let navigation = makeNavigation(root, harness: harness)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        let view = try! #require(bar.rightItemViews.first as? BarButtonView)
        // The right item ends at the 16-point margin: 1000 − 16 = 984; it spans the 44-point bar.
        #expect(view.frame.maxX == 984 && view.frame.minY == 0 && view.frame.height == 44)
        #expect(view.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: harness.window)
        harness.tap(center, at: 1)
        #expect(receiver.log == ["done(Done)"])
        done.isEnabled = false
        bar.layoutIfNeeded()
        harness.tap(center, at: 2)
        #expect(receiver.log == ["done(Done)"])
    }

    @Test func aPrimaryActionReplacesTheTargetAction() {
        let harness = TouchHarness()
        let receiver = Receiver()
        var ran = 0
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: receiver, action: Receiver.add)
        item.primaryAction = UIAction(title: "Add") { _ in ran += 1 }
        let root = UIViewController()
        root.navigationItem.leftBarButtonItem = item
        let navigation = makeNavigation(root, harness: harness)
        navigation.navigationBar.layoutIfNeeded()
        let view = try! #require(navigation.navigationBar.leftItemViews.first)
        #expect(view.frame.minX == 16)  // the left margin
        harness.tap(view.convert(CGPoint(x: view.bounds.midX, y: 22), to: harness.window), at: 1)
        #expect(ran == 1 && receiver.log.isEmpty)
    }

    /// Left items from x = 16, 8 points apart; right items from 984 leftwards, the first
    /// rightmost; a custom view keeps its size; a fixed space takes its width.
    @Test func itemsAreLaidOutInsideTheMarginsEightPointsApart() {
        let harness = TouchHarness()
        let root = UIViewController()
        let a = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20)))
        let b = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        let c = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10)))
        let d = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 25, height: 25)))
        root.navigationItem.leftBarButtonItems = [a, .fixedSpace(12), b]
        root.navigationItem.rightBarButtonItems = [c, d]
        let navigation = makeNavigation(root, harness: harness)
        navigation.navigationBar.layoutIfNeeded()
        // a: 16…46; the space: 54…66; b: 74…114, centred on the bar's 22-point middle.
        #expect(a.customView?.frame == CGRect(x: 16, y: 12, width: 30, height: 20))
        #expect(b.customView?.frame == CGRect(x: 74, y: 7, width: 40, height: 30))
        // c: 984 − 50 = 934; d: 934 − 8 − 25 = 901.
        #expect(c.customView?.frame == CGRect(x: 934, y: 17, width: 50, height: 10))
        #expect(d.customView?.frame == CGRect(x: 901, y: 9.5, width: 25, height: 25))
    }

    @Test func theBackButtonFollowsTheItemBelow() {
        let harness = TouchHarness()
        let a = UIViewController(), b = UIViewController()
        a.title = "Menu"
        let navigation = makeNavigation(a, harness: harness)
        navigation.pushViewController(b, animated: false)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(!bar.backButton.isHidden && bar.backButton.titleLabel.text == "Menu")
        #expect(bar.backButton.frame.minX == 8 && bar.backButton.chevron?.frame.size == CGSize(width: 13, height: 21))
        a.navigationItem.backButtonTitle = "Home"
        #expect(bar.backButton.titleLabel.text == "Home")
        a.navigationItem.backButtonDisplayMode = .generic
        #expect(bar.backButton.titleLabel.text == "Back")
        a.navigationItem.backButtonDisplayMode = .minimal
        #expect(bar.backButton.titleLabel.text == nil)
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Out", style: .plain, target: nil, action: nil)
        #expect(bar.backButton.titleLabel.text == "Out")
        a.navigationItem.backBarButtonItem = nil
        a.navigationItem.backButtonDisplayMode = .default
        a.navigationItem.backButtonTitle = nil
        a.title = nil
        #expect(bar.backButton.titleLabel.text == "Back")
        // A left item replaces the back button unless it supplements it.
        let item = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        b.navigationItem.leftBarButtonItem = item
        #expect(bar.backButton.isHidden)
        b.navigationItem.leftItemsSupplementBackButton = true
        bar.layoutIfNeeded()
        #expect(!bar.backButton.isHidden && item.customView!.frame.minX == bar.backButton.frame.maxX + 8)
        b.navigationItem.hidesBackButton = true
        #expect(bar.backButton.isHidden)
    }

    @Test func theTitleIsCentredAndFollowsTheControllersTitle() {
        let harness = TouchHarness()
        let root = UIViewController()
        root.title = "Orders"
        let navigation = makeNavigation(root, harness: harness)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(root.navigationItem.title == "Orders" && bar.titleLabel.text == "Orders")
        #expect(abs(bar.titleLabel.frame.midX - 500) < 0.5)
        root.title = "Basket"
        #expect(bar.titleLabel.text == "Basket")
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.navigationItem.titleView = titleView
        bar.layoutIfNeeded()
        #expect(titleView.superview === bar && titleView.frame == CGRect(x: 400, y: 7, width: 200, height: 30))
    }

    @Test func systemItemsAndSpacesKeepUIKitsValues() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.style == .done && done.title == "Done")
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).title == "Cancel")
        #expect(UIBarButtonItem.flexibleSpace().isSpace && UIBarButtonItem.fixedSpace(20).width == 20)
        #expect(UIBarButtonItem.fixedSpace(.nan).width == 0)
        let action = UIAction(title: "Share") { _ in }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: action, menu: UIMenu(title: "More", children: [action]))
        #expect(item.title == "Share" && item.menu?.children.count == 1)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24 && UIBarButtonItem.Style.done.rawValue == 2)
    }
}
