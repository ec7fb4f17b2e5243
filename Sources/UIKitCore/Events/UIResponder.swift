// Vitrine — Apache License 2.0
// Responders, and the touch methods that walk the responder chain.
//
// The touch methods are declared in the class body, not in an extension, because Swift
// only lets subclasses override members declared there. Their default implementations
// pass the touches to `next`, as UIKit's do, so a view that does not handle a touch
// leaves it to its superview, then the window, the application and the app delegate.

/// An object that can respond to events; the links between responders form the
/// responder chain.
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// Called on iOS after an object was loaded from a nib or storyboard (iOS declares it
    /// on NSObject). Vitrine loads none, so it is never called; it is here so overrides
    /// (`super.awakeFromNib()` included) compile.
    open func awakeFromNib() {}

    /// The next responder in the chain, or nil at its end: a view answers its superview,
    /// a window the application, the application its delegate when that is a responder.
    open var next: UIResponder? { nil }

    // MARK: - Touches

    /// Tells the responder that fingers touched down; by default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that fingers moved; by default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that fingers lifted; by default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that the system stopped tracking touches (a gesture recognizer
    /// took them, or the device went away); by default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
