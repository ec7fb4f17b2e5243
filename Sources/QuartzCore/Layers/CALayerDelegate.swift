// Vitrine — Apache License 2.0

/// What a layer asks its delegate (a view is its layer's delegate). Core Animation's
/// methods are optional; here each has a default that does what an absent one does.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates `layer`'s contents; the default draws its backing store through `draw(_:in:)`.
    func display(_ layer: CALayer)

    /// Draws `layer`'s contents into `ctx`; the default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)

    /// The action to run for a change of `event` on `layer`; nil for none. A view answers
    /// with an animation inside an animation block.
    func action(for layer: CALayer, forKey event: String) -> CAAction?

    /// Lays out `layer`'s sublayers, when it lays out; the default does nothing. A view
    /// runs its `layoutSubviews()` here.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {
        layer.drawBackingStore()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

    public func layoutSublayers(of layer: CALayer) {}
}
