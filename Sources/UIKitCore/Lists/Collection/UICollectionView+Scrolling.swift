// Vitrine — Apache License 2.0

extension UICollectionView {
    /// Scrolls so the item at `indexPath` is at `scrollPosition` (one vertical and one
    /// horizontal position at most), within the content's scrollable range. Along an
    /// axis the position does not name, the offset stays. Ignored for an item that does
    /// not exist.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard isValid(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let size = bounds.size
        var target = contentOffset
        if scrollPosition.contains(.top) {
            target.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - (size.height - inset.top - inset.bottom) / 2 - inset.top
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - size.height + inset.bottom
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - (size.width - inset.left - inset.right) / 2 - inset.left
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - size.width + inset.right
        }
        let range = offsetRange
        target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
        target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(target, animated: animated)
    }
}
