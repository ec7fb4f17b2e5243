// Vitrine — Apache License 2.0
import UIKit

/// The guide's home: the museum's name as a large title, a search field, and the
/// galleries in a table (diffable); while the field holds text the table lists the
/// matching works instead. The bar has the appearance switch and the order button.
final class GalleriesViewController: UIViewController, UITableViewDelegate, UITextFieldDelegate {
    enum Section: Hashable { case galleries, results }
    enum Row: Hashable {
        case gallery(String)
        case exhibit(String)
    }

    let order: PrintOrder
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let searchField = UITextField()
    let darkSwitch = UISwitch()
    private var dataSource: UITableViewDiffableDataSource<Section, Row>!

    init(order: PrintOrder) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
        title = MuseumCollection.museumName
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        configureBar()
        configureSearchField()
        configureTable()
        applySnapshot()
    }

    // MARK: - Bar

    private func configureBar() {
        let label = UILabel()
        label.text = "Dark"
        label.font = .preferredFont(forTextStyle: .body)
        darkSwitch.addTarget(self, action: GalleriesViewController.darkSwitchChanged, for: .valueChanged)
        let appearance = UIStackView(arrangedSubviews: [label, darkSwitch])
        appearance.spacing = 8
        appearance.alignment = .center
        appearance.frame = CGRect(x: 0, y: 0, width: 100, height: 31)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: appearance)
        navigationItem.rightBarButtonItem = ShowcaseDemo.orderButton(for: order, presenter: self)
    }

    private func darkSwitchChanged(_ sender: UISwitch) {
        view.window?.overrideUserInterfaceStyle = sender.isOn ? .dark : .light
    }

    // MARK: - Search

    private func configureSearchField() {
        searchField.placeholder = "Search the collection"
        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.returnKeyType = .search
        searchField.autocorrectionType = .no
        searchField.font = .preferredFont(forTextStyle: .body)
        searchField.delegate = self
        searchField.addTarget(self, action: GalleriesViewController.searchChanged, for: .editingChanged)
        searchField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchField)
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            searchField.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            searchField.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            searchField.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    private func searchChanged(_ field: UITextField) {
        applySnapshot()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    var query: String { (searchField.text ?? "").trimmingCharacters(in: .whitespaces) }

    // MARK: - Table

    private func configureTable() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 76
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        dataSource = UITableViewDiffableDataSource<Section, Row>(tableView: tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            switch row {
            case .gallery(let name):
                let gallery = MuseumCollection.galleries.first { $0.name == name }
                content.text = name
                content.secondaryText = gallery.map { "\($0.summary) · \($0.exhibits.count) works" }
                content.image = gallery?.exhibits.first.flatMap { MuseumCollection.image(named: $0.imageName) }
            case .exhibit(let id):
                let exhibit = MuseumCollection.exhibit(id: id)
                content.text = exhibit?.title
                content.secondaryText = exhibit.map { "\(MuseumCollection.gallery(of: $0).name) · \($0.date)" }
                content.image = exhibit.flatMap { MuseumCollection.image(named: $0.imageName) }
            }
            content.imageProperties.maximumSize = CGSize(width: 56, height: 56)
            content.imageProperties.cornerRadius = 8
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// The galleries, or the works matching the search.
    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        if query.isEmpty {
            snapshot.appendSections([.galleries])
            snapshot.appendItems(MuseumCollection.galleries.map { .gallery($0.name) })
        } else {
            snapshot.appendSections([.results])
            snapshot.appendItems(MuseumCollection.search(query).map { .exhibit($0.id) })
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let row = dataSource.itemIdentifier(for: indexPath) else { return }
        searchField.resignFirstResponder()
        switch row {
        case .gallery(let name):
            guard let gallery = MuseumCollection.galleries.first(where: { $0.name == name }) else { return }
            showGallery(gallery, animated: true)
        case .exhibit(let id):
            guard let exhibit = MuseumCollection.exhibit(id: id) else { return }
            navigationController?.pushViewController(ExhibitViewController(exhibit: exhibit, order: order), animated: true)
        }
    }

    func showGallery(_ gallery: Gallery, animated: Bool) {
        navigationController?.pushViewController(GalleryViewController(gallery: gallery, order: order), animated: animated)
    }
}
