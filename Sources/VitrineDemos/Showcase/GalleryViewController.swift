// Vitrine — Apache License 2.0
import UIKit

/// One gallery's works as a grid of photographs (a compositional layout, diffable):
/// three columns on a landscape kiosk, two when narrower.
final class GalleryViewController: UIViewController, UICollectionViewDelegate {
    let gallery: Gallery
    let order: PrintOrder
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(gallery: Gallery, order: PrintOrder) {
        self.gallery = gallery
        self.order = order
        super.init(nibName: nil, bundle: nil)
        title = gallery.name
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    /// The grid is the controller's view, as in a UICollectionViewController: the
    /// navigation bar's safe area puts its content below the bar, and scrolling it closes
    /// the large title.
    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = ShowcaseDemo.orderButton(for: order, presenter: self)
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        let registration = UICollectionView.CellRegistration<ExhibitCell, String> { cell, _, id in
            guard let exhibit = MuseumCollection.exhibit(id: id) else { return }
            cell.imageView.image = MuseumCollection.image(named: exhibit.imageName)
            cell.titleLabel.text = exhibit.title
            cell.dateLabel.text = exhibit.date
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(gallery.exhibits.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Tiles 4:3 plus two lines of caption, 20 points apart. The layout asks for the
    /// section again whenever the grid's width changes.
    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 900 ? 3 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width = environment.container.effectiveContentSize.width
            let tileWidth = max(1, (width - 40 - CGFloat(columns - 1) * 20) / CGFloat(columns))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute((tileWidth * 0.75 + 64).rounded())),
                subitem: item, count: columns)
            group.interItemSpacing = .fixed(20)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath), let exhibit = MuseumCollection.exhibit(id: id) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        showExhibit(exhibit, animated: true)
    }

    func showExhibit(_ exhibit: Exhibit, animated: Bool) {
        navigationController?.pushViewController(ExhibitViewController(exhibit: exhibit, order: order), animated: animated)
    }
}

/// A tile of the grid: the photograph, cropped to fill, over its title and date.
final class ExhibitCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let dateLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        imageView.backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        dateLabel.font = .preferredFont(forTextStyle: .subheadline)
        dateLabel.textColor = .secondaryLabel
        for view in [imageView, titleLabel, dateLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -64),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 10),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -2),
            dateLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            dateLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            dateLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
