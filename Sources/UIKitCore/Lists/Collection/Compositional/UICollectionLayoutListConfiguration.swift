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

    /// The colour behind each section, from its top to its bottom across the whole width;
    /// nil (the default) takes the appearance's (`defaultBackgroundColor`). Set `.clear`
    /// to let the collection view's own background show.
    public var backgroundColor: UIColor?
    /// Extra space above each section's header (iOS 15), part of the section; nil (the
    /// default) adds none, as `UITableView.sectionHeaderTopPadding`'s automatic value.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The row height lists start from.
    static let estimatedRowHeight: CGFloat = 44
    /// The gap above and below grouped sections and beside inset ones: 20 points
    /// (Vitrine's choice; UIKit documents no figure).
    static let groupedMargin: CGFloat = 20

    /// The colour a list of `appearance` shows behind its sections: the system background
    /// for plain lists, the grouped background behind grouped, inset and sidebar lists
    /// (whose cells take the secondary grouped background, see `listGroupedCell()`).
    static func defaultBackgroundColor(for appearance: Appearance) -> UIColor {
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// The colour behind this list's sections.
    var resolvedBackgroundColor: UIColor { backgroundColor ?? Self.defaultBackgroundColor(for: appearance) }

    /// The padding above a header: `headerTopPadding`, negative and non-finite values as 0.
    var resolvedHeaderTopPadding: CGFloat {
        guard let headerTopPadding, headerTopPadding.isFinite else { return 0 }
        return max(headerTopPadding, 0)
    }

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
        switch headerMode {
        case .supplementary: section.headerTopPadding = resolvedHeaderTopPadding
        // The first row is the header: the padding goes above it.
        case .firstItemInSection: section.contentInsets.top += resolvedHeaderTopPadding
        case .none: break
        }
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

extension UICollectionLayoutListConfiguration.Appearance {
    /// The list appearance of a table of `tableStyle`, for configurations that follow
    /// the list they are in.
    init(tableStyle: UITableView.Style) {
        switch tableStyle {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        }
    }
}
