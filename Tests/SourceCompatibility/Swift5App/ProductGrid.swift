// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a product grid as iOS 14+ code writes it — a view controller with a collection
// view, a flow layout sized by a delegate, a cell subclass, a cell registration feeding
// a diffable data source, a header registration, and selection.
import UIKit

public final class ProductGridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    public enum Section: Hashable, Sendable {
        case featured
        case all
    }

    public struct Product: Hashable, Sendable {
        public let name: String
        public let price: Int
    }

    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Product>!
    public private(set) var chosen: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.allowsMultipleSelection = false
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<ProductCell, Product> { cell, _, product in
            cell.nameLabel.text = product.name
            cell.priceLabel.text = "\(product.price) kr"
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            header.backgroundColor = indexPath.section == 0 ? .systemYellow : .systemGray
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Product>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, product: Product) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: product)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        show(featured: ["Espresso"], all: ["Latte", "Mocha", "Tea"], animated: false)
    }

    /// Shows the products, animating the differences from what is shown.
    public func show(featured: [String], all: [String], animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Product>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(featured.map { Product(name: $0, price: 30) }, toSection: .featured)
        snapshot.appendItems(all.map { Product(name: $0, price: 35) }, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.section == 0 ? CGSize(width: collectionView.bounds.width - 16, height: 80) : CGSize(width: 96, height: 96)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let product = dataSource.itemIdentifier(for: indexPath) else { return }
        chosen.append(product.name)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A cell with two labels, built in code.
public final class ProductCell: UICollectionViewCell {
    public let nameLabel = UILabel()
    public let priceLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        let selected = UIView()
        selected.backgroundColor = .systemBlue
        selectedBackgroundView = selected
        for label in [nameLabel, priceLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            priceLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            priceLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        priceLabel.text = nil
    }

    public override var isSelected: Bool {
        didSet { contentView.alpha = isSelected ? 0.8 : 1 }
    }
}
