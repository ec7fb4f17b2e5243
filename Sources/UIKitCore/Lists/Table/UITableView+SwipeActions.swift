// Vitrine — Apache License 2.0
// A table's swipe actions: the rows and actions the shared swipe code asks for
// (ListSwipeActions.swift) come from `leadingSwipeActionsConfigurationForRowAt` and
// `trailingSwipeActionsConfigurationForRowAt` of rows the data source lets edit.

extension UITableView: SwipeActionsList {
    func swipeableRow(at point: CGPoint) -> (row: SwipeableRow, indexPath: IndexPath)? {
        guard let indexPath = indexPathForRow(at: point), let cell = visibleCellsByIndexPath[indexPath] else { return nil }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
        return (cell, indexPath)
    }

    func swipeActionsConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        return trailing ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func swipeActionsWillShow(in row: SwipeableRow) {
        (row as? UITableViewCell)?.setHighlighted(false, animated: false)
        touchedCell = nil
    }
}

extension UITableViewCell: SwipeableRow {
    /// Closes the cell's swipe actions (before reuse).
    func resetSwipe() {
        if let tableView, tableView.swipe?.cell === self { tableView.closeSwipe(animated: false) }
        swipeOffset = 0
    }
}
