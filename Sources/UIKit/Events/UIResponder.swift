// Vitrine — Apache License 2.0

/// An object that can respond to events; the links between responders form the
/// responder chain.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end.
    ///
    /// A view answers its superview; a window will answer the application once
    /// UIApplication exists.
    open var next: UIResponder? { nil }
}
