// Vitrine — Apache License 2.0
import Foundation
// A layer that draws a path: filled, then stroked, in the layer's coordinates.
//
// Drawing goes through the display pass like any layer's contents: a change marks the
// layer for display, and `display()` draws a bitmap at `contentsScale`. The path may
// reach outside the bounds, and Core Animation does not clip a shape layer to them
// (unless it masks to bounds), so the bitmap covers the bounds plus whatever the fill and
// stroke reach beyond them, grown equally on opposite sides so that `contentsGravity`
// `.center` (which the layer sets) places it with the bounds where they belong: the
// compositor places contents as for any layer, unchanged (CAShapeLayer+Drawing.swift).
//
// Animatable as in Core Animation: path (point by point between paths with the same
// elements), fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart,
// strokeEnd, through explicit animations and through actions (the delegate's, `actions`).
// A view's animation block does not animate them, as UIKit's does not.

/// A layer that draws a cubic-Bézier path, filled and stroked.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The properties drawn; the public ones below read and write it.
    var style = ShapeLayerStyle()
    /// The last presentation drawn for animated values, kept while they stay.
    var presentationContents: (style: ShapeLayerStyle, bounds: CGRect, scale: CGFloat, image: CGImage?)?

    /// The path drawn, in the layer's coordinates; nil draws nothing. Animatable.
    open var path: CGPath? {
        get { style.path }
        set { setStyle(\.path, newValue, key: "path") }
    }

    /// The colour filling the path; nil fills nothing. Default opaque black. Animatable.
    open var fillColor: CGColor? {
        get { style.fillColor }
        set { setStyle(\.fillColor, newValue, key: "fillColor") }
    }

    /// Which points the fill covers; default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { style.fillRule }
        set { setStyle(\.fillRule, newValue, key: "fillRule") }
    }

    /// The colour of the stroke; nil (the default) strokes nothing. Animatable.
    open var strokeColor: CGColor? {
        get { style.strokeColor }
        set { setStyle(\.strokeColor, newValue, key: "strokeColor") }
    }

    /// The stroke's width in points; default 1. A width that is not positive strokes
    /// nothing. Animatable.
    open var lineWidth: CGFloat {
        get { style.lineWidth }
        set { setStyle(\.lineWidth, newValue, key: "lineWidth") }
    }

    /// Beyond this ratio of a miter's length to the line width, a miter join is bevelled;
    /// default 10. Animatable.
    open var miterLimit: CGFloat {
        get { style.miterLimit }
        set { setStyle(\.miterLimit, newValue, key: "miterLimit") }
    }

    /// How open ends of the stroke are drawn; default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { style.lineCap }
        set { setStyle(\.lineCap, newValue, key: "lineCap") }
    }

    /// How the stroke turns at corners; default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { style.lineJoin }
        set { setStyle(\.lineJoin, newValue, key: "lineJoin") }
    }

    /// How far into the dash pattern each subpath starts; default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { style.lineDashPhase }
        set { setStyle(\.lineDashPhase, newValue, key: "lineDashPhase") }
    }

    /// Lengths of painted and unpainted dashes, alternately; nil (the default) strokes
    /// solid, as does a pattern with a negative length or no positive one.
    open var lineDashPattern: [NSNumber]? {
        get { style.lineDashPattern }
        set { setStyle(\.lineDashPattern, newValue, key: "lineDashPattern") }
    }

    /// Where the stroke starts, as a fraction of the path's length; default 0. Animatable.
    open var strokeStart: CGFloat {
        get { style.strokeStart }
        set { setStyle(\.strokeStart, newValue, key: "strokeStart") }
    }

    /// Where the stroke ends, as a fraction of the path's length; default 1. Animatable:
    /// animated from 0 to 1 it draws the path on. Nothing is stroked while it is not
    /// after `strokeStart`.
    open var strokeEnd: CGFloat {
        get { style.strokeEnd }
        set { setStyle(\.strokeEnd, newValue, key: "strokeEnd") }
    }

    /// Creates a shape layer with no path.
    public override init() {
        super.init()
        contentsGravity = .center
    }

    /// A copy of `layer`'s properties, the shape's included (a presentation copy).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { style = other.style }
    }

    /// Unsupported, as for every layer (see `CALayer`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // The drawing depends on where the bounds are and on the scale.
    open override var bounds: CGRect {
        didSet { if bounds != oldValue { styleDidChange() } }
    }

    open override var contentsScale: CGFloat {
        didSet { if contentsScale != oldValue { styleDidChange() } }
    }

    /// Draws the shape into a new bitmap at `contentsScale` and shows it
    /// (CAShapeLayer+Drawing.swift). A shape layer draws its own contents: the delegate's
    /// `display(_:)` and `draw(_:in:)` are not asked.
    open override func display() {
        invalidRect = nil
        setDrawnContents(Self.image(of: style, bounds: bounds, scale: contentsScale))
    }

    /// Marks the layer for display, with empty bounds too: a shape layer often has none
    /// and draws its path around its position.
    func styleDidChange() {
        invalidRect = bounds
        setNeedsComposite()
    }
}
