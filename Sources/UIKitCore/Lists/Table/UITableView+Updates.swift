// Vitrine — Apache License 2.0
// Reloads and animated changes.
//
// A batch (performBatchUpdates, beginUpdates/endUpdates, or one insert/delete/move call
// on its own) maps every surviving row to its new index path (TableUpdates), rebuilds
// the geometry from the data source (keeping measured heights of surviving rows), and
// re-tiles. With animation, surviving cells glide from their old rectangles to their new
// ones, inserted rows arrive and deleted rows leave in the style asked for, all in one
// UIView.animate of 0.3 s (iOS's usual duration; Apple does not document it).
//
// New counts that do not match the changes are an error in the app; UIKit stops it with
// an exception. Vitrine reloads the table instead, so the screen shows the data source.

extension UITableView {
    static let updateDuration = 0.3

    /// Reloads the rows: their cells are asked for again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation, insert: true) { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Asks the data source again for the rows' cells (iOS 15): Vitrine makes them
    /// again without an animation, as `reloadRows(at:with: .none)` does (UIKit hands the
    /// cells on screen back; the visible result is the same).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }

    /// Inserts rows at `indexPaths` (positions after the change).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation, insert: true) { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes the rows at `indexPaths` (positions before the change).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation, insert: false) { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic, insert: true) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (positions after the change).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation, insert: true) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (positions before the change).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation, insert: false) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: their rows' cells, headers and footers are asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation, insert: true) { $0.reloadedSections.formUnion(sections) }
    }

    /// Starts a batch of changes applied together at `endUpdates()`.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Applies the changes made since the matching `beginUpdates()`, animated.
    public func endUpdates() {
        finishBatch(completion: nil)
    }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one animated batch, then
    /// `completion` with true when the animation ended.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        finishBatch(completion: completion)
    }

    private func finishBatch(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else { completion?(true); return }
        updateDepth -= 1
        guard updateDepth == 0 else { completion?(true); return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(updates, completion: completion)
    }

    private func record(_ animation: RowAnimation, insert: Bool, _ change: (inout TableUpdates) -> Void) {
        change(&pendingUpdates)
        if insert { pendingUpdates.insertAnimation = animation } else { pendingUpdates.deleteAnimation = animation }
        if updateDepth == 0 {
            let updates = pendingUpdates
            pendingUpdates = TableUpdates()
            apply(updates, completion: nil)
        }
    }

    // MARK: - Applying a batch

    private func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
        guard !needsReload, !updates.isEmpty, let dataSource else {
            if !updates.isEmpty { reloadData() }
            completion?(true)
            return
        }
        let old = geometry
        let newCounts = (0..<max(dataSource.numberOfSections(in: self), 0)).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
        guard var mapping = updates.rowMapping(old: old, newRowCounts: newCounts) else {
            reloadData()
            completion?(true)
            return
        }
        for path in updates.reloadedRows { mapping[path] = nil }
        for (path, _) in mapping where updates.reloadedSections.contains(path.section) { mapping[path] = nil }

        // Cells: survivors keep their cell under the new path; the rest leave.
        let oldCells = visibleCellsByIndexPath
        var departing: [(UITableViewCell, CGRect)] = []
        visibleCellsByIndexPath = [:]
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for (path, cell) in oldCells {
            if let new = mapping[path] {
                visibleCellsByIndexPath[new] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                departing.append((cell, cell.frame))
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            }
        }
        for (_, view) in visibleHeaders { enqueueHeaderFooter(view) }
        for (_, view) in visibleFooters { enqueueHeaderFooter(view) }
        visibleHeaders = [:]
        visibleFooters = [:]
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
        if touchedCell.map({ cell in !visibleCellsByIndexPath.values.contains { $0 === cell } }) ?? false { touchedCell = nil }

        // Geometry: asked again, measured heights of survivors kept.
        rebuildGeometry()
        for (oldPath, newPath) in mapping where old.sections[oldPath.section].measured[oldPath.row] {
            if !geometry.sections[newPath.section].measured[newPath.row] {
                geometry.setHeight(old.sections[oldPath.section].rowHeights[oldPath.row], measured: true, at: newPath)
            }
        }
        updateContentSize()
        let before = Set(visibleCellsByIndexPath.keys)
        tile()

        let animated = UIView.areAnimationsEnabled
        guard animated else {
            for (cell, _) in departing { recycle(cell) }
            completion?(true)
            return
        }
        let inserted = Set(visibleCellsByIndexPath.keys).subtracting(before)
        var finalFrames: [(UIView, CGRect)] = []
        for (path, cell) in visibleCellsByIndexPath {
            let final = cell.frame
            if let start = oldFrames[ObjectIdentifier(cell)] {
                guard start != final else { continue }
                cell.frame = start
                finalFrames.append((cell, final))
            } else if inserted.contains(path), isArrival(path, updates) {
                let animation = Self.resolved(updates.insertAnimation)
                guard animation != .none else { continue }
                cell.frame = Self.offset(final, by: animation)
                if animation == .fade || animation == .middle { cell.alpha = 0 }
                finalFrames.append((cell, final))
            }
        }
        let deleteAnimation = Self.resolved(updates.deleteAnimation)
        for (cell, frame) in departing where deleteAnimation == .none { _ = frame; recycle(cell) }
        let leaving = deleteAnimation == .none ? [] : departing
        departingCells.append(contentsOf: leaving.map(\.0))
        UIView.animate(withDuration: Self.updateDuration, animations: {
            for (view, frame) in finalFrames {
                view.frame = frame
                view.alpha = 1
            }
            for (cell, frame) in leaving {
                if deleteAnimation == .fade || deleteAnimation == .middle { cell.alpha = 0 } else { cell.frame = Self.offset(frame, by: deleteAnimation) }
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, _) in leaving {
                departingCells.removeAll { $0 === cell }
                recycle(cell)
            }
            completion?(finished)
        })
    }

    /// Whether the row at `path` arrives with the batch (inserted, reloaded or in a new section).
    private func isArrival(_ path: IndexPath, _ updates: TableUpdates) -> Bool {
        updates.insertedRows.contains(path) || updates.insertedSections.contains(path.section)
            || updates.reloadedSections.contains(path.section) || updates.reloadedRows.contains(path)
    }

    private static func resolved(_ animation: RowAnimation) -> RowAnimation {
        animation == .automatic ? .fade : animation
    }

    /// Where a row slides from or to.
    private static func offset(_ frame: CGRect, by animation: RowAnimation) -> CGRect {
        switch animation {
        case .left: return frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: return frame.offsetBy(dx: frame.width, dy: 0)
        case .top: return frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: return frame.offsetBy(dx: 0, dy: frame.height)
        default: return frame
        }
    }

    /// A cell that left in an update: back to full opacity, into the pool.
    private func recycle(_ cell: UITableViewCell) {
        cell.alpha = 1
        if let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            reusableCells[identifier, default: []].append(cell)
        } else {
            cell.removeFromSuperview()
            cell.tableView = nil
        }
    }
}
