// Vitrine — Apache License 2.0
// Keeping a view on screen for each element that meets the visible bounds.

extension UICollectionView {
    // MARK: - Counts

    /// The number of sections, as the data source last said.
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return sectionItemCounts?.count ?? 0
    }

    /// The number of items in `section`, as the data source last said; 0 for a section
    /// that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard let counts = sectionItemCounts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    /// Reads the counts from the data source if a reload asked for it.
    func loadCountsIfNeeded() {
        guard sectionItemCounts == nil else { return }
        sectionItemCounts = readCounts()
    }

    /// The data source's counts now (negative counts read as zero).
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        return countsDuringMovement((0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) })
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count >= 2, let counts = sectionItemCounts, counts.indices.contains(indexPath.section) else { return false }
        return indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: - Layout

    /// Called by the layout's `invalidateLayout()`: prepare it again before the next pass.
    func layoutDidInvalidate() {
        layoutIsPrepared = false
        setNeedsLayout()
    }

    /// Runs `prepare()` if the layout was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        guard !layoutIsPrepared else { return }
        layoutIsPrepared = true
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    // MARK: - Views on screen

    /// Makes the views on screen match the layout's elements in the visible bounds.
    /// Views whose elements left are queued for reuse (or, when `animated`, fade out
    /// first); new elements get views from the data source. A self-sizing layout that
    /// takes a view's preferred size is prepared again, a few times at most.
    func updateVisibleElements(animated: Bool) {
        for _ in 0..<Self.selfSizingPasses {
            prepareLayoutIfNeeded()
            let visibleRect = bounds
            var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
            for attributes in collectionViewLayout.layoutAttributesForElements(in: visibleRect) ?? []
            where !attributes.isHidden && attributes.frame.intersects(visibleRect) && attributes.representedElementCategory != .decorationView {
                guard isValid(attributes.indexPath) || (attributes.representedElementCategory == .supplementaryView
                    && attributes.indexPath.section < numberOfSections) else { continue }
                wanted[ElementKey(attributes)] = attributes
            }
            // Views leaving first, so the data source's dequeues can take them.
            for (key, view) in visibleViews where wanted[key] == nil {
                visibleViews[key] = nil
                endDisplaying(view, key: key)
                recycle(view)
            }
            var resized = false
            for (key, attributes) in wanted.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
                let view: UICollectionReusableView
                if let shown = visibleViews[key] {
                    view = shown
                    if animated { view.apply(attributes) } else { UIView.performWithoutAnimation { view.apply(attributes) } }
                } else {
                    guard let made = makeView(for: attributes) else { continue }
                    view = made
                    visibleViews[key] = view
                    if animated {
                        // A new cell starts where the layout's
                        // `initialLayoutAttributesForAppearingItem` puts it; without one it
                        // fades in at its place rather than flying in from nowhere, and an
                        // outline's new child slides from behind its parent.
                        if outlineSlide == nil, key.kind == nil,
                           let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: key.indexPath) {
                            UIView.performWithoutAnimation { view.apply(initial) }
                            view.apply(attributes)
                        } else {
                            UIView.performWithoutAnimation { view.alpha = 0 }
                            view.alpha = attributes.alpha
                            if outlineSlide != nil {
                                startOutlineChild(view, key: key)
                                view.apply(attributes)
                            }
                        }
                    }
                }
                // The layout marks only elements it has no measured size for.
                if attributes.selfSizing != nil {
                    let preferred = view.preferredLayoutAttributesFitting(attributes)
                    if collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                        resized = true
                    }
                }
            }
            if !resized { return }
            layoutIsPrepared = false
        }
    }

    /// How often a pass re-prepares a self-sizing layout before showing what it has.
    /// (Vitrine's bound: each pass measures only views not measured before.)
    static let selfSizingPasses = 4

    /// A view for the element, from the data source, shown with its attributes.
    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        elementBeingMade = attributes
        defer { elementBeingMade = nil }
        let indexPath = attributes.indexPath
        let view: UICollectionReusableView
        if attributes.representedElementCategory == .cell {
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            cell.isHighlighted = highlightedIndexPath == indexPath
            view = cell
        } else {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "",
                                             at: indexPath)
        }
        UIView.performWithoutAnimation {
            view.apply(attributes)
            if view.superview !== self {
                // Cells go behind supplementary views, all above the background view.
                if attributes.representedElementCategory == .cell, let firstSupplementary = firstSupplementaryView() {
                    insertSubview(view, belowSubview: firstSupplementary)
                } else {
                    addSubview(view)
                }
            }
        }
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        } else if let kind = attributes.representedElementKind {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        }
        return view
    }

    private func firstSupplementaryView() -> UIView? {
        subviews.first { ($0 as? UICollectionReusableView)?.reuseKind != nil }
    }

    /// Tells the delegate a view left the screen.
    func endDisplaying(_ view: UICollectionReusableView, key: ElementKey) {
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if let kind = key.kind {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
    }

    /// Hides `view` and queues it for reuse.
    func recycle(_ view: UICollectionReusableView) {
        view.isHidden = true
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            cell.isSelected = false
        }
        reusePool.enqueue(view, key: ReuseKey(kind: view.reuseKind, identifier: view.reuseIdentifier ?? ""))
    }

    /// The delegate, when it is a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: - Asking about what is shown

    /// The cells on screen (as of the last layout pass), in no particular order.
    public var visibleCells: [UICollectionViewCell] {
        return visibleViews.compactMap { $0.key.kind == nil ? $0.value as? UICollectionViewCell : nil }
    }

    /// The index paths of the cells on screen (as of the last layout pass), in no particular order.
    public var indexPathsForVisibleItems: [IndexPath] {
        return visibleViews.keys.compactMap { $0.kind == nil ? $0.indexPath : nil }
    }

    /// The cell on screen for the item at `indexPath`; nil when the item is off screen
    /// or does not exist.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        return visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The index path of `cell`; nil when it is not on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    /// The item whose cell contains `point` (the collection view's coordinates, which
    /// are the content's); nil when there is none. The frontmost wins where cells overlap.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        return visibleViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        return visibleViews.compactMap { $0.key.kind == elementKind ? $0.value : nil }
    }

    /// The attributes of the cell at `indexPath`, from the layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, from the layout.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}
