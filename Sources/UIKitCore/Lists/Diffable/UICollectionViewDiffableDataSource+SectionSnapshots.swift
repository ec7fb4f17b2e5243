// Vitrine — Apache License 2.0
// Section snapshots in a collection view's diffable data source (iOS 14): a section fed
// with a tree shows its visible items; each list cell gets its item's level as its
// indentation and its expansion as its configuration state; the outline disclosure
// accessory (without an action handler of its own) expands or collapses its item
// through `sectionSnapshotHandlers`. Applying a whole-view snapshot keeps a section's
// tree only where the section's items are still the tree's visible ones.

/// What a list asks of its data source about the tree of a row: its level and whether
/// it is expanded, and a tap on the row's outline disclosure.
@MainActor
protocol ListOutlineSource: AnyObject {
    /// The row's level and expansion; nil when its section holds no tree.
    func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?
    /// Expands the row's item if collapsed, else collapses it, asking the handlers.
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource {
    /// The closures a diffable data source calls when the user expands or collapses an
    /// item of a section snapshot.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand; nil lets every item expand.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called before the item expands.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether the item may collapse; nil lets every item collapse.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called before the item collapses.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// Gives the children of a parent about to expand, from the children it has now
        /// (a snapshot of them): load them lazily here.
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    /// Drops the trees of sections whose items are no longer their visible items.
    func forgetStaleSectionSnapshots() {
        let current = snapshot()
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            current.indexOfSection(section) != nil && current.itemIdentifiers(inSection: section) == tree.visibleItems
        }
    }

    /// The section holding `indexPath`'s item, with its tree.
    private func outlineEntry(at indexPath: IndexPath) -> (section: SectionIdentifierType, tree: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                                           item: ItemIdentifierType)? {
        guard let section = sectionIdentifier(for: indexPath.section), let tree = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return nil }
        return (section, tree, item)
    }

    func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
        guard let entry = outlineEntry(at: indexPath) else { return nil }
        return (entry.tree.level(of: entry.item), entry.tree.isExpanded(entry.item))
    }

    func toggleExpansion(at indexPath: IndexPath) {
        guard let entry = outlineEntry(at: indexPath) else { return }
        var tree = entry.tree
        let item = entry.item
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provide(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        // The children shown or hidden follow the parent's row; the collection view
        // slides them from or behind it (UICollectionView+OutlineAnimation.swift).
        let change = tree.visibleItems.count - entry.tree.visibleItems.count
        collectionView?.outlineSlide = change == 0 ? nil : OutlineSlide(
            section: indexPath.section, parent: indexPath.item,
            children: (indexPath.item + 1)..<(indexPath.item + 1 + abs(change)), expanding: change > 0)
        apply(tree, to: entry.section)
        collectionView?.outlineSlide = nil
    }

    /// Gives the list cells on screen their rows' levels and expansion.
    func refreshOutlineStates(animated: Bool) {
        guard let collectionView else { return }
        for case let cell as UICollectionViewListCell in collectionView.visibleCells {
            guard let indexPath = collectionView.indexPath(for: cell), let state = outlineState(at: indexPath) else { continue }
            cell.takeOutlineState(level: state.level, isExpanded: state.isExpanded, animated: animated)
        }
    }
}
