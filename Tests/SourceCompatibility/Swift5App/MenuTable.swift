// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a table as iOS apps
// write it — a view controller as data source and delegate, a registered cell subclass, content configurations,
// accessories, sections with titles, swipe actions, batch updates and deselection after a tap.
import UIKit

final class DishCell: UITableViewCell {
    static let reuseIdentifier = "DishCell"
    let priceLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        priceLabel.font = .preferredFont(forTextStyle: .body)
        accessoryView = priceLabel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        priceLabel.text = nil
    }
}

public final class MenuTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var sections: [(title: String, dishes: [String])] = [("Starters", ["Soup", "Salad"]), ("Mains", ["Pasta", "Fish", "Curry"])]
    public private(set) var chosen: [String] = []
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(DishCell.self, forCellReuseIdentifier: DishCell.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        tableView.tableFooterView = UIView()
        tableView.sectionHeaderTopPadding = 0
        view.addSubview(tableView)
    }

    public func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].dishes.count
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = sections[indexPath.section].dishes[indexPath.row]
            content.secondaryText = "Vegetarian"
            content.image = UIImage(systemName: "leaf")
            content.imageProperties.tintColor = .systemGreen
            content.textProperties.color = .label
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
            return cell
        }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: DishCell.reuseIdentifier, for: indexPath) as? DishCell else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.textLabel?.text = sections[indexPath.section].dishes[indexPath.row]
        cell.detailTextLabel?.text = "Chef's choice"
        cell.priceLabel.text = "12 €"
        cell.priceLabel.sizeToFit()
        cell.selectionStyle = .default
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(sections[indexPath.section].dishes[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 52 : UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let remove = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, completion in
            self?.removeDish(at: indexPath)
            completion(true)
        }
        remove.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [remove])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func removeDish(at indexPath: IndexPath) {
        sections[indexPath.section].dishes.remove(at: indexPath.row)
        tableView.performBatchUpdates({
            self.tableView.deleteRows(at: [indexPath], with: .automatic)
        }, completion: { _ in
            self.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        })
    }

    public func addSpecial() {
        sections[1].dishes.insert("Special", at: 0)
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
        tableView.endUpdates()
        if let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 1)), let path = tableView.indexPath(for: cell) {
            tableView.selectRow(at: path, animated: false, scrollPosition: .middle)
        }
        _ = tableView.visibleCells.count + (tableView.indexPathsForVisibleRows?.count ?? 0)
        _ = tableView.indexPathForRow(at: CGPoint(x: 10, y: 10))
        tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        _ = tableView.rectForRow(at: IndexPath(item: 0, section: 0))
    }
}

/// A table view controller subclass as the Xcode template writes it.
public final class DrinksTableViewController: UITableViewController {
    public var drinks = ["Espresso", "Latte", "Tea"]
    public private(set) var picked: IndexPath?

    public override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "drink")
    }

    public override func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        drinks.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "drink", for: indexPath)
        cell.textLabel?.text = drinks[indexPath.row]
        cell.accessoryType = indexPath == picked ? .checkmark : .none
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let previous = picked
        picked = indexPath
        tableView.reloadRows(at: [previous, indexPath].compactMap { $0 }, with: .none)
    }

    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        56
    }
}
