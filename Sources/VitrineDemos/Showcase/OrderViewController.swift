// Vitrine — Apache License 2.0
import UIKit

/// The basket, shown in a sheet (medium and large detents): the prints chosen, the
/// total, and Place Order, which asks for a name in an alert with a text field and then
/// confirms the order in a second alert.
final class OrderViewController: UIViewController, UITableViewDelegate {
    let order: PrintOrder
    let tableView = UITableView(frame: .zero, style: .plain)
    let totalLabel = UILabel()
    let emptyLabel = UILabel()
    private(set) var placeButton: UIButton!
    private var dataSource: UITableViewDiffableDataSource<Int, Int>!
    /// The alerts on screen, for the demo's steps and tests.
    private(set) weak var nameAlert: UIAlertController?
    private(set) weak var confirmationAlert: UIAlertController?
    /// What the visitor did last, for the demo's log.
    var log: (String) -> Void = { _ in }

    init(order: PrintOrder) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let heading = UILabel()
        heading.text = "Your Order"
        heading.font = .boldSystemFont(ofSize: 28)
        heading.textColor = .label
        totalLabel.font = .preferredFont(forTextStyle: .headline)
        totalLabel.textColor = .label
        emptyLabel.text = "Add prints from any work in the collection."
        emptyLabel.font = .preferredFont(forTextStyle: .body)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Place Order"
        configuration.cornerStyle = .large
        placeButton = UIButton(configuration: configuration, primaryAction: UIAction(title: "Place Order") { [unowned self] _ in
            askForName(animated: true)
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        tableView.rowHeight = 64
        tableView.delegate = self
        for subview in [heading, tableView, emptyLabel, totalLabel, placeButton!] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 28),
            heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            placeButton.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
            placeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            totalLabel.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
            totalLabel.trailingAnchor.constraint(equalTo: placeButton.leadingAnchor, constant: -20),
            tableView.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 16),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            emptyLabel.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 40),
            emptyLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { [unowned self] tableView, indexPath, lineID in
            let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            if let line = order.lines.first(where: { $0.id == lineID }) {
                content.text = line.exhibit.title
                content.secondaryText = "\(line.summary) · \(PrintOrder.euros(line.price))"
                content.image = MuseumCollection.image(named: line.exhibit.imageName)
                content.imageProperties.maximumSize = CGSize(width: 48, height: 48)
                content.imageProperties.cornerRadius = 6
            }
            cell.contentConfiguration = content
            return cell
        }
        order.observers.append { [weak self] in self?.reload() }
        reload()
    }

    private func reload() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(order.lines.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
        let count = order.itemCount
        totalLabel.text = count == 0 ? "" : "\(count) \(count == 1 ? "print" : "prints") · \(PrintOrder.euros(order.total))"
        emptyLabel.isHidden = count > 0
        placeButton.isEnabled = count > 0
    }

    // MARK: - Placing the order

    /// The first alert: a name for the order, in a text field; Place Order is enabled
    /// once the field holds a name.
    func askForName(animated: Bool) {
        let alert = UIAlertController(title: "Name for Your Order",
                                      message: "We call this name at the shop desk when your prints are ready.",
                                      preferredStyle: .alert)
        let place = UIAlertAction(title: "Place Order", style: .default) { [unowned self, unowned alert] _ in
            let name = alert.textFields?.first?.text ?? ""
            confirm(name: name.trimmingCharacters(in: .whitespaces), animated: true)
        }
        place.isEnabled = false
        alert.addTextField { field in
            field.placeholder = "Your name"
            field.autocapitalizationType = .words
            field.autocorrectionType = .no
            field.returnKeyType = .done
            field.addAction(UIAction { _ in
                place.isEnabled = !(field.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            }, for: .editingChanged)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(place)
        alert.preferredAction = place
        nameAlert = alert
        present(alert, animated: animated)
    }

    /// The second alert: the order is placed; Done closes the sheet.
    func confirm(name: String, animated: Bool) {
        let count = order.itemCount
        let total = order.total
        let number = order.place()
        log("order \(number) placed for \(name): \(count) prints, \(PrintOrder.euros(total))")
        let alert = UIAlertController(
            title: "Thank You, \(name)!",
            message: "Order \(number): \(count) \(count == 1 ? "print" : "prints"), \(PrintOrder.euros(total)). Pay and collect at the museum shop on the ground floor.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Done", style: .default) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        confirmationAlert = alert
        present(alert, animated: animated)
    }
}
