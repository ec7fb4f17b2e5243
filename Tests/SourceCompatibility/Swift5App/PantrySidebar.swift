// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): an iOS 14 sidebar — a list layout whose first item is each section's header, a
// diffable data source fed with section snapshots (an outline with expandable parents
// and lazy children), and a bar button item whose menu sorts the list.
import UIKit

@MainActor
public final class PantrySidebar: NSObject, UICollectionViewDelegate {
    public enum Section: Hashable, Sendable {
        case shelves
    }

    public let controller = UIViewController()
    public let collectionView: UICollectionView
    public private(set) var chosen: [String] = []
    public private(set) var sortOrder = "Name"
    public private(set) var expansions: [String] = []
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    public override init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        super.init()
        collectionView.delegate = self
        controller.view.addSubview(collectionView)

        let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            // In a sidebar list the defaults are the sidebar header's.
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            if #available(iOS 18.0, *) {
                cell.backgroundConfiguration = .listHeader()
            } else {
                cell.backgroundConfiguration = UIBackgroundConfiguration.listSidebarHeader()
            }
            cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            var background: UIBackgroundConfiguration
            if #available(iOS 18.0, *) {
                background = .listCell()
            } else {
                background = cell.defaultBackgroundConfiguration()
            }
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
            _ = background.resolvedBackgroundColor(for: cell.tintColor)
            _ = cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 56)
            cell.indentationWidth = 12
            cell.accessories = title.hasSuffix("…") ? [.outlineDisclosure()] : []
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, title in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        var handlers = UICollectionViewDiffableDataSource<Section, String>.SectionSnapshotHandlers<String>()
        handlers.willExpandItem = { [weak self] item in self?.expansions.append(item) }
        handlers.snapshotForExpandingParent = { parent, children in
            guard children.items.isEmpty else { return children }
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["\(parent) A", "\(parent) B"])
            return loaded
        }
        dataSource.sectionSnapshotHandlers = handlers
        dataSource.reorderingHandlers.canReorderItem = { title in title != "Pantry" }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            for sectionTransaction in transaction.sectionTransactions where sectionTransaction.sectionIdentifier == .shelves {
                self?.expansions.append("reordered \(sectionTransaction.finalSnapshot.items.count)")
            }
        }

        var shelves = NSDiffableDataSourceSectionSnapshot<String>()
        shelves.append(["Pantry"])
        shelves.append(["Spices", "Tins…"], to: "Pantry")
        shelves.expand(["Pantry"])
        dataSource.apply(shelves, to: .shelves, animatingDifferences: false)

        let sort = UIMenu(title: "Sort", options: .singleSelection, children: ["Name", "Date"].map { order in
            UIAction(title: order, state: order == "Name" ? .on : .off) { [weak self] action in self?.sortOrder = action.title }
        })
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: sort)
        controller.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.chosen.append("add")
        }, menu: sort)
    }

    /// The rows shown, in order.
    public var shownTitles: [String] {
        dataSource.snapshot().itemIdentifiers
    }

    /// Expands `title` (its children load on first expansion) as a tap on its chevron does.
    public func expand(_ title: String) {
        var shelves = dataSource.snapshot(for: .shelves)
        if let parent = shelves.parent(of: title), !shelves.isExpanded(parent) { return }
        if shelves.snapshot(of: title).items.isEmpty {
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["\(title) A", "\(title) B"])
            shelves.replace(childrenOf: title, using: loaded)
        }
        shelves.expand([title])
        dataSource.apply(shelves, to: .shelves, animatingDifferences: false)
    }

    /// The level of `title` in the outline (0 for the header).
    public func level(of title: String) -> Int {
        dataSource.snapshot(for: .shelves).level(of: title)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let title = dataSource.itemIdentifier(for: indexPath) { chosen.append(title) }
    }
}
