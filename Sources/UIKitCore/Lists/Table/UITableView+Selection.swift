// Vitrine — Apache License 2.0
// Selection. A finger on a row highlights it when the cell hears the touch, which the
// scroll view holds back for its content-touch delay (so a finger that scrolls never
// highlights); lifting on the row selects it through the delegate (`willSelectRowAt` may
// redirect or refuse, `didSelectRowAt`); a scroll that takes the finger cancels the
// highlight. The selection stays until the app deselects (or, in single selection, the
// user selects another row). Selecting from code tells the delegate nothing, as in UIKit.

extension UITableView {
    // MARK: - Public API

    /// The selected row (the first selected, with multiple selection); nil if none.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

    /// The selected rows; nil if none.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects the row (nil deselects every row), without telling the delegate, and
    /// scrolls it to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        ensureGeometry()
        guard let indexPath else { clearSelection(); return }
        guard geometry.contains(indexPath), allowsSelection || allowsMultipleSelection else { return }
        if !userSelectsSeveral {
            for other in selectedIndexPaths where other != indexPath { setRow(other, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false, animated: animated)
    }

    // MARK: - State

    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected {
            if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        } else {
            selectedIndexPaths.removeAll { $0 == indexPath }
        }
        visibleCellsByIndexPath[indexPath]?.setSelected(selected, animated: animated)
    }

    func clearSelection() {
        for indexPath in selectedIndexPaths { visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: false) }
        selectedIndexPaths = []
    }

    // MARK: - Touches (from the cells)

    func cellTouchBegan(_ cell: UITableViewCell) {
        guard swipe == nil else { return }
        guard userMaySelect, let indexPath = indexPath(for: cell) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedCell = cell
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func cellTouchMoved(_ cell: UITableViewCell, inside: Bool) {
        guard touchedCell === cell, !inside else { return }
        unhighlight(cell)
    }

    func cellTouchEnded(_ cell: UITableViewCell, inside: Bool) {
        if swipe != nil { closeSwipe(animated: true); return }
        guard touchedCell === cell else { return }
        unhighlight(cell)
        guard inside, let indexPath = indexPath(for: cell) else { return }
        userSelect(indexPath)
    }

    func cellTouchCancelled(_ cell: UITableViewCell) {
        guard touchedCell === cell else { return }
        unhighlight(cell)
    }

    private func unhighlight(_ cell: UITableViewCell) {
        touchedCell = nil
        cell.setHighlighted(false, animated: false)
        if let indexPath = indexPath(for: cell) { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }
    }

    /// The user's tap on a row: toggles it in multiple selection, else selects it (and
    /// deselects the others), each step agreed by the delegate.
    func userSelect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        if userSelectsSeveral, selectedIndexPaths.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let proposed: IndexPath? = if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
        guard let target = proposed, geometry.contains(target) else { return }
        if !userSelectsSeveral {
            for other in selectedIndexPaths where other != target { userDeselect(other) }
        }
        setRow(target, selected: true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let proposed: IndexPath? = if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
        guard let target = proposed else { return }
        setRow(target, selected: false, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: - Cells

    /// The row `cell` shows, if it is on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cell of the row, if the row is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visibleCellsByIndexPath[$0] } ?? []
    }

    /// The rows on screen, in order; nil if none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleCellsByIndexPath.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The header view of `section`, if on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`, if on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: - Scrolling to a row

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least scroll that shows it),
    /// within the content.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        ensureGeometry()
        guard geometry.contains(indexPath) else { return }
        let row = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            let top = contentOffset.y + inset.top
            if row.minY < top { y = row.minY - inset.top } else if row.maxY > top + visibleHeight { y = row.maxY - inset.top - visibleHeight } else { return }
        }
        // In a plain table a floating header covers the top of the view.
        if style == .plain, scrollPosition == .top || (scrollPosition == .none && row.minY < contentOffset.y + inset.top) {
            y -= geometry.sections[indexPath.section].headerHeight
        }
        let range = offsetRange.y
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls the selected row to `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath = selectedIndexPaths.min() else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
}
