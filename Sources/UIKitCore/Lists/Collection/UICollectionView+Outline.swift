// Vitrine — Apache License 2.0
// What a list cell learns from its list when it is dequeued, before the app configures
// it (so the app's own values win): whether it is its section's header (the list
// configuration's `headerMode` `.firstItemInSection`), and, when its section is a
// section snapshot's tree, its item's level as its indentation and its expansion.

extension UICollectionView {
    /// Gives a freshly dequeued list cell its header role and its outline state.
    func prepareListCell(_ cell: UICollectionViewListCell, at indexPath: IndexPath) {
        cell.listAppearance = listConfiguration(ofSection: indexPath.section)?.appearance
        cell.isListSectionHeader = listConfiguration(ofSection: indexPath.section)?.headerMode == .firstItemInSection && indexPath.item == 0
        if let state = (dataSource as? ListOutlineSource)?.outlineState(at: indexPath) {
            cell.takeOutlineState(level: state.level, isExpanded: state.isExpanded, animated: false)
        } else {
            cell.takeOutlineState(level: 0, isExpanded: false, animated: false)
        }
    }

    /// The list configuration of the section at `index`, when the layout is a list.
    func listConfiguration(ofSection index: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.providedSection(at: index)?.listConfiguration
    }

    /// A tap on a row whose outline disclosure is of the header style: the tap is the
    /// disclosure's (it expands or collapses the item) and selects nothing. True when
    /// the tap was taken.
    func takeHeaderDisclosureTap(at indexPath: IndexPath) -> Bool {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return false }
        return cell.performHeaderDisclosure()
    }

    /// The outline disclosure of the row at `indexPath` was tapped and has no handler
    /// of its own: the data source expands or collapses the item.
    func toggleOutline(at indexPath: IndexPath) {
        (dataSource as? ListOutlineSource)?.toggleExpansion(at: indexPath)
    }
}
