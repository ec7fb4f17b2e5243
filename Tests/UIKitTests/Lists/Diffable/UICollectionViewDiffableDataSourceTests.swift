// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A diffable data source with a cell registration, as iOS 14 code writes it, on the
/// harness's 330 × 400 flow layout (three 100 × 50 items a line).
@MainActor @Suite struct UICollectionViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case fruit, vegetables, nuts }

    @MainActor final class Fixture {
        let h = CollectionHarness(counts: [])
        let dataSource: UICollectionViewDiffableDataSource<Section, String>

        init() {
            let registration = UICollectionView.CellRegistration<ValueCell, String> { cell, indexPath, item in
                cell.value = item.count
                cell.accessibilityLabel = item
            }
            let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: UICollectionView.elementKindSectionHeader) {
                view, kind, indexPath in view.title = "section \(indexPath.section)"
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: h.collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
        }

        /// The item each cell on screen shows, by index path.
        var shownItems: [IndexPath: String] {
            var items: [IndexPath: String] = [:]
            for cell in h.collectionView.visibleCells { items[h.collectionView.indexPath(for: cell)!] = cell.accessibilityLabel }
            return items
        }

        func cell(showing item: String) -> UICollectionViewCell? {
            h.collectionView.visibleCells.first { $0.accessibilityLabel == item }
        }
    }

    static func paths(_ items: [[String]]) -> [IndexPath: String] {
        var result: [IndexPath: String] = [:]
        for (section, list) in items.enumerated() {
            for (item, value) in list.enumerated() { result[IndexPath(item: item, section: section)] = value }
        }
        return result
    }

    @Test func applyingSnapshotsMovesCellsWithTheirItems() {
        let f = Fixture()
        let cv = f.h.collectionView
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear", "plum", "fig"], toSection: .fruit)
        snapshot.appendItems(["leek", "kale"], toSection: .vegetables)
        f.dataSource.apply(snapshot, animatingDifferences: false)
        f.h.touches.window.layoutIfNeeded()
        #expect(f.shownItems == Self.paths([["apple", "pear", "plum", "fig"], ["leek", "kale"]]))
        #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "kale")
        #expect(f.dataSource.indexPath(for: "fig") == IndexPath(item: 3, section: 0))
        #expect(f.dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
        #expect((cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? ValueCell)?.value == 5)

        let plum = f.cell(showing: "plum"), leek = f.cell(showing: "leek"), apple = f.cell(showing: "apple")
        // Delete pear, move plum first, move leek to the fruit, add an item.
        var next = f.dataSource.snapshot()
        next.deleteItems(["pear"])
        next.moveItem("plum", beforeItem: "apple")
        next.moveItem("leek", afterItem: "fig")
        next.appendItems(["bean"], toSection: .vegetables)
        var done = false
        f.dataSource.apply(next, animatingDifferences: true) { done = true }
        f.h.wait(0.5)
        #expect(done)
        #expect(f.shownItems == Self.paths([["plum", "apple", "fig", "leek"], ["kale", "bean"]]))
        // The cells on screen stayed with their items.
        #expect(f.cell(showing: "plum") === plum && f.cell(showing: "leek") === leek && f.cell(showing: "apple") === apple)
        // Leek is alone on the fruit's second line: centred, (330 − 100) / 2 = 115.
        #expect(plum?.frame.origin == CGPoint(x: 0, y: 0) && leek?.frame.origin == CGPoint(x: 115, y: 60))
        // The headers come from the supplementary registration.
        f.h.layout.headerReferenceSize = CGSize(width: 0, height: 20)
        f.h.touches.window.layoutIfNeeded()
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleView)?.title == "section 1")
    }

    /// Sections come and go: the vegetables are deleted (their kale reappears as a new
    /// item), nuts are inserted first and the pear moves into them, keeping its cell.
    @Test func itemsMoveIntoNewSectionsAndOutOfDeletedOnes() {
        let f = Fixture()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: .fruit)
        snapshot.appendItems(["leek", "kale"], toSection: .vegetables)
        f.dataSource.apply(snapshot, animatingDifferences: false)
        f.h.touches.window.layoutIfNeeded()
        let pear = f.cell(showing: "pear"), apple = f.cell(showing: "apple")
        var next = NSDiffableDataSourceSnapshot<Section, String>()
        next.appendSections([.nuts, .fruit])
        next.appendItems(["kale", "pear", "almond"], toSection: .nuts)
        next.appendItems(["apple", "plum"], toSection: .fruit)
        f.dataSource.apply(next)
        f.h.wait(0.5)
        #expect(f.shownItems == Self.paths([["kale", "pear", "almond"], ["apple", "plum"]]))
        #expect(f.cell(showing: "pear") === pear && f.cell(showing: "apple") === apple)
        #expect(f.h.collectionView.numberOfSections == 2 && f.dataSource.index(for: .fruit) == 1)
        #expect(f.dataSource.sectionIdentifier(for: 0) == .nuts && f.dataSource.sectionIdentifier(for: 2) == nil)
    }

    /// Reloading an item in a snapshot makes its cell again; an empty snapshot empties
    /// the view.
    @Test func reloadsAndEmptying() {
        let f = Fixture()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple", "pear"])
        f.dataSource.apply(snapshot, animatingDifferences: false)
        f.h.touches.window.layoutIfNeeded()
        let requestsBefore = f.h.collectionView.cellsCreated
        var next = f.dataSource.snapshot()
        next.reloadItems(["pear"])
        f.dataSource.apply(next, animatingDifferences: false)
        #expect(f.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(f.h.collectionView.cellsCreated == requestsBefore)  // the pear's cell was reused
        #expect(f.shownItems == Self.paths([["apple", "pear"]]))
        f.dataSource.apply(NSDiffableDataSourceSnapshot<Section, String>(), animatingDifferences: false)
        #expect(f.h.collectionView.numberOfSections == 0 && f.h.collectionView.visibleCells.isEmpty)
    }
}
