// Vitrine — Apache License 2.0
// Prefetching, as the table does it (UITableView+Prefetching.swift), along whichever
// axis the content last moved: the cells the layout places in the stretch of one view
// length beyond the bounds in that direction, not on screen and not asked for already,
// go to `prefetchItemsAt` (nearest first); pending items that leave the stretch are
// cancelled. `isPrefetchingEnabled` off cancels everything pending and asks nothing.

/// What the collection view asked its prefetch data source to load.
struct ItemPrefetch {
    /// The offset at the last pass, to tell the scrolling direction.
    var lastOffset: CGPoint?
    /// Items asked for and not yet shown or cancelled.
    var pending: Set<IndexPath> = []
}

extension UICollectionView {
    func updatePrefetching() {
        let visible = bounds
        let previous = prefetch.lastOffset
        prefetch.lastOffset = visible.origin
        guard let prefetchDataSource, isPrefetchingEnabled else { return }
        let onScreen = Set(indexPathsForVisibleItems)
        prefetch.pending.subtract(onScreen)
        guard let previous, previous != visible.origin, visible.width > 0, visible.height > 0 else { return }
        let dx = visible.minX - previous.x, dy = visible.minY - previous.y
        var ahead = visible
        // The axis that moved further decides; the stretch is one view length beyond.
        if abs(dy) >= abs(dx) {
            ahead.origin.y += dy > 0 ? visible.height : -visible.height
        } else {
            ahead.origin.x += dx > 0 ? visible.width : -visible.width
        }
        let attributes = (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(ahead) && isValid($0.indexPath)
                && !onScreen.contains($0.indexPath)
        }
        func distance(_ frame: CGRect) -> CGFloat {
            abs(dy) >= abs(dx) ? (dy > 0 ? frame.minY - visible.maxY : visible.minY - frame.maxY)
                : (dx > 0 ? frame.minX - visible.maxX : visible.minX - frame.maxX)
        }
        let wanted = attributes.sorted {
            let a = distance($0.frame), b = distance($1.frame)
            return a != b ? a < b : $0.indexPath < $1.indexPath
        }.map(\.indexPath)
        let dropped = prefetch.pending.subtracting(wanted).sorted()
        if !dropped.isEmpty {
            prefetch.pending.subtract(dropped)
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: dropped)
        }
        let new = wanted.filter { !prefetch.pending.contains($0) }
        if !new.isEmpty {
            prefetch.pending.formUnion(new)
            prefetchDataSource.collectionView(self, prefetchItemsAt: new)
        }
    }

    func cancelAllPrefetching() {
        let pending = prefetch.pending.sorted()
        prefetch.pending = []
        if !pending.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: pending) }
    }
}
