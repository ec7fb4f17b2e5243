// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Editing mode, driven through the real touch path on a TableHarness table (400 × 440
/// points at (100, 100), 44-point rows, 20-point side margins): row r's middle is at
/// window y = 100 + 44·r + 22.
@MainActor
@Suite struct UITableViewEditingTests {
    /// One section of named items that commits deletes, inserts and moves to its model.
    @MainActor
    final class EditableList: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items: [String]
        var events: [String] = []
        var style: UITableViewCell.EditingStyle = .delete
        var editable: (IndexPath) -> Bool = { _ in true }
        var movable = true
        var indents = true
        var target: ((IndexPath, IndexPath) -> IndexPath)?

        init(count: Int) { items = (0..<count).map { "Item \($0)" } }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            cell.showsReorderControl = true
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            switch editingStyle {
            case .delete:
                events.append("delete \(indexPath.row)")
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            case .insert:
                events.append("insert \(indexPath.row)")
                items.insert("New", at: indexPath.row)
                tableView.insertRows(at: [indexPath], with: .automatic)
            case .none:
                break
            }
        }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            events.append("move \(sourceIndexPath.row) -> \(destinationIndexPath.row)")
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indents }
        func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                       toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
            target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
    }

    func makeHarness(count: Int = 20, configure: (EditableList) -> Void = { _ in }) -> (TableHarness, EditableList) {
        let harness = TableHarness()
        let list = EditableList(count: count)
        configure(list)
        harness.replacement = list
        harness.table.dataSource = list
        harness.table.delegate = list
        harness.wait(0.1)
        return (harness, list)
    }

    func rowMiddle(_ row: Int) -> CGFloat { 100 + 44 * CGFloat(row) + 22 }

    /// Holds a finger on `point` for 0.2 s (past the content-touch delay), then drags it
    /// by `dy` points in 10 steps and lifts.
    func pressAndDrag(_ harness: TableHarness, at point: CGPoint, by dy: CGFloat) {
        harness.touches.send(.began, point, at: harness.now + 0.001)
        harness.wait(0.2)
        let end = CGPoint(x: point.x, y: point.y + dy)
        slide(harness, from: point, to: end)
        harness.wait(0.05)
        harness.touches.send(.ended, end, at: harness.now + 0.01)
        harness.wait(0.5)
    }

    /// Moves a finger already down from `from` to `to` in 10 steps 10 ms apart.
    func slide(_ harness: TableHarness, from: CGPoint, to: CGPoint) {
        let start = harness.now
        for step in 1...10 {
            let f = CGFloat(step) / 10
            harness.touches.send(.moved, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), at: start + 0.01 * Double(step))
        }
    }

    @Test func editingShowsADeleteControlAndIndentsTheContent() {
        let (harness, _) = makeHarness()
        let cell = try! #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(!cell.isEditing && cell.editingControl == nil && cell.contentView.frame.minX == 0)
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        #expect(harness.table.isEditing)
        #expect(cell.isEditing)
        #expect(cell.editingStyle == .delete)
        #expect(cell.editingControl?.style == .delete)
        // Indented by the side margin (20 points: the harness's screen is regular-width)
        // plus the 22-point circle.
        #expect(cell.contentView.frame.minX == 42)
        harness.table.isEditing = false
        harness.wait(0.05)
        #expect(!cell.isEditing && cell.editingControl == nil && cell.contentView.frame.minX == 0)
    }

    @Test func tappingTheMinusRevealsDeleteAndTappingDeleteCommitsIt() {
        let (harness, list) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        // The circle's centre: 100 + 20 + 11 = 131.
        harness.touches.tap(CGPoint(x: 131, y: rowMiddle(2)), at: harness.now + 0.001)
        harness.wait(0.4)
        #expect(list.events.isEmpty)
        let swipe = try! #require(harness.table.swipe)
        #expect(swipe.indexPath == IndexPath(row: 2, section: 0))
        #expect(swipe.cell.swipeOffset == -swipe.openWidth)
        // The confirmation button fills the opened strip at the trailing edge (ends at 500).
        harness.touches.tap(CGPoint(x: 500 - swipe.openWidth / 2, y: rowMiddle(2)), at: harness.now + 0.001)
        harness.wait(0.5)
        #expect(list.events == ["delete 2"])
        #expect(harness.table.numberOfRows(inSection: 0) == 19)
        #expect(harness.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 3")
    }

    @Test func aTapElsewhereClosesTheDeleteConfirmationWithoutCommitting() {
        let (harness, list) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        harness.touches.tap(CGPoint(x: 131, y: rowMiddle(1)), at: harness.now + 0.001)
        harness.wait(0.4)
        #expect(harness.table.swipe != nil)
        harness.touches.tap(CGPoint(x: 300, y: rowMiddle(5)), at: harness.now + 0.001)
        harness.wait(0.4)
        #expect(harness.table.swipe == nil)
        #expect(list.events.isEmpty)
    }

    @Test func tappingThePlusCommitsAnInsert() {
        let (harness, list) = makeHarness { $0.style = .insert }
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        let cell = try! #require(harness.table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(cell.editingControl?.style == .insert)
        harness.touches.tap(CGPoint(x: 131, y: rowMiddle(4)), at: harness.now + 0.001)
        harness.wait(0.5)
        #expect(list.events == ["insert 4"])
        #expect(harness.table.numberOfRows(inSection: 0) == 21)
    }

    @Test func rowsTheDataSourceCannotEditShowNoControl() {
        let (harness, _) = makeHarness { $0.editable = { $0.row != 1 } }
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        let fixed = try! #require(harness.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(fixed.editingStyle == .none && fixed.editingControl == nil)
        #expect(harness.table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingControl != nil)
    }

    @Test func noIndentWhenTheDelegateSaysSo() {
        let (harness, _) = makeHarness { $0.indents = false }
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        let cell = try! #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.editingControl != nil)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func draggingTheReorderControlMovesTheRowAndTellsTheDataSource() {
        let (harness, list) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        let cell = try! #require(harness.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // The grip is the trailing 44 points: 456…500, middle 478.
        #expect(cell.reorderControl?.frame == CGRect(x: 356, y: 0, width: 44, height: 44))
        // Row 1's middle (content y 66) moves 88 points to 154, inside row 3 (132…176).
        pressAndDrag(harness, at: CGPoint(x: 478, y: rowMiddle(1)), by: 88)
        #expect(list.events == ["move 1 -> 3"])
        #expect(list.items.prefix(5) == ["Item 0", "Item 2", "Item 3", "Item 1", "Item 4"])
        #expect(harness.table.contentOffset.y == 0)
        #expect(harness.table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(cell.frame.minY == 132)
        #expect(harness.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Item 2")
    }

    @Test func theRowsBetweenMakeRoomWhileTheFingerIsDown() {
        let (harness, _) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        let row2 = try! #require(harness.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let point = CGPoint(x: 478, y: rowMiddle(1))
        harness.touches.send(.began, point, at: harness.now + 0.001)
        harness.wait(0.2)
        slide(harness, from: point, to: CGPoint(x: 478, y: point.y + 88))
        harness.wait(0.5)
        // Row 2 moved up into row 1's place.
        #expect(row2.frame.minY == 44)
        #expect(harness.table.reorder?.destination == IndexPath(row: 3, section: 0))
        harness.touches.send(.cancelled, CGPoint(x: 478, y: point.y + 88), at: harness.now + 0.01)
        harness.wait(0.5)
        #expect(row2.frame.minY == 88)
    }

    @Test func theDelegateRetargetsTheMove() {
        let (harness, list) = makeHarness { list in
            list.target = { _, proposed in IndexPath(row: min(proposed.row, 2), section: 0) }
        }
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        pressAndDrag(harness, at: CGPoint(x: 478, y: rowMiddle(0)), by: 200)
        #expect(list.events == ["move 0 -> 2"])
    }

    @Test func noReorderControlWhenTheRowCannotMove() {
        let (harness, _) = makeHarness { $0.movable = false }
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        #expect(harness.table.cellForRow(at: IndexPath(row: 0, section: 0))?.reorderControl == nil)
    }

    @Test func selectionWhileEditingFollowsAllowsSelectionDuringEditing() {
        let (harness, list) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        harness.touches.tap(CGPoint(x: 300, y: rowMiddle(3)), at: harness.now + 0.001)
        harness.wait(0.2)
        #expect(list.events.isEmpty)
        harness.table.allowsSelectionDuringEditing = true
        harness.touches.tap(CGPoint(x: 300, y: rowMiddle(3)), at: harness.now + 0.001)
        harness.wait(0.2)
        #expect(list.events == ["select 3"])
    }

    @Test func theEditingAccessoryReplacesTheAccessoryWhileEditing() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        cell.editingAccessoryType = .checkmark
        let normal = cell.shownAccessory
        cell.setEditing(true, animated: false)
        #expect(cell.shownAccessory != nil && cell.shownAccessory !== normal)
        #expect(normal?.superview == nil)
        cell.isEditing = false
        #expect(cell.shownAccessory != nil)
        #expect(cell.shownAccessory?.superview === cell)
    }

    @Test func theEditButtonItemTogglesTheTablesEditingThroughTheBar() {
        let harness = TouchHarness()
        let controller = UITableViewController(style: .plain)
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        #expect(controller.editButtonItem === controller.editButtonItem)
        #expect(controller.editButtonItem.title == "Edit")
        let navigation = UINavigationController(rootViewController: controller)
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        let view = try! #require(bar.rightItemViews.first as? BarButtonView)
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: harness.window)
        harness.tap(center, at: 1)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        #expect(controller.editButtonItem.style == .done)
        bar.layoutIfNeeded()
        harness.tap(center, at: 2)
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
    }
}
