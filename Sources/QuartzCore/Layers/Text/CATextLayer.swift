// Vitrine — Apache License 2.0
import Foundation
// A layer that draws a string, from the top of its bounds, clipped to them
// (CATextLayer+Drawing.swift). Drawn into its backing store at `contentsScale` through
// the display pass whenever a property changes, as Core Animation does: like Core
// Animation, it draws at a `contentsScale` of 1 until told otherwise.
//
// Animatable as in Core Animation: fontSize and foregroundColor, through explicit
// animations and through actions (the delegate's, `actions`).

/// A layer that lays out and draws plain or attributed text.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The properties drawn; the public ones below read and write it.
    var style = TextLayerStyle()
    /// The last presentation drawn for animated values, kept while they stay.
    var presentationContents: (style: TextLayerStyle, bounds: CGRect, scale: CGFloat, image: CGImage?)?
    // `string` and `font` read back as set; the style holds what they draw.
    private var stringValue: Any?
    private var fontValue: Any? = TextLayerFont.defaultName

    /// The text drawn: a String (or NSString) in the layer's font, size and colour, or an
    /// NSAttributedString with its own (NSAttributedString+TextLayer.swift). Other values
    /// draw nothing. Default nil.
    open var string: Any? {
        get { stringValue }
        set {
            stringValue = newValue
            setStyle(\.string, TextLayerString(newValue), key: "string")
        }
    }

    /// The font of a plain string: a font name, a `FontFace`, or a UIFont
    /// (TextLayerFont.swift); its size is ignored for `fontSize`. Core Animation's type is
    /// `CFTypeRef?`, which Linux lacks; `Any?` takes what it takes, and names. Default the
    /// system family's name (Apple's is Helvetica); nil, an unknown name or another value
    /// draw in that default font.
    open var font: Any? {
        get { fontValue }
        set {
            fontValue = newValue
            let face = TextLayerFont.face(for: newValue)
            setStyle(\.face, face, key: "font", changed: face !== style.face)
        }
    }

    /// The size of a plain string's font, in points; default 36. A size that is not a
    /// positive number draws nothing. Animatable.
    open var fontSize: CGFloat {
        get { style.fontSize }
        set { setStyle(\.fontSize, newValue, key: "fontSize") }
    }

    /// The colour of a plain string; default opaque white; nil draws nothing. Animatable.
    open var foregroundColor: CGColor? {
        get { style.foregroundColor }
        set { setStyle(\.foregroundColor, newValue, key: "foregroundColor") }
    }

    /// Whether text wraps at the bounds' width; default false (each paragraph on one line).
    open var isWrapped: Bool {
        get { style.isWrapped }
        set { setStyle(\.isWrapped, newValue, key: "wrapped") }
    }

    /// How a line too wide for the bounds is cut; default `.none` (clipped at the edge).
    open var truncationMode: CATextLayerTruncationMode {
        get { style.truncationMode }
        set { setStyle(\.truncationMode, newValue, key: "truncationMode") }
    }

    /// How lines are placed between the bounds' edges; default `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { style.alignmentMode }
        set { setStyle(\.alignmentMode, newValue, key: "alignmentMode") }
    }

    /// Whether glyph positions may be rounded for speed; default false. Kept for source
    /// compatibility: the rasterizer always places glyphs at quarter-pixel steps and snaps
    /// baselines to whole pixels, whatever this says.
    open var allowsFontSubpixelQuantization = false

    /// Creates a text layer with no string.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, the text's included (a presentation copy).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer {
            style = other.style
            stringValue = other.stringValue
            fontValue = other.fontValue
            allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
        }
    }

    /// Unsupported, as for every layer (see `CALayer`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // The drawing fills the bounds (its size decides the lines) at the contents scale.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { styleDidChange() } }
    }

    open override var contentsScale: CGFloat {
        didSet { if contentsScale != oldValue { styleDidChange() } }
    }

    /// Draws the backing store (bounds × contentsScale) with the text. A text layer draws
    /// its own contents: the delegate's `display(_:)` is not asked.
    open override func display() {
        // A scale or size that is not a number has no pixels (and would trap sizing the store).
        guard contentsScale > 0, contentsScale.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            invalidRect = nil
            backingStore = nil
            setDrawnContents(nil)
            return
        }
        drawBackingStore()
    }

    /// Draws the text (CATextLayer+Drawing.swift), then what the delegate draws over it.
    open override func draw(in ctx: CGContext) {
        Self.draw(style, in: ctx, bounds: bounds)
        super.draw(in: ctx)
    }

    /// Marks the layer for display; bounds that are not numbers show nothing instead
    /// (marking them would trap in CGRect.intersection).
    func styleDidChange() {
        if bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite {
            setNeedsDisplay()
        } else {
            invalidRect = nil
            backingStore = nil
            setDrawnContents(nil)
        }
    }
}
