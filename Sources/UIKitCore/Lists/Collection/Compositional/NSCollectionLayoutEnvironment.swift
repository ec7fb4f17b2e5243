// Vitrine — Apache License 2.0

/// The size a compositional layout's sections lay out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The collection view's size less its content insets.
    var effectiveContentSize: CGSize { get }
    /// The collection view's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout passes to its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(collectionView: UICollectionView) {
        contentSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        contentInsets = NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        traitCollection = collectionView.traitCollection
    }

    var container: NSCollectionLayoutContainer { self }

    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}
