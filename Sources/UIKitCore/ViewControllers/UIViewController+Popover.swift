// Vitrine — Apache License 2.0

extension UIViewController {
    /// The popover settings of the controller: an action sheet's (where it points on a
    /// regular-width screen), or, for a controller whose `modalPresentationStyle` is
    /// `.popover`, its own; nil otherwise, as on iOS. Vitrine shows a `.popover`
    /// controller other than an action sheet as a form sheet, so for those the settings
    /// are kept but not used.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let alert = self as? UIAlertController { return alert.actionSheetPopover }
        guard modalPresentationStyle == .popover else { return nil }
        if popoverSettings == nil { popoverSettings = UIPopoverPresentationController() }
        return popoverSettings
    }
}
