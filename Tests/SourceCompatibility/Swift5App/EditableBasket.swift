// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): an editable list as
// iOS apps write it — a table view controller with pull to refresh, the Edit/Done button, delete and insert
// controls, reordering, and prefetching of rows ahead of the scroll.
import UIKit

public final class BasketViewController: UITableViewController, UITableViewDataSourcePrefetching {
    public private(set) var items = ["Bread", "Milk", "Eggs", "Apples"]
    public private(set) var refreshes = 0
    public private(set) var prefetched: [IndexPath] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.allowsSelectionDuringEditing = true
        tableView.prefetchDataSource = self
        navigationItem.rightBarButtonItem = editButtonItem
        let refresh = UIRefreshControl()
        refresh.tintColor = .systemOrange
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addTarget(self, action: BasketViewController.pulled, for: .valueChanged)
        refreshControl = refresh
    }

    private func pulled() {
        refreshes += 1
        refreshControl?.endRefreshing()
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if editing, refreshControl?.isRefreshing == true { refreshControl?.endRefreshing() }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count + (isEditing ? 1 : 0)
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "Add item"
        cell.showsReorderControl = true
        cell.editingAccessoryType = .detailButton
        return cell
    }

    public override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row < items.count ? .delete : .insert
    }

    public override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Remove"
    }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            items.append("Item \(items.count + 1)")
            tableView.insertRows(at: [indexPath], with: .automatic)
        default:
            break
        }
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.row < items.count
    }

    public override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        IndexPath(row: min(proposedDestinationIndexPath.row, items.count - 1), section: 0)
    }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    public override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(contentsOf: indexPaths)
    }

    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        prefetched.removeAll { indexPaths.contains($0) }
    }
}
