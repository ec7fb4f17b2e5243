// Vitrine — Apache License 2.0
import Foundation

/// A table view's data source fed with snapshots: `apply(_:animatingDifferences:completion:)`
/// works out the inserts, deletes and moves between the shown snapshot and the new one
/// and animates them with `defaultRowAnimation`.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item, usually with `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let store = DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>()

    /// How rows come and go when a snapshot is applied with animation; `.automatic` by default.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source; `cellProvider` makes each item's cell.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the data shown.
    open func snapshot() -> Snapshot {
        store.current
    }

    /// Shows `snapshot`: the changes from the shown one are made as updates, animated
    /// with `defaultRowAnimation` when `animatingDifferences` (default true); `completion`
    /// runs when they are done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let tableView = self.tableView
        let animation = animatingDifferences ? defaultRowAnimation : .none
        store.apply(snapshot, animatingDifferences: animatingDifferences, hasView: tableView != nil,
                    performBatch: { tableView?.performBatchUpdates($0, completion: $1) },
                    record: { change in
                        guard let tableView else { return }
                        switch change {
                        case .insertItems(let paths): tableView.insertRows(at: paths, with: animation)
                        case .deleteItems(let paths): tableView.deleteRows(at: paths, with: animation)
                        case .reloadItems(let paths): tableView.reloadRows(at: paths, with: animation)
                        case .moveItem(let from, let to): tableView.moveRow(at: from, to: to)
                        case .insertSections(let sections): tableView.insertSections(sections, with: animation)
                        case .deleteSections(let sections): tableView.deleteSections(sections, with: animation)
                        case .reloadSections(let sections): tableView.reloadSections(sections, with: animation)
                        }
                    }, completion: completion)
    }

    /// Shows `snapshot` by reloading the table, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        tableView?.reloadData()
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

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        store.current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = store.itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        // UIKit stops the app here; Vitrine shows an empty cell and says why.
        FileHandle.standardError.write(Data("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)\n".utf8))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Subclasses override it to title a section's header, as on iOS; none by default.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Subclasses override it to title a section's footer; none by default.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
