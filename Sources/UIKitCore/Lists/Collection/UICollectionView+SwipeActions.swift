// Vitrine — Apache License 2.0
// A list collection view's swipe actions: the rows are its list cells and the actions
// come from the list configuration's `leadingSwipeActionsConfigurationProvider` and
// `trailingSwipeActionsConfigurationProvider` of the row's section. Following the
// finger, opening and running the actions is the table's code (ListSwipeActions.swift).

extension UICollectionView: SwipeActionsList {
    func swipeableRow(at point: CGPoint) -> (row: SwipeableRow, indexPath: IndexPath)? {
        guard let indexPath = indexPathForItem(at: point), let cell = visibleViews[.cell(indexPath)] as? UICollectionViewListCell else { return nil }
        return (cell, indexPath)
    }

    func swipeActionsConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.providedSection(at: indexPath.section)?.listConfiguration else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    func swipeActionsWillShow(in row: SwipeableRow) {
        unhighlight()
        trackedTouch = nil
    }

    /// Opens the row's trailing actions (its delete accessory was tapped), or closes them
    /// when they already show.
    func openTrailingSwipeActions(of cell: UICollectionViewListCell, at indexPath: IndexPath) {
        if let swipe, swipe.cell === cell {
            closeSwipe(animated: true)
            return
        }
        closeSwipe(animated: true)
        guard let configuration = swipeActionsConfiguration(for: indexPath, trailing: true), !configuration.actions.isEmpty else { return }
        showSwipeActions(of: cell, at: indexPath, configuration: configuration, trailing: true)
        if let swipe { animateSwipe(to: -swipe.openWidth, of: swipe) }
    }
}
