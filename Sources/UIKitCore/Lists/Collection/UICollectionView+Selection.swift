// Vitrine — Apache License 2.0
// Selection: by the app (no delegate calls, as Apple documents) and by a finger
// (highlight on touch down, select on lift, with the delegate's say).

extension UICollectionView {
    /// The selected items' index paths in index order; nil when nothing is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item at `indexPath` (nil deselects every item) and scrolls it to
    /// `scrollPosition` (empty: no scrolling). Without multiple selection, the other
    /// items are deselected. The delegate is not told. Ignored when selection is off or
    /// the item does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { clearSelection(); return }
        loadCountsIfNeeded()
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectedIndexPaths.insert(indexPath) } else { selectedIndexPaths.remove(indexPath) }
        (visibleViews[.cell(indexPath)] as? UICollectionViewCell)?.isSelected = selected
    }

    func clearSelection() {
        for indexPath in selectedIndexPaths { setSelected(false, at: indexPath) }
    }

    // MARK: - By a finger

    /// A finger went down (after the scroll view's content-touch delay): highlight the
    /// item under it if the delegate agrees.
    func highlightItem(under touch: UITouch) {
        unhighlight()
        // A finger on a header or footer (a pinned one may cover cells) selects nothing.
        for view in sequence(first: touch.view, next: { $0?.superview }) {
            guard let view, view !== self else { break }
            if let reusable = view as? UICollectionReusableView, reusable.reuseKind != nil { return }
        }
        guard allowsSelection, let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedIndexPath = indexPath
        (visibleViews[.cell(indexPath)] as? UICollectionViewCell)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// Removes the finger's highlight (the finger lifted, or scrolling took it).
    func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        (visibleViews[.cell(indexPath)] as? UICollectionViewCell)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// The finger lifted: if it is still on the item it highlighted, select it (or,
    /// with multiple selection, toggle it), asking the delegate first. On a row with an
    /// outline disclosure of the header style, the tap expands or collapses it instead.
    func selectHighlightedItem(under touch: UITouch) {
        guard let indexPath = highlightedIndexPath else { return }
        unhighlight()
        guard indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        if takeHeaderDisclosureTap(at: indexPath) { return }  // a header row is not selectable
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths.sorted() where other != indexPath {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
