// Vitrine — Apache License 2.0
// Rearranging the tabs, as on iPhone: the More list's Edit button (shown while
// `customizableViewControllers` is not empty) presents the Configure sheet
// (TabCustomizationViewController) over the tab bar controller. The delegate hears
// `willBeginCustomizing` with the customizable controllers as the sheet comes; on Done,
// `viewControllers` takes the new order (`customizableViewControllers` is kept), the
// delegate hears `willEndCustomizing`, the sheet goes, and the delegate hears
// `didEndCustomizing` — both with the controllers and whether their order changed.

extension UITabBarController {
    /// Presents the Configure sheet (the More list's Edit button).
    func beginCustomizing() {
        let customizable = (customizableViewControllers ?? []).filter { controller in
            viewControllers?.contains { $0 === controller } ?? false
        }
        guard !customizable.isEmpty, let order = viewControllers else { return }
        let sheet = TabCustomizationViewController(tabs: self, order: order, customizable: customizable,
                                                   slotCount: min(order.count, Self.maximumTabCount - 1))
        delegate?.tabBarController(self, willBeginCustomizing: customizable)
        let navigation = UINavigationController(rootViewController: sheet)
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    /// Ends the customization `sheet` made: the new order, the delegate's calls, the sheet dismissed.
    func endCustomizing(_ sheet: TabCustomizationViewController) {
        let changed = sheet.changed
        if changed {
            let customizable = customizableViewControllers
            setViewControllers(sheet.order, animated: false)
            customizableViewControllers = customizable
        }
        let controllers = viewControllers ?? []
        delegate?.tabBarController(self, willEndCustomizing: controllers, changed: changed)
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.tabBarController(self, didEndCustomizing: controllers, changed: changed)
        }
    }
}
