// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The tree of a section snapshot, checked against the documented meaning of each call:
/// `items` depth first, `visibleItems` only under expanded parents, levels from 0 at the
/// roots, deletion taking descendants with it, and misuse leaving the snapshot as it was.
@MainActor @Suite struct NSDiffableDataSourceSectionSnapshotTests {
    /// Fruit ▸ (Apple ▸ (Gala, Fuji), Pear), Nuts ▸ (Almond), Honey.
    static func pantry() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Nuts", "Honey"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Gala", "Fuji"], to: "Apple")
        snapshot.append(["Almond"], to: "Nuts")
        return snapshot
    }

    @Test func itemsAreDepthFirstAndOnlyExpandedParentsShowTheirChildren() {
        var snapshot = Self.pantry()
        #expect(snapshot.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Nuts", "Almond", "Honey"])
        #expect(snapshot.rootItems == ["Fruit", "Nuts", "Honey"])
        #expect(snapshot.visibleItems == ["Fruit", "Nuts", "Honey"], "nothing is expanded yet")
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Nuts", "Honey"])
        snapshot.expand(["Apple"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Nuts", "Honey"])
        // Collapsing Fruit hides Apple's children too, but Apple stays expanded.
        snapshot.collapse(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Nuts", "Honey"])
        #expect(snapshot.isExpanded("Apple") && !snapshot.isExpanded("Fruit"))
        #expect(!snapshot.isVisible("Gala") && !snapshot.isVisible("Apple") && snapshot.isVisible("Nuts"))
        snapshot.expand(["Fruit"])
        #expect(snapshot.isVisible("Gala"))
    }

    @Test func levelsParentsAndIndexes() {
        let snapshot = Self.pantry()
        #expect(snapshot.level(of: "Fruit") == 0 && snapshot.level(of: "Apple") == 1 && snapshot.level(of: "Fuji") == 2)
        #expect(snapshot.parent(of: "Fuji") == "Apple" && snapshot.parent(of: "Apple") == "Fruit" && snapshot.parent(of: "Fruit") == nil)
        // index(of:) counts in `items`, depth first: Fruit 0, Apple 1, Gala 2, Fuji 3, Pear 4, Nuts 5.
        #expect(snapshot.index(of: "Nuts") == 5 && snapshot.index(of: "Fuji") == 3 && snapshot.index(of: "Kiwi") == nil)
        #expect(snapshot.contains("Almond") && !snapshot.contains("Kiwi"))
    }

    @Test func aSubtreeIsASnapshotOfItsOwn() {
        var snapshot = Self.pantry()
        snapshot.expand(["Apple"])
        let fruit = snapshot.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apple", "Pear"])
        #expect(fruit.items == ["Apple", "Gala", "Fuji", "Pear"])
        #expect(fruit.visibleItems == ["Apple", "Gala", "Fuji", "Pear"], "Apple's expansion comes along")
        #expect(fruit.level(of: "Gala") == 1)
        let withParent = snapshot.snapshot(of: "Apple", includingParent: true)
        #expect(withParent.rootItems == ["Apple"] && withParent.items == ["Apple", "Gala", "Fuji"])
        #expect(withParent.isExpanded("Apple"))
    }

    @Test func insertingDeletingAndReplacing() {
        var snapshot = Self.pantry()
        snapshot.insert(["Plum"], after: "Apple")
        snapshot.insert(["Cherry"], before: "Apple")
        #expect(snapshot.snapshot(of: "Fruit").rootItems == ["Cherry", "Apple", "Plum", "Pear"])
        #expect(snapshot.parent(of: "Plum") == "Fruit")

        var grains = NSDiffableDataSourceSectionSnapshot<String>()
        grains.append(["Grains"])
        grains.append(["Rice", "Oats"], to: "Grains")
        grains.expand(["Grains"])
        snapshot.insert(grains, before: "Honey")
        #expect(snapshot.rootItems == ["Fruit", "Nuts", "Grains", "Honey"])
        #expect(snapshot.visibleItems == ["Fruit", "Nuts", "Grains", "Rice", "Oats", "Honey"])

        // Deleting a parent takes its descendants with it.
        snapshot.delete(["Apple"])
        #expect(!snapshot.contains("Gala") && !snapshot.contains("Fuji"))
        #expect(snapshot.snapshot(of: "Fruit").rootItems == ["Cherry", "Plum", "Pear"])

        var nuts = NSDiffableDataSourceSectionSnapshot<String>()
        nuts.append(["Walnut", "Hazelnut"])
        snapshot.replace(childrenOf: "Nuts", using: nuts)
        #expect(snapshot.snapshot(of: "Nuts").rootItems == ["Walnut", "Hazelnut"])
        #expect(!snapshot.contains("Almond") && snapshot.level(of: "Walnut") == 1)

        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    /// UIKit stops the app on these; Vitrine reports them and changes nothing.
    @Test func misuseLeavesTheSnapshotUnchanged() {
        var snapshot = Self.pantry()
        let before = snapshot.items
        snapshot.append(["Pear"], to: "Nuts")  // already in the snapshot
        snapshot.append(["Kiwi", "Kiwi"])  // given twice
        snapshot.append(["Kiwi"], to: "Bread")  // no such parent
        snapshot.insert(["Kiwi"], after: "Bread")
        snapshot.expand(["Bread"])
        #expect(snapshot.items == before)
        #expect(snapshot.visibleItems == ["Fruit", "Nuts", "Honey"])
    }
}
