// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// Reordering beyond the rows on screen and across section headers, driven through the
/// real touch path on the editing suite's table (400 × 440 points at (100, 100), 44-point
/// rows, so 10 rows show and a 20-row table scrolls 0…440 points).
extension UITableViewEditingTests {
    /// Sections of named items, with header titles, that commit moves to their model.
    @MainActor
    final class SectionedList: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [[String]]
        var events: [String] = []

        init(_ sections: [[String]]) { self.sections = sections }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            cell.showsReorderControl = true
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
        func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
            events.append("move \(source.section).\(source.row) -> \(destination.section).\(destination.row)")
            sections[destination.section].insert(sections[source.section].remove(at: source.row), at: destination.row)
        }
    }

    /// Presses row 0 of section 0 by its grip and drags it until its middle (content y
    /// 0 + header + 22 at first) is at content height `middle`, then lifts.
    private func dragFirstRow(of list: SectionedList, toMiddle middle: CGFloat) -> String? {
        let harness = TableHarness()
        harness.replacement = list
        harness.table.dataSource = list
        harness.table.delegate = list
        harness.table.setEditing(true, animated: false)
        harness.wait(0.1)
        let row = harness.table.rectForRow(at: IndexPath(row: 0, section: 0))
        pressAndDrag(harness, at: CGPoint(x: 478, y: 100 + row.midY), by: middle - row.midY)
        return list.events.last
    }

    @Test func holdingARowAtTheBottomEdgeScrollsTheTableUnderIt() throws {
        let (harness, list) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        let cell = try #require(harness.table.cellForRow(at: IndexPath(row: 7, section: 0)))
        let point = CGPoint(x: 478, y: rowMiddle(7))
        harness.touches.send(.began, point, at: harness.now + 0.001)
        harness.wait(0.2)
        // 88 points down: the row's top at 396, its bottom on the visible bottom (440),
        // a whole row into the 44-point edge strip, so full speed: 1,000 points a second
        // reach the last offset, 440, within half a second.
        let held = CGPoint(x: 478, y: point.y + 88)
        slide(harness, from: point, to: held)
        harness.wait(0.05)
        #expect(harness.table.contentOffset.y > 0, "the table started scrolling")
        harness.wait(1)
        #expect(harness.table.contentOffset.y == 440)
        // The row stayed under the still finger: 396 below the visible top.
        #expect(cell.frame.minY - harness.table.contentOffset.y == 396)
        harness.touches.send(.ended, held, at: harness.now + 0.01)
        harness.wait(0.5)
        // Its middle, 836 + 22, lies in the last row.
        #expect(list.events == ["move 7 -> 19"])
        #expect(list.items.last == "Item 7")
        #expect(harness.table.cellForRow(at: IndexPath(row: 19, section: 0)) === cell)
    }

    @Test func holdingARowAtTheTopEdgeScrollsBackToTheStart() {
        let (harness, list) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.table.contentOffset = CGPoint(x: 0, y: 440)
        harness.wait(0.05)
        // Row 15 (content 660…704) shows at window 320…364; 242 points up puts its top at
        // content 418, above the visible top (440): full speed upward until offset 0.
        let point = CGPoint(x: 478, y: 100 + 660 - 440 + 22)
        harness.touches.send(.began, point, at: harness.now + 0.001)
        harness.wait(0.2)
        let held = CGPoint(x: 478, y: point.y - 242)
        slide(harness, from: point, to: held)
        harness.wait(1)
        #expect(harness.table.contentOffset.y == 0)
        harness.touches.send(.ended, held, at: harness.now + 0.01)
        harness.wait(0.5)
        #expect(list.events == ["move 15 -> 0"])
        #expect(list.items.first == "Item 15")
    }

    @Test func aRowLeftInTheMiddleDoesNotScroll() {
        let (harness, _) = makeHarness()
        harness.table.setEditing(true, animated: false)
        harness.wait(0.05)
        let point = CGPoint(x: 478, y: rowMiddle(3))
        harness.touches.send(.began, point, at: harness.now + 0.001)
        harness.wait(0.2)
        slide(harness, from: point, to: CGPoint(x: 478, y: point.y + 100))
        harness.wait(1)
        #expect(harness.table.contentOffset.y == 0)
        #expect(harness.table.reorder?.autoScroll == nil)
        harness.touches.send(.cancelled, CGPoint(x: 478, y: point.y + 100), at: harness.now + 0.01)
        harness.wait(0.5)
    }

    @Test func overAHeaderTheRowGoesToTheNearerSideOfIt() {
        // Header 1's rectangle, from a table laid out the same way.
        let probe = TableHarness()
        let layout = SectionedList([["A", "B", "C"], ["D", "E"], []])
        probe.replacement = layout
        probe.table.dataSource = layout
        probe.wait(0.05)
        let header = probe.table.rectForHeader(inSection: 1)
        #expect(header.height > 4)
        // Lower half of header 1: the first place of section 1.
        let lower = SectionedList([["A", "B", "C"], ["D", "E"], []])
        #expect(dragFirstRow(of: lower, toMiddle: header.maxY - 1) == "move 0.0 -> 1.0")
        #expect(lower.sections == [["B", "C"], ["A", "D", "E"], []])
        // Upper half: the last place of section 0, which it leaves (2 of 0…2).
        let upper = SectionedList([["A", "B", "C"], ["D", "E"], []])
        #expect(dragFirstRow(of: upper, toMiddle: header.minY + 1) == "move 0.0 -> 0.2")
        #expect(upper.sections == [["B", "C", "A"], ["D", "E"], []])
        // Into the empty last section, over its header: its only row.
        let empty = SectionedList([["A", "B", "C"], ["D", "E"], []])
        let emptyHeader = probe.table.rect(forSection: 2)
        #expect(dragFirstRow(of: empty, toMiddle: emptyHeader.midY) == "move 0.0 -> 2.0")
        #expect(empty.sections == [["B", "C"], ["D", "E"], ["A"]])
    }
}
