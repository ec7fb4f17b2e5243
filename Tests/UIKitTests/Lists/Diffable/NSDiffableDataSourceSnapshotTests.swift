// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The snapshot as plain data: sections and items by identifier, as Apple documents each
/// call; mistakes leave it unchanged.
@Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    static func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])  // to the last section
        return snapshot
    }

    @Test func appendingAndReading() {
        let snapshot = Self.sample()
        #expect(snapshot.sectionIdentifiers == ["a", "b"] && snapshot.numberOfSections == 2)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11] && snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: "b") == 2 && snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "b" && snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfItem(10) == 3 && snapshot.indexOfItem(99) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.indexPath(of: 11) == IndexPath(item: 1, section: 1))
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 2, section: 0)) == 3)
        #expect(Snapshot().itemIdentifiers.isEmpty && Snapshot().numberOfSections == 0)
    }

    @Test func insertingDeletingAndMoving() {
        var snapshot = Self.sample()
        snapshot.insertItems([4, 5], beforeItem: 2)
        snapshot.insertItems([6], afterItem: 11)
        #expect(snapshot.itemIdentifiers == [1, 4, 5, 2, 3, 10, 11, 6])
        snapshot.deleteItems([4, 11, 99])
        #expect(snapshot.itemIdentifiers == [1, 5, 2, 3, 10, 6])
        snapshot.moveItem(1, afterItem: 10)  // into another section
        snapshot.moveItem(3, beforeItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 5, 2] && snapshot.itemIdentifiers(inSection: "b") == [10, 1, 6])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.insertSections(["d"], afterSection: "a")
        snapshot.moveSection("b", beforeSection: "c")
        #expect(snapshot.sectionIdentifiers == ["b", "c", "a", "d"])
        #expect(snapshot.itemIdentifiers == [10, 1, 6, 3, 5, 2])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [3, 5, 2] && snapshot.sectionIdentifier(containingItem: 10) == nil)
        snapshot.reloadItems([5])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections(["a"])
        #expect(snapshot.reloadedItemIdentifiers == [5] && snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    /// UIKit stops the app on these; Vitrine leaves the snapshot as it was.
    @Test func mistakesChangeNothing() {
        var snapshot = Snapshot()
        snapshot.appendItems([1])  // no section yet
        #expect(snapshot.numberOfItems == 0)
        snapshot = Self.sample()
        let before = snapshot.itemIdentifiers
        snapshot.appendItems([2], toSection: "a")  // already there
        snapshot.appendItems([7, 7], toSection: "a")  // twice
        snapshot.appendItems([8], toSection: "z")  // no such section
        snapshot.insertItems([9], beforeItem: 99)
        snapshot.moveItem(1, beforeItem: 1)
        snapshot.appendSections(["a"])
        #expect(snapshot.itemIdentifiers == before && snapshot.sectionIdentifiers == ["a", "b"])
    }
}
