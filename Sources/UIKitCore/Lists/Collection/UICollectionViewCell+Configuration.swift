// Vitrine — Apache License 2.0
// A collection view cell's configurations (iOS 14): the content configuration's view
// fills the content view, and follows the cell's state (highlighted, selected, editing).

extension UICollectionViewCell {
    /// The collection view showing the cell, if any.
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let existing = configuredContentView, existing.supports(shown) {
            existing.configuration = shown
        } else {
            configuredContentView?.removeFromSuperview()
            let view = shown.makeContentView()
            configuredContentView = view
            view.frame = contentView.bounds
            contentView.addSubview(view)
        }
        setNeedsLayout()
    }
}
