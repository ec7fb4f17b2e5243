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
//             Held near the top or bottom edge, the row scrolls the table (AutoScroll).
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
    /// The finger's last height in the table's content.
    var fingerY: CGFloat
    /// Scrolls the table while the row is held near an edge; nil elsewhere.
    var autoScroll: CADisplayLink?
    /// The frame time of the auto-scroll's last step.
    var autoScrollTime: CFTimeInterval?
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
                             cellY: cell.frame.minY, fingerY: fingerY)
        bringSubviewToFront(cell)
    }

    func reorderMoved(_ cell: UITableViewCell, fingerY: CGFloat) {
        guard var move = reorder, move.cell === cell else { return }
        let height = cell.bounds.height
        let y = min(max(move.cellStartY + fingerY - move.fingerStartY, 0), max(contentSize.height - height, 0))
        cell.frame.origin.y = y
        move.cellY = y
        move.fingerY = fingerY
        reorder = move
        updateReorderAutoScroll()
        let proposed = proposedDestination(forMiddle: y + height / 2, source: move.source)
        var target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: move.source, toProposedIndexPath: proposed) ?? proposed
        if !isValidDestination(target, from: move.source) { target = move.destination }
        guard target != move.destination else { return }
        reorder?.destination = target
        UIView.animate(withDuration: 0.2) { self.placeRowsAroundReorder() }
    }

    /// The finger lifted: the row goes to its destination; a cancelled touch (or editing
    /// turned off) puts it back.
    func reorderEnded(cancelled: Bool = false) {
        guard let move = reorder else { return }
        move.autoScroll?.invalidate()
        reorder = nil
        guard move.destination != move.source, !cancelled else {
            UIView.animate(withDuration: 0.2) { self.placeCells() }
            return
        }
        dataSource?.tableView(self, moveRowAt: move.source, to: move.destination)
        moveRow(at: move.source, to: move.destination)
    }

    /// The row under the moving row's middle: in the same section its place; in another
    /// section before it, or after it past its middle. Over a header the row goes to the
    /// end of the section above (upper half) or the start of the header's section (lower
    /// half); over a footer, to the end of its section or the start of the next one; into
    /// an empty section, as its only row. Above or below every section: the first or last
    /// place.
    private func proposedDestination(forMiddle y: CGFloat, source: IndexPath) -> IndexPath {
        if let under = geometry.indexPath(at: y) {
            guard under.section != source.section else { return under }
            let span = geometry.rowSpan(under)
            return y > span.y + span.height / 2 ? IndexPath(row: under.row + 1, section: under.section) : under
        }
        let sections = geometry.sections
        guard !sections.isEmpty else { return source }
        guard let s = geometry.section(at: y) else {
            return y < geometry.sectionTops[0] ? start(of: 0) : end(of: sections.count - 1, source: source)
        }
        if sections[s].rowCount == 0 { return IndexPath(row: 0, section: s) }
        let header = geometry.headerSpan(s)
        if y < header.y + header.height {
            return y < header.y + header.height / 2 && s > 0 ? end(of: s - 1, source: source) : start(of: s)
        }
        let footer = geometry.footerSpan(s)
        return y >= footer.y + footer.height / 2 && s + 1 < sections.count ? start(of: s + 1) : end(of: s, source: source)
    }

    /// The first place in `section`.
    private func start(of section: Int) -> IndexPath {
        IndexPath(row: 0, section: section)
    }

    /// The last place in `section` for a row moved from `source`: after its last row (the
    /// moved row leaves its own section, so there the last place is the last row's).
    private func end(of section: Int, source: IndexPath) -> IndexPath {
        let count = geometry.sections[section].rowCount
        return IndexPath(row: section == source.section ? max(count - 1, 0) : count, section: section)
    }

    private func isValidDestination(_ path: IndexPath, from source: IndexPath) -> Bool {
        guard geometry.sections.indices.contains(path.section), path.row >= 0 else { return false }
        let count = geometry.sections[path.section].rowCount
        return path.section == source.section ? path.row < count : path.row <= count
    }

    // MARK: - Auto-scroll

    /// The fastest auto-scroll, with the moving row wholly past an edge: 1,000 points a
    /// second (our value; UIKit does not document its speed).
    static let reorderAutoScrollSpeed: CGFloat = 1000

    /// How fast the held row scrolls the table (points a second, negative upward): from 0
    /// as the row enters the strip one row high inside the visible edge, to the full
    /// speed once it is a row past it.
    func reorderAutoScrollVelocity(_ move: RowReorder) -> CGFloat {
        let height = move.cell.bounds.height
        guard height > 0 else { return 0 }
        let inset = adjustedContentInset
        let top = contentOffset.y + inset.top, bottom = contentOffset.y + bounds.height - inset.bottom
        let zone = min(height, max(bottom - top, 0) / 4)
        guard zone > 0 else { return 0 }
        let range = offsetRange.y
        if move.cellY < top + zone, contentOffset.y > range.lowerBound {
            return -Self.reorderAutoScrollSpeed * min((top + zone - move.cellY) / zone, 1)
        }
        if move.cellY + height > bottom - zone, contentOffset.y < range.upperBound {
            return Self.reorderAutoScrollSpeed * min((move.cellY + height - (bottom - zone)) / zone, 1)
        }
        return 0
    }

    /// Starts or stops the frame clock that scrolls the table under a held row.
    private func updateReorderAutoScroll() {
        guard var move = reorder else { return }
        let needed = reorderAutoScrollVelocity(move) != 0
        if needed, move.autoScroll == nil {
            let link = CADisplayLink { [weak self] link in
                guard let self else { return link.invalidate() }
                self.reorderAutoScrollStep(link)
            }
            link.ownerLayer = layer
            link.add(to: .main, forMode: .common)
            move.autoScroll = link
            move.autoScrollTime = nil
        } else if !needed, let link = move.autoScroll {
            link.invalidate()
            move.autoScroll = nil
        }
        reorder = move
    }

    /// One frame of auto-scroll: the table scrolls, and the row moves with the content so
    /// that it stays under the still finger.
    private func reorderAutoScrollStep(_ link: CADisplayLink) {
        guard var move = reorder, move.autoScroll === link else { return link.invalidate() }
        defer { if reorder != nil { reorder?.autoScrollTime = link.targetTimestamp } }
        guard let last = move.autoScrollTime else { return }
        let elapsed = CGFloat(max(link.targetTimestamp - last, 0))
        let range = offsetRange.y
        let before = contentOffset.y
        let wanted = min(max(before + reorderAutoScrollVelocity(move) * elapsed, range.lowerBound), range.upperBound)
        guard wanted != before else { return }
        contentOffset.y = wanted
        let moved = contentOffset.y - before
        move.autoScrollTime = link.targetTimestamp
        reorder = move
        reorderMoved(move.cell, fingerY: move.fingerY + moved)
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
