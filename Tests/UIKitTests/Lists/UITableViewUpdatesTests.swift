// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// reloadData, inserts, deletes, moves and batches: index paths before and after, cells
/// kept, animations run with UIView.animate.
@MainActor @Suite struct UITableViewUpdatesTests {
    static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func mappingFollowsUIKitsOrderOfChanges() {
        var updates = TableUpdates()
        updates.deletedRows = [Self.row(1)]
        updates.insertedRows = [Self.row(0)]
        var old = TableGeometry()
        var section = TableGeometry.Section()
        section.rowHeights = [44, 44, 44]
        section.measured = [true, true, true]
        section.recomputeTops()
        old.sections = [section]
        // Old rows 0, 2 survive; new row 0 is inserted: they become 1 and 2.
        let mapping = updates.rowMapping(old: old, newRowCounts: [3])
        #expect(mapping == [Self.row(0): Self.row(1), Self.row(2): Self.row(2)])
        #expect(updates.rowMapping(old: old, newRowCounts: [4]) == nil, "counts that do not add up")
    }

    @Test func insertingARowKeepsTheCellsAndTheSelection() throws {
        let h = TableHarness(rows: [10])
        let cell3 = try #require(h.table.cellForRow(at: Self.row(3)))
        h.table.selectRow(at: Self.row(3), animated: false, scrollPosition: .none)
        h.source.rows = [11]
        h.table.insertRows(at: [Self.row(1)], with: .fade)
        #expect(h.table.numberOfRows(inSection: 0) == 11)
        #expect(h.table.cellForRow(at: Self.row(4)) === cell3, "row 3 became row 4 with its cell")
        #expect(h.table.indexPathForSelectedRow == Self.row(4))
        let inserted = try #require(h.table.cellForRow(at: Self.row(1)))
        // The model values are final at once; the layers animate towards them.
        #expect(inserted.alpha == 1 && cell3.frame.minY == 176)
        #expect(inserted.layer.animationKeys()?.isEmpty == false, "fading in")
        #expect(cell3.layer.animationKeys()?.isEmpty == false, "moving down from its old place")
        h.wait(0.5)
        #expect(cell3.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test func deletingRowsMovesTheRestUp() throws {
        let h = TableHarness(rows: [10])
        let cell5 = try #require(h.table.cellForRow(at: Self.row(5)))
        let deleted = try #require(h.table.cellForRow(at: Self.row(0)))
        h.source.rows = [8]
        h.table.deleteRows(at: [Self.row(0), Self.row(1)], with: .left)
        #expect(h.table.cellForRow(at: Self.row(3)) === cell5)
        #expect(h.table.contentSize.height == CGFloat(8 * 44))
        h.wait(0.5)
        #expect(cell5.frame.minY == 132)
        #expect(deleted.isHidden, "back in the pool after its animation")
    }

    @Test func batchesApplyTogetherAndCallTheCompletion() {
        let h = TableHarness(rows: [5, 5])
        var completed = false
        h.source.rows = [4, 7]
        h.table.performBatchUpdates({
            h.table.deleteRows(at: [Self.row(0)], with: .top)
            h.table.insertRows(at: [Self.row(0, 1), Self.row(1, 1)], with: .bottom)
        }, completion: { completed = $0 })
        #expect(h.table.numberOfRows(inSection: 0) == 4 && h.table.numberOfRows(inSection: 1) == 7)
        h.wait(0.5)
        #expect(completed)
    }

    @Test func beginAndEndUpdatesMoveARow() throws {
        let h = TableHarness(rows: [6])
        let cell0 = try #require(h.table.cellForRow(at: Self.row(0)))
        h.table.beginUpdates()
        h.table.moveRow(at: Self.row(0), to: Self.row(4))
        h.table.endUpdates()
        #expect(h.table.cellForRow(at: Self.row(4)) === cell0)
        h.wait(0.5)
        #expect(cell0.frame.minY == CGFloat(4 * 44))
    }

    @Test func sectionsCanBeInsertedAndDeleted() {
        let h = TableHarness(rows: [3, 3])
        h.source.rows = [3, 2, 3]
        h.table.insertSections(IndexSet(integer: 1), with: .fade)
        #expect(h.table.numberOfSections == 3)
        h.source.rows = [3, 3]
        h.table.deleteSections(IndexSet(integer: 1), with: .fade)
        #expect(h.table.numberOfSections == 2 && h.table.numberOfRows(inSection: 1) == 3)
    }

    @Test func countsThatDoNotAddUpReloadInstead() {
        let h = TableHarness(rows: [5])
        h.source.rows = [9]
        h.table.insertRows(at: [Self.row(0)], with: .fade)
        h.table.layoutIfNeeded()
        #expect(h.table.numberOfRows(inSection: 0) == 9)
    }

    @Test func reloadRowsAsksForTheCellAgain() {
        let h = TableHarness(rows: [5])
        let requests = h.source.cellRequests
        h.table.reloadRows(at: [Self.row(2)], with: .none)
        #expect(h.source.cellRequests == requests + 1)
    }

    @Test func reloadDataClearsTheSelectionAndAsksAgain() {
        let h = TableHarness(rows: [5])
        h.table.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
        h.source.rows = [2]
        h.table.reloadData()
        #expect(h.table.numberOfRows(inSection: 0) == 2)
        #expect(h.table.indexPathForSelectedRow == nil)
        h.table.layoutIfNeeded()
        #expect(h.table.visibleCells.count == 2)
    }
}
