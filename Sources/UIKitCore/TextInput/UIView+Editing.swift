// Vitrine — Apache License 2.0

extension UIView {
    /// Makes the first responder resign when it is this view or one of its subviews.
    /// With `force`, it resigns without being asked (a text field's delegate is not
    /// consulted); otherwise it may refuse. Returns whether no first responder is left in
    /// the view (true when there was none).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = FirstResponderRegistry.firstResponder(in: window) else { return true }
        let inside: Bool
        if let view = responder as? UIView {
            inside = view.isDescendant(of: self)
        } else if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
            inside = view.isDescendant(of: self)
        } else {
            inside = false
        }
        guard inside else { return true }
        if force {
            FirstResponderRegistry.forceResignation(of: responder)
            return true
        }
        return responder.resignFirstResponder()
    }
}
