// Vitrine — Apache License 2.0
// `sendAction(_:to:from:for:)` with method references in place of selectors: with a
// target, the method is called on it; with nil, the key window's first responder and then
// its responder chain are searched for the first responder of the method's type, as UIKit
// sends a nil-targeted action up the chain. The result says whether someone handled it.

extension UIApplication {
    /// Calls `action` on `target`, or with nil on the first responder in the chain that
    /// is a `Target`; false when there is none.
    @discardableResult
    public func sendAction<Target: AnyObject>(_ action: (Target) -> () -> Void, to target: Target?,
                                              from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstInResponderChain(of: Target.self) else { return false }
        action(receiver)()
        return true
    }

    /// Calls `action` with `sender` on `target`, or on the first `Target` in the responder
    /// chain; false when there is none.
    @discardableResult
    public func sendAction<Target: AnyObject>(_ action: (Target) -> (Any?) -> Void, to target: Target?,
                                              from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstInResponderChain(of: Target.self) else { return false }
        action(receiver)(sender)
        return true
    }

    /// As above, for action methods that take a non-optional sender (`_ sender: Any`); a
    /// nil sender is passed as the application.
    @discardableResult
    public func sendAction<Target: AnyObject>(_ action: (Target) -> (Any) -> Void, to target: Target?,
                                              from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstInResponderChain(of: Target.self) else { return false }
        action(receiver)(sender ?? self)
        return true
    }

    /// The first responder of the key window, or a responder after it in the chain, that
    /// is a `Target`.
    private func firstInResponderChain<Target: AnyObject>(of type: Target.Type) -> Target? {
        guard let window = keyWindow else { return nil }
        var responder: UIResponder? = FirstResponderRegistry.firstResponder(in: window) ?? window
        while let current = responder {
            if let match = current as? Target { return match }
            responder = current.next
        }
        return nil
    }
}
