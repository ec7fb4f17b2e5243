// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Selection through the real touch path: highlight after the scroll view's content-touch
/// delay, select on lift, nothing when the finger scrolls.
@MainActor @Suite struct UITableViewSelectionTests {
    static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func aTapSelectsTheRowAndTellsTheDelegate() throws {
        let h = TableHarness(rows: [20])
        h.tap(Self.row(2))
        #expect(h.source.events == ["highlight 2", "unhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(h.table.indexPathForSelectedRow == Self.row(2))
        let cell = try #require(h.table.cellForRow(at: Self.row(2)))
        #expect(cell.isSelected && !cell.isHighlighted)
    }

    @Test func tappingAnotherRowDeselectsTheFirst() {
        let h = TableHarness(rows: [20])
        h.tap(Self.row(2))
        h.source.events = []
        h.tap(Self.row(4))
        #expect(h.source.events == ["highlight 4", "unhighlight 4", "willSelect 4", "didDeselect 2", "didSelect 4"])
        #expect(h.table.indexPathsForSelectedRows == [Self.row(4)])
        #expect(h.table.cellForRow(at: Self.row(2))?.isSelected == false)
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let h = TableHarness(rows: [20])
        h.source.redirect = { $0.row == 3 ? nil : IndexPath(row: 7, section: 0) }
        h.tap(Self.row(3))
        #expect(h.table.indexPathForSelectedRow == nil)
        #expect(!h.source.events.contains { $0.hasPrefix("didSelect") })
        h.tap(Self.row(1))
        #expect(h.table.indexPathForSelectedRow == Self.row(7))
        #expect(h.source.events.last == "didSelect 7")
    }

    @Test func multipleSelectionTogglesRows() {
        let h = TableHarness(rows: [20]) { table, _ in table.allowsMultipleSelection = true }
        h.tap(Self.row(1))
        h.tap(Self.row(3))
        #expect(Set(h.table.indexPathsForSelectedRows ?? []) == [Self.row(1), Self.row(3)])
        h.tap(Self.row(1))
        #expect(h.table.indexPathsForSelectedRows == [Self.row(3)])
        #expect(h.source.events.last == "didDeselect 1")
    }

    @Test func noSelectionWhenSelectionIsOff() {
        let h = TableHarness(rows: [20]) { table, _ in table.allowsSelection = false }
        h.tap(Self.row(1))
        #expect(h.table.indexPathForSelectedRow == nil && h.source.events.isEmpty)
    }

    @Test func theRowHighlightsAfterTheContentTouchDelay() throws {
        let h = TableHarness(rows: [20])
        let cell = try #require(h.table.cellForRow(at: Self.row(2)))
        let start = h.now + 0.001
        h.touches.send(.began, h.point(of: Self.row(2)), at: start)
        h.touches.wait(until: start + 0.14)
        #expect(!cell.isHighlighted, "held back for 150 ms")
        h.touches.wait(until: start + 0.16)
        #expect(cell.isHighlighted)
        #expect(cell.standardSelectedBackground.isHidden == false, "the grey fill shows")
        h.touches.send(.ended, h.point(of: Self.row(2)), at: start + 0.3)
        #expect(!cell.isHighlighted && cell.isSelected)
    }

    @Test func scrollingCancelsTheHighlightAndSelectsNothing() throws {
        let h = TableHarness(rows: [40])
        let cell = try #require(h.table.cellForRow(at: Self.row(5)))
        let from = h.point(of: Self.row(5))
        let start = h.now + 0.001
        h.touches.send(.began, from, at: start)
        h.touches.wait(until: start + 0.2)
        #expect(cell.isHighlighted)
        for step in 1...6 {
            h.touches.send(.moved, CGPoint(x: from.x, y: from.y - CGFloat(step) * 20), at: start + 0.2 + Double(step) * 0.01)
        }
        h.touches.send(.ended, CGPoint(x: from.x, y: from.y - 120), at: start + 0.3)
        #expect(!cell.isHighlighted)
        #expect(h.table.indexPathForSelectedRow == nil)
        #expect(h.source.events == ["highlight 5", "unhighlight 5"])
        #expect(h.table.contentOffset.y > 0)
    }

    @Test func selectingFromCodeTellsTheDelegateNothing() {
        let h = TableHarness(rows: [100]) { table, _ in table.rowHeight = 44 }
        h.table.selectRow(at: Self.row(60), animated: false, scrollPosition: .top)
        #expect(h.table.indexPathForSelectedRow == Self.row(60))
        #expect(h.table.contentOffset.y == CGFloat(60 * 44))
        h.table.layoutIfNeeded()
        #expect(h.table.cellForRow(at: Self.row(60))?.isSelected == true)
        h.table.deselectRow(at: Self.row(60), animated: false)
        #expect(h.table.indexPathForSelectedRow == nil)
        #expect(h.table.cellForRow(at: Self.row(60))?.isSelected == false)
        #expect(h.source.events.isEmpty)
    }

    @Test func theDetailButtonTellsTheDelegate() throws {
        let h = TableHarness(rows: [5]) { _, source in
            source.configureCell = { cell, _ in cell.accessoryType = .detailButton }
        }
        h.table.layoutIfNeeded()
        let cell = try #require(h.table.cellForRow(at: Self.row(1)))
        cell.layoutIfNeeded()
        let button = try #require(cell.standardAccessory)
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: h.touches.window)
        h.touches.tap(point, at: h.now + 0.001)
        #expect(h.source.events.contains("accessory 1"))
        #expect(h.table.indexPathForSelectedRow == nil, "the button took the tap")
    }
}
