// Vitrine — Apache License 2.0
// A long press on a row shows the context menu the delegate's
// `tableView(_:contextMenuConfigurationForRowAt:point:)` gives (ContextMenuPress).

extension UITableView {
    func installContextMenuPress() {
        contextMenuPress = ContextMenuPress(view: self) { [weak self] point in
            guard let self, let delegate = self.tableDelegate, let indexPath = self.indexPathForRow(at: point) else { return nil }
            return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
        contextMenuPress?.willCommit = { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
}
