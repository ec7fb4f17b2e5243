// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Context menus: a 0.5 s press on a list item or a table row shows the delegate's menu
/// near the finger; choosing an action closes it and runs the action; a disabled action
/// cannot be chosen; a touch outside closes the menu. Driven through the real touch path.
///
/// Menu metrics are Vitrine's (Apple documents none): a 250-point panel 8 points below
/// the finger, 44-point rows.
@MainActor
@Suite struct ContextMenuTests {
    static func menu(_ log: @escaping (String) -> Void) -> UIMenu {
        UIMenu(title: "", children: [
            UIAction(title: "Share") { _ in log("share") },
            UIAction(title: "Locked", attributes: .disabled) { _ in log("locked") },
            UIAction(title: "Hidden", attributes: .hidden) { _ in log("hidden") },
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Delete", attributes: .destructive) { _ in log("delete") },
            ]),
        ])
    }

    /// A long press on item 3 shows its menu below the finger: the rows Share, Locked and
    /// (after an 8-point gap) Delete; the hidden action has no row. A tap on the disabled
    /// row does nothing; a tap on Delete closes the menu and runs its handler. The press
    /// selected nothing.
    @Test func aLongPressOnAListItemShowsItsMenu() throws {
        let h = ListHarness()
        var log: [String] = []
        var asked: [Int] = []
        h.source.menu = { indexPath in
            asked.append(indexPath.item)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
                #expect(suggested.isEmpty)
                return Self.menu { log.append("\($0) \(indexPath.item)") }
            }
        }
        let point = h.point(of: 3)
        h.press(point)
        #expect(asked == [3])
        let menu = try #require(h.menu)
        #expect(menu.rows.map(\.title) == ["Share", "Locked", "Delete"])
        // 44 + 44 + 8 (gap) + 44 = 140 points, 8 below the finger, from its x.
        #expect(menu.panel.frame == CGRect(x: point.x, y: point.y + 8, width: 250, height: 140))
        #expect(menu.rows[2].frame.minY == 96)
        #expect(menu.rows[2].titleLabel.textColor == .systemRed)
        #expect(!menu.rows[1].isEnabled)
        #expect(h.source.selections.isEmpty, "the press does not select")
        #expect(h.cell(3)?.isHighlighted == false)

        h.tap(h.centre(of: menu.rows[1]))
        #expect(log.isEmpty && menu.superview != nil)
        h.tap(h.centre(of: menu.rows[2]))
        #expect(log == ["delete 3"])
        #expect(menu.superview == nil && h.menu == nil)
        #expect(h.source.selections.isEmpty)
    }

    /// Without a configuration the press fails: the lift selects the item as a tap does.
    @Test func withoutAConfigurationALongPressSelects() {
        let h = ListHarness()
        h.source.menu = { _ in nil }
        h.press(h.point(of: 2))
        #expect(h.menu == nil)
        #expect(h.source.selections == [2])
    }

    /// A touch outside the panel closes the menu without running anything.
    @Test func aTouchOutsideClosesTheMenu() throws {
        let h = ListHarness()
        var log: [String] = []
        h.source.menu = { _ in UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in Self.menu { log.append($0) } } }
        h.press(h.point(of: 0))
        let menu = try #require(h.menu)
        h.tap(CGPoint(x: 900, y: 900))
        #expect(menu.superview == nil && log.isEmpty)
    }

    /// Near the bottom of the window the panel opens above the finger (8 points clear).
    @Test func nearTheBottomTheMenuOpensAbove() throws {
        let h = ListHarness()
        h.collectionView.frame = CGRect(x: 100, y: 800, width: 330, height: 190)
        h.touches.window.layoutIfNeeded()
        h.source.menu = { _ in UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in Self.menu { _ in } } }
        let point = h.point(of: 3)  // 800 + 3 × 44 + 22 = 954
        #expect(point.y == 954)
        h.press(point)
        let menu = try #require(h.menu)
        #expect(menu.panel.frame.maxY == point.y - 8)
    }

    /// A table row's menu comes from `tableView(_:contextMenuConfigurationForRowAt:point:)`;
    /// a submenu row shows the submenu's actions in the panel.
    @Test func aLongPressOnATableRowShowsItsMenu() throws {
        let h = TableHarness(rows: [20])
        let delegate = MenuTableDelegate()
        h.replacement = delegate
        h.table.delegate = delegate
        var log: [String] = []
        delegate.menu = { indexPath in
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [
                    UIAction(title: "Open") { _ in log.append("open \(indexPath.row)") },
                    UIMenu(title: "Move to", children: [UIAction(title: "Top") { _ in log.append("top \(indexPath.row)") }]),
                ])
            }
        }
        let point = h.point(of: IndexPath(row: 4, section: 0))
        h.touches.send(.began, point, at: h.now + 0.001)
        h.wait(0.6)
        h.touches.send(.ended, point, at: h.now + 0.001)
        h.wait(0.1)
        let menu = try #require(h.touches.window.subviews.last as? MenuOverlayView)
        #expect(menu.rows.map(\.title) == ["Open", "Move to"])
        #expect(h.table.indexPathForSelectedRow == nil)
        let submenu = menu.rows[1]
        h.touches.tap(submenu.convert(CGPoint(x: 40, y: 22), to: nil), at: h.now + 0.001)
        h.wait(0.3)
        #expect(menu.rows.map(\.title) == ["Top"] && log.isEmpty)
        h.touches.tap(menu.rows[0].convert(CGPoint(x: 40, y: 22), to: nil), at: h.now + 0.001)
        h.wait(0.3)
        #expect(log == ["top 4"] && menu.superview == nil)
    }
}

/// A table delegate that gives context menus.
@MainActor
final class MenuTableDelegate: UITableViewDelegate {
    var menu: ((IndexPath) -> UIContextMenuConfiguration?)?

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        menu?(indexPath)
    }
}
