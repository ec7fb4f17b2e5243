// Vitrine — Apache License 2.0
// A control whose menu is its primary action (`showsMenuAsPrimaryAction`, iOS 14): as
// Apple documents, the menu shows on touch down, below the control (above it when there
// is no room), after the control sends `.menuActionTriggered`.

extension UIControl {
    func showPrimaryMenu(_ menu: UIMenu) {
        guard let window else { return }
        sendActions(for: .menuActionTriggered, with: nil)
        MenuOverlayView.present(menu, in: window, anchor: convert(bounds, to: window), sender: self, dims: false)
    }
}
