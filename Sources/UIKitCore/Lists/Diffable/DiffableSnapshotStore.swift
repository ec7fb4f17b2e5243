// Vitrine — Apache License 2.0

/// The snapshot a diffable data source shows, and how a new one replaces it: the part the
/// table's and the collection view's data sources share.
@MainActor
final class DiffableSnapshotStore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    /// The data shown, with no pending reload marks.
    private(set) var current = Snapshot()

    /// Shows `snapshot` through a view's batch updates: `performBatch` runs its first
    /// argument inside the batch (where the store takes the snapshot, so the view's data
    /// source answers with the new data, and `record` is told each update from the shown
    /// data to it) and calls its second when the batch is done. Animated only when
    /// `animatingDifferences`. Without a view, the snapshot is taken at once.
    func apply(_ snapshot: Snapshot, animatingDifferences: Bool, hasView: Bool,
               performBatch: @escaping (_ updates: @escaping () -> Void, _ completion: @escaping (Bool) -> Void) -> Void,
               record: @escaping (CollectionUpdate) -> Void, completion: (() -> Void)?) {
        guard hasView else {
            replace(with: snapshot)
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        let batch = {
            performBatch({
                self.replace(with: snapshot)
                for change in difference.updates { record(change) }
            }, { _ in completion?() })
        }
        if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    /// Takes `snapshot` as the data shown, forgetting its reload marks.
    func replace(with snapshot: Snapshot) {
        current = snapshot
        current.clearMarks()
    }

    func itemIdentifier(for indexPath: IndexPath) -> Item? {
        current.itemIdentifier(at: indexPath)
    }

    func indexPath(for item: Item) -> IndexPath? {
        current.indexPath(of: item)
    }

    func sectionIdentifier(for index: Int) -> Section? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    func index(for section: Section) -> Int? {
        current.indexOfSection(section)
    }

    /// The items in the section at `index` (0 past the last section).
    func numberOfItems(inSectionAt index: Int) -> Int {
        guard let section = sectionIdentifier(for: index) else { return 0 }
        return current.numberOfItems(inSection: section)
    }
}
