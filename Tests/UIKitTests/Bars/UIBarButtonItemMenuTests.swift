// Vitrine — Apache License 2.0
// A bar button item's menu (iOS 14), through the touch path: as Apple documents, the
// gesture that shows it depends on whether a tap would run an action. An item with no
// action shows the menu when touched; one with a primary action (or a target-action
// pair) runs it on a tap and shows the menu after a long press.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIBarButtonItemMenuTests {
    /// A navigation bar filling the harness's 1000-point window, with `item` on its right,
    /// and a 60 Hz frame clock for the long press.
    @MainActor final class Fixture {
        let touches = TouchHarness()
        let frames: FrameStepper
        let view: BarButtonView

        init(item: UIBarButtonItem) throws {
            frames = FrameStepper(touches: touches)
            let root = UIViewController()
            root.navigationItem.rightBarButtonItem = item
            let navigation = UINavigationController(rootViewController: root)
            touches.window.rootViewController = navigation
            touches.window.layoutIfNeeded()
            navigation.navigationBar.layoutIfNeeded()
            view = try #require(navigation.navigationBar.rightItemViews.first as? BarButtonView)
        }

        var centre: CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
        var menu: MenuOverlayView? { touches.window.subviews.compactMap { $0 as? MenuOverlayView }.last }

        func tap(_ point: CGPoint) {
            touches.tap(point, at: frames.now + 0.001)
            frames.wait(0.1)
        }

        /// A finger held still on the item for 0.6 s, then lifted.
        func press() {
            touches.send(.began, centre, at: frames.now + 0.001)
            frames.wait(0.6)
            touches.send(.ended, centre, at: frames.now + 0.001)
            frames.wait(0.1)
        }
    }

    static func sortMenu(_ chosen: @escaping @MainActor (String) -> Void) -> UIMenu {
        UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { chosen($0.title) },
            UIAction(title: "Date") { chosen($0.title) },
        ])
    }

    @Test func anItemWithoutAnActionShowsItsMenuOnATap() throws {
        var chosen: [String] = []
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: Self.sortMenu { chosen.append($0) })
        let f = try Fixture(item: item)
        f.tap(f.centre)
        let menu = try #require(f.menu)
        #expect(menu.rows.map(\.title) == ["Name", "Date"])
        // Below the item, 8 points under the 44-point bar's bottom (the item spans the bar).
        let itemFrame = f.view.convert(f.view.bounds, to: nil)
        #expect(menu.panel.frame.minY == itemFrame.maxY + 8)
        f.tap(menu.rows[1].convert(CGPoint(x: 60, y: 22), to: nil))
        #expect(chosen == ["Date"])
        #expect(f.menu == nil)
    }

    @Test func aPrimaryActionRunsOnATapAndTheMenuWaitsForALongPress() throws {
        var ran = 0
        var chosen: [String] = []
        let item = UIBarButtonItem(title: "Add", image: nil, primaryAction: UIAction(title: "Add") { _ in ran += 1 },
                                   menu: Self.sortMenu { chosen.append($0) })
        let f = try Fixture(item: item)
        f.tap(f.centre)
        #expect(ran == 1)
        #expect(f.menu == nil)

        f.press()
        #expect(ran == 1, "the long press does not run the action")
        let menu = try #require(f.menu)
        f.tap(menu.rows[0].convert(CGPoint(x: 60, y: 22), to: nil))
        #expect(chosen == ["Name"])
    }

    /// A system item with a menu and no action (`init(systemItem:primaryAction:menu:)`).
    @Test func aSystemItemWithAMenuShowsIt() throws {
        let item = UIBarButtonItem(systemItem: .action, menu: Self.sortMenu { _ in })
        let f = try Fixture(item: item)
        f.tap(f.centre)
        #expect(f.menu != nil)
        // A touch outside the panel closes it without choosing.
        f.tap(CGPoint(x: 100, y: 600))
        #expect(f.menu == nil)
    }

    /// Without a menu a long press on an item with an action is still a tap on release.
    @Test func withoutAMenuALongPressIsATap() throws {
        var ran = 0
        let f = try Fixture(item: UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in ran += 1 }))
        f.press()
        #expect(ran == 1 && f.menu == nil)
    }
}
