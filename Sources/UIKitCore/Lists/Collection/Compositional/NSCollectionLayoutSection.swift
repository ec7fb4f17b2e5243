// Vitrine — Apache License 2.0

/// One section of a compositional layout: its group, repeated for all its items, the
/// space around and between the groups, and its headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated to hold the section's items.
    public let group: NSCollectionLayoutGroup

    /// The space around the section's groups; default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// The space between consecutive groups; default 0.
    open var interGroupSpacing: CGFloat = 0

    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether the groups follow each other down the layout (`.none`, the default) or
    /// sit side by side in one row across it. Vitrine lays such a row out but does not
    /// yet let a finger scroll it sideways: groups past the edge stay out of view.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// The list configuration a list section was made from (its swipe-actions providers).
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space above the section's headers, part of the section (a list's `headerTopPadding`).
    var headerTopPadding: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section: full-width rows of estimated height 44 with the appearance's insets.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}
