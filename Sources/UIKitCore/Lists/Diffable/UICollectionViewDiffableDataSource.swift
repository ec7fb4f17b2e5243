// Vitrine — Apache License 2.0

/// A collection view's data source fed with snapshots: `apply(_:animatingDifferences:completion:)`
/// works out the inserts, deletes and moves between the shown snapshot and the new one
/// and animates them.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, ListOutlineSource {
    /// Makes the cell for an item, usually with `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let store = DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views (headers, footers) the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What to do when the user reorders items (NSDiffableDataSourceTransaction.swift).
    open var reorderingHandlers = ReorderingHandlers()

    /// What to do when the user expands or collapses an item of a section snapshot
    /// (UICollectionViewDiffableDataSource+SectionSnapshots.swift).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// The trees applied to sections with `apply(_:to:animatingDifferences:completion:)`.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Becomes `collectionView`'s data source; `cellProvider` makes each item's cell.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the data shown.
    open func snapshot() -> Snapshot {
        store.current
    }

    /// Shows `snapshot`: the changes from the shown one are made as updates, animated
    /// when `animatingDifferences` (default true); `completion` runs when they are done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyKeepingSectionSnapshots(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        forgetStaleSectionSnapshots()
        refreshOutlineStates(animated: animatingDifferences)
    }

    /// Shows `snapshot` through batch updates, leaving the section trees alone.
    func applyKeepingSectionSnapshots(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let collectionView = self.collectionView
        store.apply(snapshot, animatingDifferences: animatingDifferences, hasView: collectionView != nil,
                    performBatch: { collectionView?.performBatchUpdates($0, completion: $1) },
                    record: { collectionView?.record($0) }, completion: completion)
    }

    // MARK: - Section snapshots (UICollectionViewDiffableDataSource+SectionSnapshots.swift)

    /// Shows `snapshot` in the section `section` (appended at the end when the data has
    /// no such section): its visible items, animated when `animatingDifferences`.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        let visible = snapshot.visibleItems
        if !visible.isEmpty { whole.appendItems(visible, toSection: section) }
        guard whole.itemIdentifiers(inSection: section) == visible else { return }  // the misuse was reported
        sectionSnapshots[section] = snapshot
        applyKeepingSectionSnapshots(whole, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineStates(animated: animatingDifferences)
    }

    /// The data of the section `section` as a section snapshot: the tree applied to it,
    /// else its items as roots (empty when there is no such section).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// Shows `snapshot` by reloading the collection view, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        forgetStaleSectionSnapshots()
        collectionView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        store.itemIdentifier(for: indexPath)
    }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        store.indexPath(for: itemIdentifier)
    }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        store.sectionIdentifier(for: index)
    }

    /// Where the section `identifier` is shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.index(for: sectionIdentifier)
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        store.current.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = store.itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        // UIKit stops the app here; Vitrine shows an empty cell and says why.
        FileHandle.standardError.write(Data("UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)\n".utf8))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    /// Items move when `reorderingHandlers.canReorderItem` says so.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = store.itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The user moved an item: the shown snapshot takes the new order (the view shows it
    /// already), between `willReorder` and `didReorder`. In a section showing a tree the
    /// item moves in the tree with its descendants (NSDiffableDataSourceSectionSnapshot+Reordering.swift)
    /// and the tree stays; rows the view moved differently (a parent's children) are
    /// shown again from it.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard var final = snapshot(moving: sourceIndexPath, to: destinationIndexPath),
              let item = itemIdentifier(for: sourceIndexPath) else { return }
        var trees = sectionSnapshots
        var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        let oneRowMove = final
        if sourceIndexPath.section == destinationIndexPath.section, let section = sectionIdentifier(for: sourceIndexPath.section),
           let tree = sectionSnapshots[section] {
            let moved = tree.reordered(moving: item, to: destinationIndexPath.item, in: final.itemIdentifiers(inSection: section))
            final.deleteItems(final.itemIdentifiers(inSection: section))
            if !moved.visibleItems.isEmpty { final.appendItems(moved.visibleItems, toSection: section) }
            trees[section] = moved
            sectionTransactions.append(NSDiffableDataSourceSectionTransaction(section: section, initial: tree, final: moved))
        } else {
            for index in Set([sourceIndexPath.section, destinationIndexPath.section]).sorted() {
                guard let section = sectionIdentifier(for: index) else { continue }
                let before = snapshot(for: section)
                var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
                after.append(final.itemIdentifiers(inSection: section))
                trees[section] = nil
                sectionTransactions.append(NSDiffableDataSourceSectionTransaction(section: section, initial: before, final: after))
            }
        }
        let transaction = NSDiffableDataSourceTransaction(initial: store.current, final: final, sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        store.replace(with: final)
        sectionSnapshots = trees
        forgetStaleSectionSnapshots()
        reorderingHandlers.didReorder?(transaction)
        if final.itemIdentifiers != oneRowMove.itemIdentifiers { collectionView.reloadData() }
        refreshOutlineStates(animated: true)
    }
}
