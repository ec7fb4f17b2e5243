// Vitrine — Apache License 2.0

/// What a reordering by the user changed in a diffable data source: the snapshots
/// before and after, and the difference between their items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The data shown before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data shown after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the items, in order across sections.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change of each section the reorder touched, as section snapshots (the
    /// section's tree when it shows one: a moved parent takes its children along).
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        self.sectionTransactions = sectionTransactions
    }
}

/// What a reordering by the user changed in one section: its section snapshots before
/// and after, and the difference between their items (in tree order).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's data before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's data after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items, in tree order.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(section: SectionIdentifierType, initial: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
         final: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        sectionIdentifier = section
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.items.difference(from: initial.items).inferringMoves()
    }
}

extension UICollectionViewDiffableDataSource {
    /// The closures a diffable data source calls when the user reorders items.
    public struct ReorderingHandlers {
        /// Whether the item may be moved; nil (the default) lets no item move.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the data source takes the new order.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after it took the new order: update the app's model from the transaction.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// The snapshot with the item at `source` moved to `destination` (index paths of the
    /// shown snapshot, as the collection view reports a move).
    func snapshot(moving source: IndexPath, to destination: IndexPath) -> Snapshot? {
        var snapshot = snapshot()
        guard let item = itemIdentifier(for: source), let section = sectionIdentifier(for: destination.section) else { return nil }
        var others = snapshot.itemIdentifiers(inSection: section)
        others.removeAll { $0 == item }
        if others.isEmpty {
            snapshot.deleteItems([item])
            snapshot.appendItems([item], toSection: section)
        } else if destination.item < others.count {
            snapshot.moveItem(item, beforeItem: others[max(destination.item, 0)])
        } else if let last = others.last {
            snapshot.moveItem(item, afterItem: last)
        }
        return snapshot
    }
}
