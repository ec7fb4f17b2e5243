// Vitrine — Apache License 2.0

/// How a list section looks: its appearance and whether it has a header and a footer.
/// Rows are the section's full width (less the appearance's insets) and size themselves
/// from an estimated 44 points, the height of a table row on iOS. The swipe-actions
/// providers give each row's actions, as a table delegate's methods do.
public struct UICollectionLayoutListConfiguration {
    /// Gives the swipe actions of the item at an index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Gives the separators of the row at an index path from the list's configuration.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The styles of list UIKit offers.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Rows edge to edge, sections apart.
        case grouped
        /// Sections inset from the sides, apart.
        case insetGrouped
        /// As `insetGrouped` (a sidebar on iPad).
        case sidebar
        /// As `plain` (a plain sidebar on iPad).
        case sidebarPlain
    }

    /// Whether each section has a header, and what it is.
    public enum HeaderMode: Int, Sendable {
        case none
        /// A header supplementary view (`UICollectionView.elementKindSectionHeader`).
        case supplementary
        /// The section's first item is its header: its list cell's default content
        /// configuration is a header's and an automatic outline disclosure on it takes
        /// the header style (a tap anywhere on it expands or collapses the section).
        case firstItemInSection
    }

    /// Whether each section has a footer view from the data source.
    public enum FooterMode: Int, Sendable {
        case none
        /// A footer supplementary view (`UICollectionView.elementKindSectionFooter`).
        case supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The actions a swipe to the right reveals on a row; nil for none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe to the left reveals on a row; nil for none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Whether the rows have separators (UICollectionViewListCell+Separators.swift); default true.
    public var showsSeparators = true
    /// How the separators look, for every row; all automatic by default.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of single rows; nil for none.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The row height lists start from.
    static let estimatedRowHeight: CGFloat = 44
    /// The gap above and below grouped sections and beside inset ones: 20 points
    /// (Vitrine's choice; UIKit documents no figure).
    static let groupedMargin: CGFloat = 20

    @MainActor
    func makeSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = self
        let margin = Self.groupedMargin
        switch appearance {
        case .plain, .sidebarPlain: section.contentInsets = .zero
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: margin, leading: 0, bottom: margin, trailing: 0)
        case .insetGrouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        }
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
