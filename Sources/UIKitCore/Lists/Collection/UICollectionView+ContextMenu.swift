// Vitrine — Apache License 2.0
// A long press on an item shows the context menu the delegate's
// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` gives (ContextMenuPress).

extension UICollectionView {
    func installContextMenuPress() {
        contextMenuPress = ContextMenuPress(view: self) { [weak self] point in
            guard let self, let delegate = self.collectionDelegate else { return nil }
            let indexPaths = self.indexPathForItem(at: point).map { [$0] } ?? []
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
        contextMenuPress?.willCommit = { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
}
