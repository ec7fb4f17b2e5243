// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a list of drinks as iOS 14+ code writes it — list cells with accessories and an
// indentation, swipe actions from the list configuration, a context menu from the
// collection view's delegate, a table's context menu, a context menu interaction on a
// plain view, and a button whose menu is its primary action.
import UIKit

@MainActor
public final class FavouritesList: NSObject, UICollectionViewDelegate {
    public enum Section: Int, Sendable {
        case drinks
    }

    public let collectionView: UICollectionView
    public let sizeButton: UIButton
    public let banner = UIView()
    public private(set) var favourites: Set<String> = []
    public private(set) var removed: [String] = []
    public private(set) var size = "Medium"
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private let drinks = ["Espresso", "Latte", "Mocha"]

    public init(frame: CGRect) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layoutPlaceholder = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layoutPlaceholder)
        sizeButton = UIButton(type: .system)
        super.init()
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, completion in
                self?.remove(at: indexPath)
                completion(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [remove])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
        configuration.backgroundColor = .systemGroupedBackground
        if #available(iOS 15.0, *) {
            configuration.headerTopPadding = 0
        }
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView.delegate = self

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, drink in
            var content = cell.defaultContentConfiguration()
            content.text = drink
            cell.contentConfiguration = content
            cell.indentationLevel = 1
            let isFavourite = self?.favourites.contains(drink) ?? false
            cell.accessories = [
                .disclosureIndicator(),
                .checkmark(displayed: .always, options: UICellAccessory.CheckmarkOptions(isHidden: !isFavourite, tintColor: .systemOrange)),
                .label(text: "€3"),
                .delete(displayed: .whenEditing),
                .reorder(),
                .customView(configuration: UICellAccessory.CustomViewConfiguration(
                    customView: UIImageView(image: UIImage(systemName: "cup.and.saucer")), placement: .leading(displayed: .whenNotEditing))),
                .outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header)),
            ]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, drink in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: drink)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.drinks])
        snapshot.appendItems(drinks, toSection: .drinks)
        dataSource.apply(snapshot, animatingDifferences: false)

        sizeButton.setTitle("Size", for: .normal)
        let sizes = ["Small", "Medium", "Large"].map { name in
            UIAction(title: name, state: name == "Medium" ? .on : .off) { [weak self] action in
                self?.size = action.title
            }
        }
        let recent = UIDeferredMenuElement.uncached { completion in
            completion([UIAction(title: "Last order", attributes: .disabled) { _ in }])
        }
        sizeButton.menu = UIMenu(title: "Size", options: .singleSelection, children: sizes + [recent])
        sizeButton.showsMenuAsPrimaryAction = true
        banner.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPaths.first else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] suggestedActions in
            let favourite = UIAction(title: "Favourite", image: UIImage(systemName: "star")) { _ in
                self?.toggleFavourite(at: indexPath)
            }
            let remove = UIAction(title: "Remove", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.remove(at: indexPath)
            }
            return UIMenu(title: "", children: suggestedActions + [favourite, UIMenu(title: "", options: .displayInline, children: [remove])])
        }
    }

    private func toggleFavourite(at indexPath: IndexPath) {
        guard let drink = dataSource.itemIdentifier(for: indexPath) else { return }
        if favourites.contains(drink) { favourites.remove(drink) } else { favourites.insert(drink) }
    }

    private func remove(at indexPath: IndexPath) {
        guard let drink = dataSource.itemIdentifier(for: indexPath) else { return }
        removed.append(drink)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([drink])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

extension FavouritesList: UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Hide banner") { [weak self] _ in self?.banner.isHidden = true }])
        }
    }
}

/// A table controller whose rows have a context menu.
public final class DrinksTableController: UITableViewController {
    public private(set) var reordered: [Int] = []

    public override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                   point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(title: "Row \(indexPath.row)", children: [
                UIAction(title: "Order again") { _ in self?.reordered.append(indexPath.row) },
            ])
        }
    }
}
