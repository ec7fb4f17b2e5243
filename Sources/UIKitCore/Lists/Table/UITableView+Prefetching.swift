// Vitrine — Apache License 2.0
// Prefetching: after each layout pass in which the content moved, the rows in the
// stretch of one view height beyond the bounds, in the direction the content is
// scrolling, that are neither on screen nor asked for already go to
// `prefetchRowsAt` (nearest first). When the direction turns, or a prefetched row leaves
// that stretch without being shown, `cancelPrefetchingForRowsAt` takes it back. Rows that
// come on screen simply leave the prefetched set. Nothing is prefetched before the first
// scroll: the direction is not known yet. (Apple documents the calls and that they follow
// scrolling; the stretch of one view height is ours.) `isPrefetchingEnabled` off cancels
// everything pending and asks nothing.

/// What the table asked its prefetch data source to load.
struct RowPrefetch {
    /// The offset at the last pass, to tell the scrolling direction.
    var lastOffset: CGFloat?
    /// Rows asked for and not yet shown or cancelled.
    var pending: Set<IndexPath> = []
}

extension UITableView {
    func updatePrefetching() {
        let visible = bounds
        let previous = prefetch.lastOffset
        prefetch.lastOffset = visible.minY
        guard let prefetchDataSource, isPrefetchingEnabled else { return }
        let onScreen = Set(visibleCellsByIndexPath.keys)
        prefetch.pending.subtract(onScreen)
        guard let previous, previous != visible.minY, visible.height > 0 else { return }
        let down = visible.minY > previous
        let ahead = down ? geometry.indexPaths(from: visible.maxY, to: visible.maxY + visible.height)
            : Array(geometry.indexPaths(from: max(visible.minY - visible.height, 0), to: visible.minY).reversed())
        let wanted = ahead.filter { !onScreen.contains($0) }
        let wantedSet = Set(wanted)
        let dropped = prefetch.pending.subtracting(wantedSet).sorted()
        if !dropped.isEmpty {
            prefetch.pending.subtract(dropped)
            prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: dropped)
        }
        let new = wanted.filter { !prefetch.pending.contains($0) }
        if !new.isEmpty {
            prefetch.pending.formUnion(new)
            prefetchDataSource.tableView(self, prefetchRowsAt: new)
        }
    }

    func cancelAllPrefetching() {
        let pending = prefetch.pending.sorted()
        prefetch.pending = []
        if !pending.isEmpty { prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: pending) }
    }
}
