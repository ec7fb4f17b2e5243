// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A button whose menu is its primary action: the menu shows on touch down (as Apple
/// documents), below the button; choosing an action runs it with the button as sender;
/// a single-selection menu moves the checkmark. Driven through the real touch path.
@MainActor
@Suite struct UIButtonMenuTests {
    @Test func aTouchDownShowsTheMenuAndAChoiceRunsIt() throws {
        let touches = TouchHarness()
        let button = UIButton(type: .system)
        button.setTitle("Size", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        touches.window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("menuActionTriggered") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        var chosen: [String] = []
        let small = UIAction(title: "Small", state: .on) { action in chosen.append(action.title) }
        let large = UIAction(title: "Large") { action in
            chosen.append(action.title)
            #expect(action.sender as? UIButton === button)
        }
        button.menu = UIMenu(title: "Size", options: .singleSelection, children: [small, large])
        button.showsMenuAsPrimaryAction = true

        touches.send(.began, CGPoint(x: 160, y: 122), at: 1)
        let menu = try #require(touches.window.subviews.last as? MenuOverlayView)
        #expect(events == ["menuActionTriggered"])
        touches.send(.ended, CGPoint(x: 160, y: 122), at: 1.05)
        #expect(events == ["menuActionTriggered"], "the menu took the touch: no touch-up")
        // Below the button (144 + 8), from its leading edge; two 44-point rows.
        #expect(menu.panel.frame == CGRect(x: 100, y: 152, width: 250, height: 88))
        #expect(menu.backgroundColor == nil, "a button's menu does not dim the window")
        // An action is on, so titles move into the checkmark column: 16 + 28.
        #expect(menu.rows.map(\.titleLabel.frame.minX) == [44, 44])
        #expect(menu.rows[0].subviews.count == 2 && menu.rows[1].subviews.count == 1, "only the on row has a checkmark")

        touches.tap(menu.rows[1].convert(CGPoint(x: 60, y: 22), to: nil), at: 2)
        #expect(chosen == ["Large"])
        #expect(small.state == .off && large.state == .on)
        #expect(menu.superview == nil)
        #expect(events == ["menuActionTriggered"])
    }

    /// Without `showsMenuAsPrimaryAction` a tap sends touch-up as usual and shows nothing.
    @Test func withoutTheFlagATapIsATap() {
        let touches = TouchHarness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        touches.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.menu = UIMenu(title: "", children: [UIAction(title: "A") { _ in }])
        touches.tap(CGPoint(x: 160, y: 122), at: 1)
        #expect(taps == 1)
        #expect(!touches.window.subviews.contains { $0 is MenuOverlayView })
    }

    /// A deferred element shows "Loading…" until its provider delivers, then its actions;
    /// a cached one delivers once and is reused.
    @Test func aDeferredElementLoadsItsActions() throws {
        let touches = TouchHarness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        touches.window.addSubview(button)
        var pending: (@MainActor ([UIMenuElement]) -> Void)?
        var loads = 0
        let deferred = UIDeferredMenuElement { completion in
            loads += 1
            pending = completion
        }
        button.menu = UIMenu(title: "", children: [UIAction(title: "First") { _ in }, deferred])
        button.showsMenuAsPrimaryAction = true
        touches.tap(CGPoint(x: 160, y: 122), at: 1)
        let menu = try #require(touches.window.subviews.last as? MenuOverlayView)
        #expect(menu.rows.map(\.title) == ["First", "Loading…"])
        let deliver = try #require(pending)
        deliver([UIAction(title: "Recent") { _ in }])
        #expect(menu.rows.map(\.title) == ["First", "Recent"])
        menu.dismiss()
        touches.tap(CGPoint(x: 160, y: 122), at: 2)
        let again = try #require(touches.window.subviews.last as? MenuOverlayView)
        #expect(again.rows.map(\.title) == ["First", "Recent"] && loads == 1)
    }
}
