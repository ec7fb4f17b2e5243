// Vitrine — Apache License 2.0

/// An object a collection view tells about items it is likely to show soon, so their
/// data can be loaded ahead of time (`prefetchDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these items: the user is scrolling towards them.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// These items are no longer likely to show soon: stop loading them. Optional.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
