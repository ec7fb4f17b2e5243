// Vitrine — Apache License 2.0

/// The base of the effects a visual effect view applies.
@preconcurrency @MainActor
open class UIVisualEffect {
    public init() {}
}
