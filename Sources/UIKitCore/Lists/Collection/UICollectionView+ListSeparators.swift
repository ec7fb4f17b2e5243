// Vitrine — Apache License 2.0
// A list's separators, set at each layout pass on the list cells on screen from their
// section's list configuration: none when `showsSeparators` is false, else the
// `separatorConfiguration` as the `itemSeparatorHandler` changes it for the row. Done
// here rather than when a cell is made because a row's place changes as rows are
// inserted and deleted around it (the last row of a section has no bottom separator).

extension UICollectionView {
    func updateListSeparators() {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        for (key, view) in visibleViews where key.kind == nil {
            guard let cell = view as? UICollectionViewListCell else { continue }
            let indexPath = key.indexPath
            guard let list = layout.providedSection(at: indexPath.section)?.listConfiguration, list.showsSeparators else {
                cell.applySeparators(nil, isLastInSection: false)
                continue
            }
            var configuration = list.separatorConfiguration
            if let handler = list.itemSeparatorHandler { configuration = handler(indexPath, configuration) }
            cell.applySeparators(configuration, isLastInSection: indexPath.item == numberOfItems(inSection: indexPath.section) - 1)
        }
    }
}
