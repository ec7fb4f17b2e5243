// Vitrine — Apache License 2.0

/// What a string drawing or measuring call reports back.
open class NSStringDrawingContext {
    /// The smallest scale the text may be shrunk to to fit (not applied: text is never shrunk).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text drawn or measured last.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with no minimum scale.
    public init() {}
}
