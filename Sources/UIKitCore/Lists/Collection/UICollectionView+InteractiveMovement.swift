// Vitrine — Apache License 2.0
// Moving an item by hand (`beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`,
// driven by the app's gesture or by UICollectionViewController's standard long press).
//
// The moving cell's centre follows the target position. Whenever the item under that
// position (as the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath…`
// allows) is another one of the same section, the collection view moves the item there
// at once, as an animated `moveItem(at:to:)` of its own, so the other items slide to make
// room; the data source is told only at the end, with the original and final index
// paths (`moveItemAt:to:`), as in UIKit. Cancelling moves the item back. The item may
// cross into another section: until the end the data source still reports the old
// counts, so while a move is going on the collection view counts the item in the
// section it is in (`readCounts()`).

/// The item being moved by hand.
struct ItemMove {
    let source: IndexPath
    var current: IndexPath
    unowned let cell: UICollectionViewCell
    /// Where the cell's centre is held (content coordinates).
    var centre: CGPoint
}

extension UICollectionView {
    func editingDidChange() {
        closeSwipe(animated: false)
        for case let cell as UICollectionViewListCell in visibleCells {
            cell.setNeedsLayout()
            cell.setNeedsUpdateConfiguration()
        }
        setNeedsLayout()
    }

    func beginMovement(at indexPath: IndexPath) -> Bool {
        guard interactiveMove == nil, isValid(indexPath), dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false,
              let cell = cellForItem(at: indexPath) else { return false }
        interactiveMove = ItemMove(source: indexPath, current: indexPath, cell: cell, centre: cell.center)
        bringSubviewToFront(cell)
        return true
    }

    func updateMovement(to position: CGPoint) {
        guard var move = interactiveMove, position.x.isFinite, position.y.isFinite else { return }
        move.centre = position
        interactiveMove = move
        let proposed = indexPathForItem(at: position) ?? move.current
        var target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: move.source,
                                                        atCurrentIndexPath: move.current, toProposedIndexPath: proposed) ?? proposed
        if !isValid(target) { target = move.current }
        if target != move.current {
            let from = move.current
            move.current = target
            interactiveMove = move
            performBatchUpdates({ self.moveItem(at: from, to: target) })
        }
        placeMovingItem()
    }

    /// The data source's counts with the item being moved counted where it is now.
    func countsDuringMovement(_ counts: [Int]) -> [Int] {
        guard let move = interactiveMove, move.source.section != move.current.section,
              counts.indices.contains(move.source.section), counts.indices.contains(move.current.section) else { return counts }
        var counts = counts
        counts[move.source.section] -= 1
        counts[move.current.section] += 1
        return counts
    }

    func endMovement() {
        guard let move = interactiveMove else { return }
        interactiveMove = nil
        if move.current != move.source {
            dataSource?.collectionView(self, moveItemAt: move.source, to: move.current)
        }
        settle(move.cell, at: move.current)
    }

    func cancelMovement() {
        guard let move = interactiveMove else { return }
        interactiveMove = nil
        if move.current != move.source {
            performBatchUpdates({ self.moveItem(at: move.current, to: move.source) })
        }
        settle(move.cell, at: move.source)
    }

    /// Keeps the moving cell under the finger after a layout pass placed it in its slot.
    func placeMovingItem() {
        guard let move = interactiveMove, move.cell.center != move.centre else { return }
        move.cell.center = move.centre
    }

    /// Puts the dropped cell into its slot, animated.
    private func settle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        let frame = layoutAttributesForItem(at: indexPath)?.frame
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            if let frame { cell.frame = frame }
        })
    }
}
