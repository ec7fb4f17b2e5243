// Vitrine — Apache License 2.0

extension UIViewController {
    /// The presentation controller that manages (or will manage) the controller's
    /// presentation, made on first use so that a delegate can be set before `present`: a
    /// `UISheetPresentationController` for `.automatic`, `.pageSheet` and `.formSheet`, a
    /// `UIPopoverPresentationController` for `.popover` and action sheets, a plain
    /// `UIPresentationController` otherwise, or for `.custom` the one the transitioning
    /// delegate supplies once presented. Changing the style before presenting makes a new
    /// one of the matching kind.
    public var presentationController: UIPresentationController? {
        let wanted: UIPresentationController.Type
        if let alert = self as? UIAlertController {
            wanted = alert.preferredStyle == .actionSheet ? UIPopoverPresentationController.self : UIPresentationController.self
        } else {
            switch modalPresentationStyle {
            case .automatic, .pageSheet, .formSheet: wanted = UISheetPresentationController.self
            case .popover: wanted = UIPopoverPresentationController.self
            default: wanted = UIPresentationController.self
            }
        }
        // A `.custom` presentation keeps the controller its transitioning delegate gave.
        if let existing = presentationControllerStorage,
           type(of: existing) == wanted || presentation != nil || modalPresentationStyle == .custom { return existing }
        let made: UIPresentationController
        if wanted == UISheetPresentationController.self {
            made = UISheetPresentationController(presentedViewController: self, presenting: presentingController)
        } else if wanted == UIPopoverPresentationController.self {
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presentingController)
        } else {
            made = UIPresentationController(presentedViewController: self, presenting: presentingController)
        }
        presentationControllerStorage = made
        return made
    }

    /// The sheet presentation controller, for a controller presented (or to be presented)
    /// as a page or form sheet; nil otherwise.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover settings of the controller: an action sheet's (where it points on a
    /// regular-width screen), or, for a controller whose `modalPresentationStyle` is
    /// `.popover`, its own; nil otherwise, as on iOS.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
