// Vitrine — Apache License 2.0
// Changing the data: reload everything, or announce inserts, deletes, moves and reloads
// so the views on screen follow their items, animated.

extension UICollectionView {
    /// How long an update's animation takes: 0.3 s (Vitrine's choice; UIKit documents no
    /// figure).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Forgets the counts and the views on screen: the data source is asked again at the
    /// next layout pass. The selection is cleared.
    public func reloadData() {
        closeSwipe(animated: false)
        sectionItemCounts = nil
        prefetch.pending = []
        for (key, view) in visibleViews {
            endDisplaying(view, key: key)
            recycle(view)
        }
        visibleViews = [:]
        selectedIndexPaths = []
        highlightedIndexPath = nil
        collectionViewLayout.collectionViewDataDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// Makes the changes `updates` announces (inserts, deletes, moves, reloads; the data
    /// source's model changes inside it) as one animated change, then calls `completion`
    /// when the animation ends (at once without animation).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard pendingUpdates == nil else {
            updates?()  // nested batches join the outer one
            return
        }
        let hadCounts = sectionItemCounts != nil
        pendingUpdates = []
        updates?()
        let recorded = pendingUpdates ?? []
        pendingUpdates = nil
        guard hadCounts else {
            // Nothing was shown yet: the next layout pass reads the new data.
            collectionViewLayout.invalidateLayout()
            completion?(true)
            return
        }
        apply(recorded, completion: completion)
    }

    /// Inserts items at `indexPaths` (after the change).
    public func insertItems(at indexPaths: [IndexPath]) { record(.insertItems(indexPaths)) }

    /// Deletes the items at `indexPaths` (before the change).
    public func deleteItems(at indexPaths: [IndexPath]) { record(.deleteItems(indexPaths)) }

    /// Asks the data source again for the cells of `indexPaths`.
    public func reloadItems(at indexPaths: [IndexPath]) { record(.reloadItems(indexPaths)) }

    /// Asks the data source again for the items' cells, reusing the cells on screen:
    /// Vitrine makes them again, as `reloadItems(at:)` does.
    public func reconfigureItems(at indexPaths: [IndexPath]) { record(.reloadItems(indexPaths)) }

    /// Moves the item at `indexPath` to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(.moveItem(from: indexPath, to: newIndexPath)) }

    /// Inserts the sections at `sections` (after the change).
    public func insertSections(_ sections: IndexSet) { record(.insertSections(sections)) }

    /// Deletes the sections at `sections` (before the change).
    public func deleteSections(_ sections: IndexSet) { record(.deleteSections(sections)) }

    /// Asks the data source again for the sections' items and views.
    public func reloadSections(_ sections: IndexSet) { record(.reloadSections(sections)) }

    /// Records an update in the batch being made, or makes it as a batch of its own.
    func record(_ update: CollectionUpdate) {
        if pendingUpdates != nil {
            pendingUpdates?.append(update)
        } else {
            performBatchUpdates({ self.pendingUpdates?.append(update) }, completion: nil)
        }
    }

    /// Moves the views on screen to their items' new index paths, drops those of deleted
    /// and reloaded items, and shows the new layout, animated unless animations are off.
    private func apply(_ updates: [CollectionUpdate], completion: ((Bool) -> Void)?) {
        let newCounts = readCounts()
        let mapping = CollectionUpdateMapping(oldCounts: sectionItemCounts ?? [], updates: updates) { section in
            newCounts.indices.contains(section) ? newCounts[section] : 0
        }
        guard mapping.counts == newCounts else {
            // UIKit raises an exception here; Vitrine says why and shows the new data.
            print("UICollectionView: the data source's counts \(newCounts) after the updates differ from the "
                  + "\(mapping.counts) the announced inserts and deletes lead to; reloading the data instead")
            reloadData()
            completion?(true)
            return
        }
        sectionItemCounts = newCounts
        var kept: [ElementKey: UICollectionReusableView] = [:]
        var leaving: [UICollectionReusableView] = []
        var leavingKeys: [(ElementKey, UICollectionReusableView)] = []
        for (key, view) in visibleViews {
            if let kind = key.kind {
                if let section = mapping.sections[key.indexPath.section], !mapping.reloadedSections.contains(key.indexPath.section) {
                    var path = key.indexPath
                    path.section = section
                    kept[ElementKey(kind: kind, indexPath: path)] = view
                    continue
                }
            } else if let new = mapping.items[key.indexPath], !mapping.reloaded.contains(key.indexPath),
                      !mapping.reloadedSections.contains(key.indexPath.section) {
                kept[.cell(new)] = view
                continue
            }
            endDisplaying(view, key: key)
            leaving.append(view)
            leavingKeys.append((key, view))
        }
        visibleViews = kept
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { mapping.items[$0] })
        highlightedIndexPath = highlightedIndexPath.flatMap { mapping.items[$0] }
        collectionViewLayout.collectionViewDataDidChange()
        collectionViewLayout.invalidateLayout()

        guard updatesAnimate else {
            leaving.forEach(recycle)
            updateVisibleElements(animated: false)
            completion?(true)
            return
        }
        // Deleted items go where the layout's `finalLayoutAttributesForDisappearingItem`
        // puts them, else fade out where they were (an outline's hidden children slide up
        // behind their parent); the rest move to their new places, new ones fade in.
        disappearingViews += leaving
        let hiddenChildren = hiddenOutlineChildren(leavingKeys)
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (key, view) in leavingKeys {
                if key.kind == nil, !hiddenChildren.contains(where: { $0 === view }),
                   let final = self.collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: key.indexPath) {
                    view.apply(final)
                } else {
                    view.alpha = 0
                }
            }
            self.updateVisibleElements(animated: true)
            self.slideHiddenOutlineChildren(hiddenChildren)
        }, completion: { finished in
            for view in leaving {
                self.disappearingViews.removeAll { $0 === view }
                self.recycle(view)
            }
            completion?(finished)
        })
    }

    /// Whether changes made now animate: animations are on and no
    /// `performWithoutAnimation` block is open.
    private var updatesAnimate: Bool {
        UIView.areAnimationsEnabled && ViewAnimationBlock.current?.kind != .withoutAnimation
    }

    /// Moves the views to the places a new layout gives them.
    func animateLayoutChange(animated: Bool, completion: ((Bool) -> Void)?) {
        guard animated, updatesAnimate else {
            setNeedsLayout()
            layoutIfNeeded()
            completion?(true)
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            self.updateVisibleElements(animated: true)
        }, completion: completion)
    }
}
