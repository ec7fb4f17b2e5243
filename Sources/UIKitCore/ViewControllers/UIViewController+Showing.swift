// Vitrine — Apache License 2.0
// `show(_:sender:)` and `showDetailViewController(_:sender:)` without a container that
// overrides them. UIKit asks `targetViewController(forAction:sender:)` for the nearest
// container that overrides the method; in Vitrine those are UINavigationController (show:
// push) and UISplitViewController (detail: the secondary column), so the walk looks for
// them directly. In an expanded column-style split view, showing from the primary (or
// supplementary) column's stack puts the controller in the next column, as UIKit does;
// collapsed, the column's stack pushes it.

extension UIViewController {
    /// Pushes `vc` on the nearest navigation controller containing this one, or presents it.
    func showInPrimaryContext(_ vc: UIViewController) {
        if let navigationController {
            navigationController.show(vc, sender: self)
        } else {
            present(vc, animated: true)
        }
    }

    /// Puts `vc` in the secondary column of the nearest split view controller, or presents it.
    func showInDetailContext(_ vc: UIViewController) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: self)
        } else {
            present(vc, animated: true)
        }
    }
}

extension UISplitViewController {
    /// The column after the one whose stack is `navigationController`, when this expanded
    /// column-style split view shows it beside: where that stack's `show` goes.
    func columnShown(after navigationController: UINavigationController) -> Column? {
        guard style != .unspecified, !isCollapsed else { return nil }
        if viewController(for: .primary) === navigationController || viewController(for: .primary)?.navigationController === navigationController {
            return style == .tripleColumn ? .supplementary : .secondary
        }
        if style == .tripleColumn, viewController(for: .supplementary) === navigationController
            || viewController(for: .supplementary)?.navigationController === navigationController {
            return .secondary
        }
        return nil
    }
}

extension UIViewController {
    /// The controller that handles `action`, a method every view controller has
    /// (`UIViewController.show(_:sender:)`, `UIViewController.showDetailViewController(_:sender:)`)
    /// or one of a subclass: this controller, then its containers, then the controllers
    /// that presented them, in that order; nil when none handles it.
    ///
    /// UIKit returns the first controller that overrides the method named by a selector.
    /// A method reference does not say which class implements it, so Vitrine's rule is: for
    /// an action of `UIViewController` itself, the first container that routes showing
    /// (a navigation or split view controller, the classes that override those methods);
    /// for an action of a subclass, the first controller of that subclass.
    public func targetViewController<Target: UIViewController>(
        forAction action: (Target) -> (UIViewController, Any?) -> Void, sender: Any?
    ) -> UIViewController? {
        let needsRouter = Target.self == UIViewController.self
        var next: UIViewController? = self
        while let controller = next {
            if controller is Target, !needsRouter || controller.routesShowActions { return controller }
            next = controller.parentController ?? controller.presentingController
        }
        return nil
    }

    /// Whether this controller is a container that shows controllers its own way.
    var routesShowActions: Bool { self is UINavigationController || self is UISplitViewController }
}
