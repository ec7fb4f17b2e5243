// Vitrine — Apache License 2.0

/// How a targeted preview draws its view: the background behind it and the part of it
/// that shows.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The colour behind the view; nil (the default) for `.systemBackground`.
    open var backgroundColor: UIColor?
    /// The part of the view shown, in its bounds; nil (the default) for all of it.
    open var visiblePath: UIBezierPath?

    public init() {}
}
