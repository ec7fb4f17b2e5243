// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// An outline list as iOS 14 sidebars build it: a list layout, a diffable data source
/// fed a section snapshot, list cells with an outline disclosure on parents. Taps go
/// through the real touch path (ListHarness). Expected values are Apple's documented
/// behaviour: a cell-style disclosure toggles only from the chevron and the row still
/// selects; a header-style one (automatic on the first item of a `.firstItemInSection`
/// list) toggles from anywhere on the row, which does not select; the chevron turns a
/// quarter down when expanded; children are indented by their level.
@MainActor @Suite struct OutlineListTests {
    enum Section: Hashable, Sendable { case main }

    @MainActor final class Fixture {
        let h: ListHarness
        let dataSource: UICollectionViewDiffableDataSource<Section, String>
        var parents: Set<String> = ["Fruit", "Nuts", "Pantry"]
        var log: [String] = []

        init(headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none) {
            h = ListHarness(count: 0) { $0.headerMode = headerMode }
            var parentItems: () -> Set<String> = { [] }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = parentItems().contains(item) ? [.outlineDisclosure()] : []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: h.collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            parentItems = { [unowned self] in self.parents }
            dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] in self.log.append("willExpand \($0)") }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in self.log.append("willCollapse \($0)") }
        }

        /// Fruit ▸ (Apple, Pear), Nuts ▸ (Almond), all collapsed.
        func applyPantry() {
            var tree = NSDiffableDataSourceSectionSnapshot<String>()
            tree.append(["Fruit", "Nuts"])
            tree.append(["Apple", "Pear"], to: "Fruit")
            tree.append(["Almond"], to: "Nuts")
            dataSource.apply(tree, to: .main, animatingDifferences: false)
            h.touches.window.layoutIfNeeded()
        }

        var shown: [String] { dataSource.snapshot().itemIdentifiers }

        func cell(showing item: String) -> UICollectionViewListCell? {
            guard let indexPath = dataSource.indexPath(for: item) else { return nil }
            return h.collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
        }

        func chevron(of item: String) -> OutlineDisclosureControl? {
            cell(showing: item)?.shownAccessories.lazy.compactMap { $0.view as? OutlineDisclosureControl }.first
        }

        /// Taps the chevron of `item`'s row and lets the update animation end.
        func tapChevron(of item: String) throws {
            let control = try #require(chevron(of: item))
            h.tap(h.centre(of: control))
            h.wait(0.5)
            h.touches.window.layoutIfNeeded()
        }
    }

    static let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)

    @Test func aSectionSnapshotShowsItsVisibleItems() {
        let f = Fixture()
        f.applyPantry()
        #expect(f.shown == ["Fruit", "Nuts"])
        #expect(f.h.collectionView.numberOfItems(inSection: 0) == 2)
        let tree = f.dataSource.snapshot(for: .main)
        #expect(tree.items == ["Fruit", "Apple", "Pear", "Nuts", "Almond"])
        #expect(f.cell(showing: "Fruit")?.indentationLevel == 0)
        #expect(f.chevron(of: "Fruit")?.chevron.transform == .identity)
    }

    @Test func theChevronExpandsAndCollapsesItsItem() throws {
        let f = Fixture()
        f.applyPantry()
        try f.tapChevron(of: "Fruit")
        #expect(f.log == ["willExpand Fruit"])
        #expect(f.shown == ["Fruit", "Apple", "Pear", "Nuts"])
        #expect(f.dataSource.snapshot(for: .main).isExpanded("Fruit"))
        #expect(f.chevron(of: "Fruit")?.chevron.transform == Self.quarterTurn)
        #expect(f.cell(showing: "Fruit")?.configurationState.isExpanded == true)
        #expect(f.h.source.selections.isEmpty, "a cell-style chevron does not select its row")

        // Children are indented by their level: the 20-point margin of the harness's
        // regular-width window plus 1 × 10 points.
        let apple = try #require(f.cell(showing: "Apple"))
        #expect(apple.indentationLevel == 1)
        #expect((apple.configuredContentView as? UIListContentView)?.sideMargins?.leading == 30)

        try f.tapChevron(of: "Fruit")
        #expect(f.log == ["willExpand Fruit", "willCollapse Fruit"])
        #expect(f.shown == ["Fruit", "Nuts"])
        #expect(f.chevron(of: "Fruit")?.chevron.transform == .identity)
        #expect(f.cell(showing: "Fruit")?.configurationState.isExpanded == false)
    }

    /// On a cell-style disclosure the row itself selects, and does not expand.
    @Test func theRowOfACellStyleDisclosureSelects() {
        let f = Fixture()
        f.applyPantry()
        f.h.tap(f.h.point(of: 1))
        #expect(f.h.source.selections == [1])
        #expect(f.shown == ["Fruit", "Nuts"])
    }

    @Test func theHandlersCanRefuseAndLoadChildrenLazily() throws {
        let f = Fixture()
        f.applyPantry()
        f.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Nuts" }
        try f.tapChevron(of: "Nuts")
        #expect(f.shown == ["Fruit", "Nuts"] && f.log.isEmpty)

        f.dataSource.sectionSnapshotHandlers.shouldExpandItem = nil
        f.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            #expect(parent == "Nuts" && current.items == ["Almond"])
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["Walnut", "Hazelnut"])
            return loaded
        }
        try f.tapChevron(of: "Nuts")
        #expect(f.shown == ["Fruit", "Nuts", "Walnut", "Hazelnut"])

        f.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        try f.tapChevron(of: "Nuts")
        #expect(f.shown == ["Fruit", "Nuts", "Walnut", "Hazelnut"], "the collapse was refused")
    }

    /// With `.firstItemInSection` the first row is the header: its default content is a
    /// header's, its automatic disclosure takes the header style, and a tap anywhere on
    /// it expands or collapses the section without selecting it.
    @Test func aHeaderRowTogglesFromAnywhereAndDoesNotSelect() throws {
        let f = Fixture(headerMode: .firstItemInSection)
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Pantry"])
        tree.append(["Flour", "Sugar"], to: "Pantry")
        tree.expand(["Pantry"])
        f.dataSource.apply(tree, to: .main, animatingDifferences: false)
        f.h.touches.window.layoutIfNeeded()
        #expect(f.shown == ["Pantry", "Flour", "Sugar"])
        let header = try #require(f.cell(showing: "Pantry"))
        #expect(header.defaultContentConfiguration().isHeader)
        #expect(f.cell(showing: "Flour")?.defaultContentConfiguration().isHeader == false)
        // The chevron is at the trailing edge, as on iOS, inside the 20-point margin.
        let control = try #require(f.chevron(of: "Pantry"))
        // (The chevron's width is fractional: origin 310 − width, so compare to rounding.)
        #expect(abs(control.frame.maxX - (330 - 20)) < 1e-9)

        f.h.tap(f.h.point(of: 0))
        f.h.wait(0.5)
        #expect(f.shown == ["Pantry"])
        #expect(f.log == ["willCollapse Pantry"])
        #expect(f.h.source.selections.isEmpty)

        f.h.tap(f.h.point(of: 0))
        f.h.wait(0.5)
        #expect(f.shown == ["Pantry", "Flour", "Sugar"])
        f.h.touches.window.layoutIfNeeded()
        f.h.tap(f.h.point(of: 2))
        #expect(f.h.source.selections == [2], "the other rows select as usual")
    }

    /// A whole-view snapshot keeps a section's tree while the section's items are its
    /// visible ones, and drops it otherwise.
    @Test func aWholeSnapshotKeepsOrDropsTheTree() {
        let f = Fixture()
        f.applyPantry()
        f.dataSource.apply(f.dataSource.snapshot(), animatingDifferences: false)
        #expect(f.dataSource.snapshot(for: .main).items == ["Fruit", "Apple", "Pear", "Nuts", "Almond"])
        var changed = f.dataSource.snapshot()
        changed.appendItems(["Honey"], toSection: .main)
        f.dataSource.apply(changed, animatingDifferences: false)
        let flat = f.dataSource.snapshot(for: .main)
        #expect(flat.rootItems == ["Fruit", "Nuts", "Honey"] && flat.items == flat.rootItems)
    }
}
