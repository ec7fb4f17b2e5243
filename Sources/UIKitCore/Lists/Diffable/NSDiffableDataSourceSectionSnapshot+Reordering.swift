// Vitrine — Apache License 2.0
// Where a row of an outline lands when the user drags it to another place in its
// section. The collection view moves one row; the tree moves the item with its
// descendants. Apple documents that the section snapshots change with the reorder
// (`NSDiffableDataSourceTransaction.sectionTransactions`), not where a dropped row's
// level comes from; Vitrine's rule follows the row above the drop point, as a finger
// places it: the item becomes that row's next sibling, or its first child when that row
// is an expanded parent with children; dropped at the top, it becomes the first root. Rows of the
// item's own subtree do not count as the row above.

extension NSDiffableDataSourceSectionSnapshot {
    /// The tree after the user dropped `item`'s row at `index` of `order` (the section's
    /// rows in their order with the row already moved there).
    func reordered(moving item: ItemIdentifierType, to index: Int, in order: [ItemIdentifierType]) -> Self {
        guard contains(item) else { return self }
        let subtree = snapshot(of: item, includingParent: true)
        let carried = Set(subtree.items)
        var result = self
        result.delete([item])
        var above: ItemIdentifierType?
        var row = min(max(index, 0), order.count) - 1
        while row >= 0 {
            if !carried.contains(order[row]), result.contains(order[row]) { above = order[row]; break }
            row -= 1
        }
        if let above {
            if result.isExpanded(above), let firstChild = result.snapshot(of: above).rootItems.first {
                result.insert(subtree, before: firstChild)
            } else {
                result.insert(subtree, after: above)
            }
        } else if let first = result.rootItems.first {
            result.insert(subtree, before: first)
        } else {
            result = subtree
        }
        return result
    }
}
