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
    enum Section: Hashable, Sendable { case main, drinks }

    @MainActor final class Fixture {
        let h: ListHarness
        let dataSource: UICollectionViewDiffableDataSource<Section, String>
        var parents: Set<String> = ["Fruit", "Nuts", "Pantry", "Tea"]
        var log: [String] = []
        /// Whether rows show a reorder grip (always, not only while editing).
        var reorderable = false

        init(headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none) {
            h = ListHarness(count: 0) { $0.headerMode = headerMode }
            var parentItems: () -> Set<String> = { [] }
            var grips: () -> Bool = { false }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = (parentItems().contains(item) ? [.outlineDisclosure()] : []) + (grips() ? [.reorder(displayed: .always)] : [])
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: h.collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            parentItems = { [unowned self] in self.parents }
            grips = { [unowned self] in self.reorderable }
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

    /// Each section keeps its own tree: the pantry in `.main`, Tea ▸ (Green, Black) and
    /// Coffee in `.drinks`. Expanding or collapsing in one leaves the other's tree, rows
    /// and levels as they were (its rows only move down the list), and a new tree applied
    /// to one section keeps the other's expansion.
    @Test func treesInSeveralSectionsAreIndependent() throws {
        let f = Fixture()
        f.applyPantry()
        var drinks = NSDiffableDataSourceSectionSnapshot<String>()
        drinks.append(["Tea", "Coffee"])
        drinks.append(["Green", "Black"], to: "Tea")
        f.dataSource.apply(drinks, to: .drinks, animatingDifferences: false)
        f.h.touches.window.layoutIfNeeded()
        #expect(f.dataSource.snapshot().sectionIdentifiers == [.main, .drinks])
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .drinks) == ["Tea", "Coffee"])

        try f.tapChevron(of: "Fruit")
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .main) == ["Fruit", "Apple", "Pear", "Nuts"])
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .drinks) == ["Tea", "Coffee"])
        let untouched = f.dataSource.snapshot(for: .drinks)
        #expect(untouched.items == ["Tea", "Green", "Black", "Coffee"] && untouched.visibleItems == ["Tea", "Coffee"])
        #expect(!untouched.isExpanded("Tea") && untouched.level(of: "Green") == 1, "the other tree is untouched")
        #expect(f.dataSource.indexPath(for: "Tea") == IndexPath(item: 0, section: 1))

        try f.tapChevron(of: "Tea")
        #expect(f.log == ["willExpand Fruit", "willExpand Tea"])
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .drinks) == ["Tea", "Green", "Black", "Coffee"])
        #expect(f.dataSource.snapshot(for: .main).isExpanded("Fruit"), "the first tree keeps its expansion")
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .main) == ["Fruit", "Apple", "Pear", "Nuts"])
        #expect(f.cell(showing: "Green")?.indentationLevel == 1)
        #expect(f.cell(showing: "Apple")?.indentationLevel == 1)
        #expect(f.cell(showing: "Coffee")?.indentationLevel == 0)

        // Collapsing the first leaves the second expanded.
        try f.tapChevron(of: "Fruit")
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .main) == ["Fruit", "Nuts"])
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .drinks) == ["Tea", "Green", "Black", "Coffee"])
        #expect(f.chevron(of: "Tea")?.chevron.transform == Self.quarterTurn)

        // A new tree for the pantry keeps the drinks' expansion.
        var pantry = NSDiffableDataSourceSectionSnapshot<String>()
        pantry.append(["Nuts", "Honey"])
        pantry.append(["Almond"], to: "Nuts")
        pantry.expand(["Nuts"])
        f.dataSource.apply(pantry, to: .main, animatingDifferences: false)
        f.h.touches.window.layoutIfNeeded()
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .main) == ["Nuts", "Almond", "Honey"])
        #expect(f.dataSource.snapshot(for: .drinks).isExpanded("Tea"))
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: .drinks) == ["Tea", "Green", "Black", "Coffee"])
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

    /// A row of an outline dragged by its reorder grip (through the touch path) moves in
    /// the tree with its children, and the tree survives (Vitrine's rule for the level,
    /// see NSDiffableDataSourceSectionSnapshot+Reordering.swift: the row above decides).
    /// Fruit expanded shows Fruit, Apple, Pear, Nuts. Pear dragged one row up lands under
    /// Fruit (the row above, an expanded parent) as its first child; then Fruit dragged
    /// below Nuts lands after Nuts as a root, taking Pear and Apple along.
    @Test func aReorderedRowMovesInTheTreeWithItsChildren() throws {
        let f = Fixture()
        f.reorderable = true
        f.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var transactions: [NSDiffableDataSourceTransaction<Section, String>] = []
        f.dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        f.applyPantry()
        try f.tapChevron(of: "Fruit")
        #expect(f.shown == ["Fruit", "Apple", "Pear", "Nuts"])

        func drag(_ item: String, rows: CGFloat) throws {
            let grip = try #require(f.cell(showing: item)?.shownAccessories.first { $0.view is TableReorderControl }?.view)
            // Pressed (past the scroll view's content-touch delay), then slid in ten steps.
            let from = f.h.centre(of: grip)
            let to = CGPoint(x: from.x, y: from.y + rows * 44)
            f.h.touches.send(.began, from, at: f.h.now + 0.001)
            f.h.wait(0.2)
            for step in 1...10 {
                f.h.touches.send(.moved, CGPoint(x: from.x, y: from.y + (to.y - from.y) * CGFloat(step) / 10), at: f.h.now + 0.01)
                f.h.wait(0.01)
            }
            f.h.touches.send(.ended, to, at: f.h.now + 0.01)
            f.h.wait(0.5)
            f.h.touches.window.layoutIfNeeded()
        }

        try drag("Pear", rows: -1)
        var tree = f.dataSource.snapshot(for: .main)
        #expect(tree.items == ["Fruit", "Pear", "Apple", "Nuts", "Almond"])
        #expect(tree.parent(of: "Pear") == "Fruit" && tree.isExpanded("Fruit"))
        #expect(f.shown == ["Fruit", "Pear", "Apple", "Nuts"])
        #expect(transactions.last?.sectionTransactions.first?.finalSnapshot.items == tree.items)
        #expect(transactions.last?.sectionTransactions.first?.initialSnapshot.items == ["Fruit", "Apple", "Pear", "Nuts", "Almond"])

        try drag("Fruit", rows: 3)
        tree = f.dataSource.snapshot(for: .main)
        #expect(tree.rootItems == ["Nuts", "Fruit"])
        #expect(tree.items == ["Nuts", "Almond", "Fruit", "Pear", "Apple"])
        #expect(tree.isExpanded("Fruit") && !tree.isExpanded("Nuts"))
        #expect(f.shown == ["Nuts", "Fruit", "Pear", "Apple"])
        #expect(f.h.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(f.cell(showing: "Pear")?.indentationLevel == 1)
        #expect(f.cell(showing: "Fruit")?.indentationLevel == 0)
    }

    /// Expanding slides the children down from behind their parent (as iOS does, inside
    /// the apply's animation): Fruit's row is y 0–44, so Apple's cell starts centred at
    /// 22 (Fruit's top plus half a row), behind Fruit's cell, and ends at 66 (44 + 22);
    /// mid-way it is between. Collapsing slides it back up to 22, fading out.
    @Test func expandingAndCollapsingSlideTheChildrenFromBehindTheParent() throws {
        let f = Fixture()
        f.applyPantry()
        let chevron = try #require(f.chevron(of: "Fruit"))
        f.h.touches.tap(f.h.centre(of: chevron), at: f.h.now + 0.001)
        f.h.wait(0.15)
        let apple = try #require(f.cell(showing: "Apple"))
        let fruit = try #require(f.cell(showing: "Fruit"))
        let subviews = f.h.collectionView.subviews
        #expect(try #require(subviews.firstIndex { $0 === apple }) < (try #require(subviews.firstIndex { $0 === fruit })), "behind its parent")
        let sliding = try #require(apple.layer.presentation()).position.y
        #expect(sliding > 22 && sliding < 66, "on its way down: \(sliding)")
        f.h.wait(0.5)
        #expect(apple.layer.presentation()?.position.y == 66)
        #expect(apple.center.y == 66 && apple.alpha == 1)

        f.h.touches.tap(f.h.centre(of: chevron), at: f.h.now + 0.001)
        f.h.wait(0.15)
        #expect(f.shown == ["Fruit", "Nuts"])
        let rising = try #require(apple.layer.presentation()).position.y
        #expect(rising > 22 && rising < 66, "on its way up: \(rising)")
        #expect(apple.center.y == 22, "the model is at the parent's top at once")
        f.h.wait(0.5)
        #expect(!f.h.collectionView.visibleCells.contains { $0 === apple })
    }
}
