// Vitrine — Apache License 2.0
// Registering view classes and dequeuing views of them.

extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for cells dequeued with
    /// `identifier`; nil unregisters the identifier.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: nil, identifier: identifier)
        guard let cellClass else { registeredClasses[key] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            fatalError("UICollectionView.register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
        }
        registeredClasses[key] = type
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary
    /// views of `elementKind` dequeued with `identifier`; nil unregisters it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { registeredClasses[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            fatalError("UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a UICollectionReusableView subclass")
        }
        registeredClasses[key] = type
    }

    /// A cell of the class registered for `identifier`: one that left the screen, made
    /// ready with `prepareForReuse()`, or a new one. Call it from
    /// `collectionView(_:cellForItemAt:)`; the cell already has the item's layout attributes.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let key = ReuseKey(kind: nil, identifier: identifier)
        let view = dequeueView(key, api: "dequeueReusableCell(withReuseIdentifier:for:)")
        guard let cell = view as? UICollectionViewCell else {
            fatalError("UICollectionView.dequeueReusableCell(withReuseIdentifier:for:): '\(identifier)' is registered for \(type(of: view)), not a cell")
        }
        applyAttributes(to: cell, kind: nil, at: indexPath)
        if let listCell = cell as? UICollectionViewListCell {
            prepareListCell(listCell, at: indexPath)
        } else {
            cell.listAppearance = listConfiguration(ofSection: indexPath.section)?.appearance
        }
        return cell
    }

    /// A supplementary view of `elementKind` of the class registered for `identifier`,
    /// reused or new. Call it from `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view = dequeueView(ReuseKey(kind: elementKind, identifier: identifier),
                               api: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
        applyAttributes(to: view, kind: elementKind, at: indexPath)
        view.listAppearance = listConfiguration(ofSection: indexPath.section)?.appearance
        return view
    }

    /// A queued view of `key`, or a new one of its registered class.
    private func dequeueView(_ key: ReuseKey, api: String) -> UICollectionReusableView {
        if let view = reusePool.dequeue(key) {
            view.isHidden = false
            view.alpha = 1
            view.prepareForReuse()
            return view
        }
        guard let type = registeredClasses[key] else {
            let what = key.kind.map { "supplementary views of kind '\($0)' with identifier '\(key.identifier)'" }
                ?? "cells with identifier '\(key.identifier)'"
            fatalError("UICollectionView.\(api): no class is registered for \(what); call register first")
        }
        let view = type.init(_vitrineReusableFrame: .zero)
        view.reuseIdentifier = key.identifier
        view.reuseKind = key.kind
        // A list cell made for a header or footer takes that role's default background.
        if key.kind != nil, let cell = view as? UICollectionViewCell { cell.refreshDefaultBackground() }
        if view is UICollectionViewCell { cellsCreated += 1 }
        return view
    }

    /// Gives a dequeued view the layout's attributes for its element, without animation
    /// (a dequeue inside an animated update must not fly the view in from where it was:
    /// the update decides where it starts).
    private func applyAttributes(to view: UICollectionReusableView, kind: String?, at indexPath: IndexPath) {
        UIView.performWithoutAnimation { applyLayoutAttributes(to: view, kind: kind, at: indexPath) }
    }

    private func applyLayoutAttributes(to view: UICollectionReusableView, kind: String?, at indexPath: IndexPath) {
        let attributes: UICollectionViewLayoutAttributes?
        if let made = elementBeingMade, made.indexPath == indexPath, ElementKey(made).kind == kind {
            attributes = made
        } else if let kind {
            attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        } else {
            attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)
        }
        if let attributes { view.apply(attributes) }
    }
}
