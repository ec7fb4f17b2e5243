// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a catalogue laid out by a compositional layout as iOS 13+ code writes it — a
// section provider that picks the number of columns from the container's width, a banner
// row, a grid with headers, a list section, and a diffable data source.
import UIKit

@MainActor
public final class CompositionalCatalogue: NSObject {
    public enum Section: Int, CaseIterable, Sendable {
        case banners, grid, list
    }

    public let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    public init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: CompositionalCatalogue.makeLayout())
        super.init()
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemTeal : .systemIndigo
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            view.backgroundColor = .systemGray
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Array(0..<3), toSection: .banners)
        snapshot.appendItems(Array(100..<108), toSection: .grid)
        snapshot.appendItems(Array(200..<203), toSection: .list)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(sectionProvider: { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            switch Section(rawValue: sectionIndex) {
            case .banners:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                     heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(120)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 8
                return section
            case .grid:
                let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                     heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
                    subitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
                let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                elementKind: UICollectionView.elementKindSectionHeader,
                                                                alignment: .top),
                ]
                return section
            case .list, nil:
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.headerMode = .none
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
        }, configuration: configuration)
    }
}
