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
    private var current = Snapshot()

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
        current
    }

    /// Shows `snapshot`: the changes from the shown one are made as updates, animated
    /// when `animatingDifferences` (default true); `completion` runs when they are done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot
            current.clearMarks()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let update = {
            tableView.performBatchUpdates({
                self.current = snapshot
                self.current.clearMarks()
                for change in difference.updates {
                    switch change {
                    case .insertItems(let paths): tableView.insertRows(at: paths, with: animation)
                    case .deleteItems(let paths): tableView.deleteRows(at: paths, with: animation)
                    case .reloadItems(let paths): tableView.reloadRows(at: paths, with: animation)
                    case .moveItem(let from, let to): tableView.moveRow(at: from, to: to)
                    case .insertSections(let sections): tableView.insertSections(sections, with: animation)
                    case .deleteSections(let sections): tableView.deleteSections(sections, with: animation)
                    case .reloadSections(let sections): tableView.reloadSections(sections, with: animation)
                    }
                }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot` by reloading the table, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearMarks()
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// Where the section `identifier` is shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
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
