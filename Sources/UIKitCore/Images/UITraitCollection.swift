// Vitrine — Apache License 2.0
// Only the trait image lookup needs exists so far: the display scale that picks between
// `name.png`, `name@2x.png` and `name@3x.png`.

/// The traits of an interface environment that resources are chosen by.
public final class UITraitCollection: Sendable {
    /// Pixels per point of the display; 0 when unspecified.
    public let displayScale: CGFloat

    /// A trait collection that specifies only the display scale.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }
}
