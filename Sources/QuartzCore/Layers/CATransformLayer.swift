// Vitrine — Apache License 2.0
// A layer that builds 3-D scenes: its sublayers keep their depth in its superlayer's
// space instead of being flattened into its plane, so a cube's faces, each a sublayer
// turned in depth, stay where their transforms put them.
//
// As Core Animation documents, only the sublayers are drawn: the layer's own
// background, contents, border, shadow, mask, masksToBounds and backdrop are ignored,
// and its opacity applies to each sublayer separately (there is no group to fade).
//
// Approximation: there is no per-pixel depth buffer. The compositor sorts the
// sublayers back to front by the depth of each one's centre (its bounds' midpoint after
// its 3-D transform, `zPosition` included), sublayer order breaking ties, and paints
// them in that order; layers that cross each other in depth are drawn whole, one in
// front of the other. Each sublayer's own subtree is flattened into its plane, as Core
// Animation does for any layer that is not a transform layer. `convert` and hit-testing
// read the sublayers' affine parts, as for any layer.

/// A layer whose sublayers are placed in 3-D space rather than flattened into its plane.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (a presentation copy).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Unsupported, as for every layer (see `CALayer`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A transform layer is hit through its sublayers only: it has no surface of its own.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}
