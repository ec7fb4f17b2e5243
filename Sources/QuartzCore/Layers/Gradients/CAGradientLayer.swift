// Vitrine — Apache License 2.0
import Foundation
// A layer that fills its bounds with a gradient, drawn into its backing store through the
// display pass whenever a property changes. Animatable as in Core Animation: colors
// (colour by colour between lists of one length), locations, startPoint, endPoint.

/// A layer that fills its bounds with a colour gradient.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The properties drawn; the public ones below read and write it.
    var style = GradientLayerStyle()
    /// The last presentation drawn for animated values, kept while they stay.
    var presentationContents: (style: GradientLayerStyle, bounds: CGRect, scale: CGFloat, image: CGImage?)?

    /// The colours (CGColors) of the gradient's stops; nil (the default) draws nothing,
    /// as do fewer than two colours or an entry that is not a CGColor. Animatable.
    open var colors: [Any]? {
        get { style.colors }
        set { setStyle(\.colors, newValue, key: "colors", changed: GradientLayerStyle(colors: newValue) != GradientLayerStyle(colors: style.colors)) }
    }

    /// Where each colour lies, 0...1 along the gradient, increasing; nil (the default)
    /// spaces them evenly, as does a list with another count than `colors`. Animatable.
    open var locations: [NSNumber]? {
        get { style.locations }
        set { setStyle(\.locations, newValue, key: "locations", changed: newValue != style.locations) }
    }

    /// Where location 0 lies, in unit coordinates of the bounds ((0, 0) top-left); default
    /// (0.5, 0). For `.radial` the centre, for `.conic` the centre. Animatable.
    open var startPoint: CGPoint {
        get { style.startPoint }
        set { setStyle(\.startPoint, newValue, key: "startPoint", changed: newValue != style.startPoint) }
    }

    /// Where location 1 lies, in unit coordinates of the bounds; default (0.5, 1). For
    /// `.radial` its distances from `startPoint` are the ellipse's radii; for `.conic` it
    /// gives the direction location 0 starts in. Animatable.
    open var endPoint: CGPoint {
        get { style.endPoint }
        set { setStyle(\.endPoint, newValue, key: "endPoint", changed: newValue != style.endPoint) }
    }

    /// The gradient's shape; default `.axial`.
    open var type: CAGradientLayerType {
        get { style.type }
        set { setStyle(\.type, newValue, key: "type", changed: newValue != style.type) }
    }

    /// Creates a gradient layer with no colours.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, the gradient's included (a presentation copy).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { style = other.style }
    }

    /// Unsupported, as for every layer (see `CALayer`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // The drawing fills the bounds at the contents scale.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
    }

    open override var contentsScale: CGFloat {
        didSet { if contentsScale != oldValue { setNeedsDisplay() } }
    }

    /// Draws the backing store (bounds × contentsScale) with the gradient. A gradient layer
    /// draws its own contents: the delegate's `display(_:)` is not asked (a view's would
    /// find no `draw(_:)` and drop the store).
    open override func display() {
        drawBackingStore()
    }

    /// Draws the gradient (CAGradientLayer+Drawing.swift), then what the delegate draws over it.
    open override func draw(in ctx: CGContext) {
        Self.draw(style, in: ctx, bounds: bounds)
        super.draw(in: ctx)
    }

    /// Marks the layer for display after a drawn property changed (PropertyDrawnLayer's setStyle).
    func styleDidChange() {
        setNeedsDisplay()
    }
}
