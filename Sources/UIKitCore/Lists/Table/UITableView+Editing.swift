// Vitrine — Apache License 2.0
// Editing mode. `setEditing(_:animated:)` gives each row on screen (and each row that
// arrives later, at `adopt`) its editing state: the style of its control from the
// delegate's `editingStyleForRowAt` when the data source's `canEditRowAt` agrees, whether
// it can move (`canMoveRowAt`), and whether it indents. Then:
//
//   delete    a tap on the red minus circle reveals the confirmation button at the
//             trailing edge (the swipe actions' strip, opened for one destructive action
//             titled by `titleForDeleteConfirmationButtonForRowAt`, "Delete" by default);
//             a tap on it commits `.delete` to the data source, a tap elsewhere closes it
//   insert    a tap on the green plus circle commits `.insert`
//   reorder   a finger on the reorder control lifts the row: the row follows the finger,
//             the rows between its place and the proposed one (the row under its middle,
//             as the delegate's `targetIndexPathForMoveFromRowAt` allows) make room; on
//             lift the data source hears `moveRowAt:to:` and the table moves the row
//             (animated, as `moveRow(at:to:)`). The scroll view's pan yields to it.
//
// Selection while editing follows `allowsSelectionDuringEditing` and
// `allowsMultipleSelectionDuringEditing`; swipe actions are off.

/// The row a finger is moving by its reorder control.
struct RowReorder {
    unowned let cell: UITableViewCell
    let source: IndexPath
    var destination: IndexPath
    let fingerStartY: CGFloat
    let cellStartY: CGFloat
    /// Where the moving row is now (its top, in the table's content).
    var cellY: CGFloat
}

extension UITableView {
    /// How long the editing controls take to come in or go: 0.3 s (UIKit's usual
    /// animation length; not documented for editing).
    static let editingAnimationDuration = 0.3

    func applyEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: false)
        if reorder != nil { reorderEnded(cancelled: true) }
        editingFlag = editing
        for (indexPath, cell) in visibleCellsByIndexPath { configureEditing(of: cell, at: indexPath, animated: false) }
        guard animated, UIView.areAnimationsEnabled, window != nil else { return }
        UIView.animate(withDuration: Self.editingAnimationDuration) {
            for cell in self.visibleCellsByIndexPath.values { cell.layoutIfNeeded() }
        }
    }

    /// Gives `cell` the editing state of its row.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        cell.editingStyle = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.rowCanMove = editingFlag && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        cell.tableIndentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        if cell.isEditing != editingFlag {
            cell.setEditing(editingFlag, animated: animated)
        } else {
            cell.updateEditingControls()
        }
    }

    /// Whether a finger on a row may select it now.
    var userMaySelect: Bool {
        editingFlag ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }

    /// Whether a tap toggles a row among several selected ones now.
    var userSelectsSeveral: Bool {
        editingFlag ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: - Delete and insert

    /// The cell's delete or insert control was tapped.
    func editingControlTapped(in cell: UITableViewCell) {
        guard editingFlag, let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            if let swipe, swipe.cell === cell {
                closeSwipe(animated: true)
                return
            }
            closeSwipe(animated: true)
            showDeleteConfirmation(for: cell, at: indexPath)
        case .none:
            break
        }
    }

    private func showDeleteConfirmation(for cell: UITableViewCell, at indexPath: IndexPath) {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, done in
            guard let self, let cell, let path = self.indexPath(for: cell) else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        showSwipeActions(of: cell, at: indexPath, configuration: configuration, trailing: true)
        guard let swipe else { return }
        animateSwipe(to: -swipe.openWidth, of: swipe)
    }

    // MARK: - Reordering

    /// Whether a finger is on a reorder control (the scroll view then does not scroll).
    func reorderHoldsFinger() -> Bool {
        if reorder != nil { return true }
        return pan.touches.contains { $0.view is TableReorderControl }
    }

    func reorderBegan(_ cell: UITableViewCell, fingerY: CGFloat) {
        guard editingFlag, reorder == nil, let indexPath = indexPath(for: cell) else { return }
        closeSwipe(animated: false)
        reorder = RowReorder(cell: cell, source: indexPath, destination: indexPath, fingerStartY: fingerY, cellStartY: cell.frame.minY,
                             cellY: cell.frame.minY)
        bringSubviewToFront(cell)
    }

    func reorderMoved(_ cell: UITableViewCell, fingerY: CGFloat) {
        guard var move = reorder, move.cell === cell else { return }
        let height = cell.bounds.height
        let y = min(max(move.cellStartY + fingerY - move.fingerStartY, 0), max(contentSize.height - height, 0))
        cell.frame.origin.y = y
        move.cellY = y
        reorder = move
        let proposed = proposedDestination(forMiddle: y + height / 2, source: move.source)
        var target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: move.source, toProposedIndexPath: proposed) ?? proposed
        if !isValidDestination(target, from: move.source) { target = move.destination }
        guard target != move.destination else { return }
        move.destination = target
        reorder = move
        UIView.animate(withDuration: 0.2) { self.placeRowsAroundReorder() }
    }

    /// The finger lifted: the row goes to its destination; a cancelled touch (or editing
    /// turned off) puts it back.
    func reorderEnded(cancelled: Bool = false) {
        guard let move = reorder else { return }
        reorder = nil
        guard move.destination != move.source, !cancelled else {
            UIView.animate(withDuration: 0.2) { self.placeCells() }
            return
        }
        dataSource?.tableView(self, moveRowAt: move.source, to: move.destination)
        moveRow(at: move.source, to: move.destination)
    }

    /// The row under the moving row's middle: in the same section its place; in another
    /// section before it, or after it past its middle.
    private func proposedDestination(forMiddle y: CGFloat, source: IndexPath) -> IndexPath {
        let under: IndexPath
        if let row = geometry.indexPath(at: y) {
            under = row
        } else if y <= 0 {
            guard let first = geometry.sections.indices.first(where: { geometry.sections[$0].rowCount > 0 }) else { return source }
            under = IndexPath(row: 0, section: first)
        } else {
            guard let last = geometry.sections.indices.last(where: { geometry.sections[$0].rowCount > 0 }) else { return source }
            under = IndexPath(row: geometry.sections[last].rowCount - 1, section: last)
            if last != source.section { return IndexPath(row: under.row + 1, section: last) }
        }
        guard under.section != source.section else { return under }
        let span = geometry.rowSpan(under)
        return y > span.y + span.height / 2 ? IndexPath(row: under.row + 1, section: under.section) : under
    }

    private func isValidDestination(_ path: IndexPath, from source: IndexPath) -> Bool {
        guard geometry.sections.indices.contains(path.section), path.row >= 0 else { return false }
        let count = geometry.sections[path.section].rowCount
        return path.section == source.section ? path.row < count : path.row <= count
    }

    /// While a row moves: the rows between its place and its destination shift by its
    /// height to make room; the moving row stays under the finger.
    func placeRowsAroundReorder() {
        guard let move = reorder else { return }
        let source = move.source, destination = move.destination
        let height = geometry.rowSpan(source).height
        let downward = destination > source
        // The first row (in table order) that does not shift when moving down, or the
        // first that shifts when moving up.
        let boundary = downward && destination.section == source.section
            ? IndexPath(row: destination.row + 1, section: destination.section) : destination
        let span = rowXSpan
        for (indexPath, cell) in visibleCellsByIndexPath where cell !== move.cell {
            var y = geometry.rowSpan(indexPath).y
            if downward, indexPath > source, indexPath < boundary { y -= height }
            if !downward, indexPath >= boundary, indexPath < source { y += height }
            let frame = CGRect(x: span.x, y: y, width: span.width, height: geometry.rowSpan(indexPath).height)
            if cell.frame != frame { cell.frame = frame }
        }
        move.cell.frame = CGRect(x: span.x, y: move.cellY, width: span.width, height: height)
    }
}
