// Vitrine — Apache License 2.0
import Foundation

/// What a layer runs when one of its properties changes: a view inside an animation
/// block answers a property change with an animation, which adds itself to the layer.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for the change of `event` (a property key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "none, and search no further": a delegate or an `actions`
/// entry returns it to keep a change from animating.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
