// Vitrine — Apache License 2.0

/// The smallest part of a compositional layout: one cell's size within its group.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize

    /// Insets of the cell inside the room the item takes; default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}
