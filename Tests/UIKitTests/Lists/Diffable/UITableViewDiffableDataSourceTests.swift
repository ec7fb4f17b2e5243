// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A table fed with snapshots, as iOS 13 code writes it: rows follow their items across
/// inserts, deletes and moves, and the data source answers for the items it shows.
@MainActor @Suite struct UITableViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case drinks, cakes }

    final class TitledSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .drinks ? "Drinks" : "Cakes"
        }
    }

    /// The text of every row on screen, section by section.
    static func shownRows(_ table: UITableView) -> [[String]] {
        var rows = Array(repeating: [String](), count: table.numberOfSections)
        for path in table.indexPathsForVisibleRows ?? [] {
            rows[path.section].append(table.cellForRow(at: path)?.textLabel?.text ?? "?")
        }
        return rows
    }

    @Test func snapshotsBecomeRowsThatFollowTheirItems() {
        let h = TableHarness(rows: [])
        let source = TitledSource(tableView: h.table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.drinks, .cakes])
        snapshot.appendItems(["tea", "coffee", "cocoa"], toSection: .drinks)
        snapshot.appendItems(["tart"], toSection: .cakes)
        source.apply(snapshot, animatingDifferences: false)
        h.touches.window.layoutIfNeeded()
        #expect(h.table.dataSource === source)
        #expect(h.table.numberOfSections == 2 && h.table.numberOfRows(inSection: 0) == 3)
        #expect(Self.shownRows(h.table) == [["tea", "coffee", "cocoa"], ["tart"]])
        #expect(source.tableView(h.table, titleForHeaderInSection: 1) == "Cakes")

        // Coffee sold out, cocoa moves to the top, a cake arrives: animated updates.
        var next = source.snapshot()
        next.deleteItems(["coffee"])
        next.moveItem("cocoa", beforeItem: "tea")
        next.appendItems(["scone"], toSection: .cakes)
        var completed = false
        source.apply(next) { completed = true }
        h.wait(1)
        #expect(completed)
        #expect(Self.shownRows(h.table) == [["cocoa", "tea"], ["tart", "scone"]])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "scone")
        #expect(source.indexPath(for: "tea") == IndexPath(row: 1, section: 0))
        #expect(source.indexPath(for: "coffee") == nil)
        #expect(source.index(for: .cakes) == 1)
    }
}
