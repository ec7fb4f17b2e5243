// Vitrine — Apache License 2.0
// The layer tree: the model Core Animation composites.
//
// A layer has a rectangle in its own coordinates (`bounds`), a point in its superlayer
// (`position`) that its `anchorPoint` is pinned to, and a transform applied
// about that anchor. `frame` is derived from those four and never stored, as in Core
// Animation, so there is one source of truth and UIView's geometry reads straight
// through to it.
//
// Invariants:
// - `superlayer` is weak and `sublayers` strong; a layer is in at most one
//   superlayer's `sublayers`, and never in its own subtree.
// - Every change to what the tree shows (geometry, transform, colour, opacity,
//   hiding, masking, sublayer order) calls `setNeedsComposite()`, which tells the
//   root's `host`. Setting a property to its current value is not a change.
// - Layers are main-actor objects, like UIKit's views; the compositor reads them
//   on the main actor too.
//
// `transform` is Core Animation's CATransform3D. The compositor draws it with perspective
// (see Compositor.swift); `frame`, `convert` and hit-testing use its affine part
// (CATransform3DGetAffineTransform), which is exact for every 2-D transform.

/// An object that manages a rectangle of content and its place in a layer tree.
@preconcurrency @MainActor
open class CALayer {
    // MARK: - Geometry

    /// The layer's rectangle in its own coordinate space; the origin is the coordinate
    /// shown at the layer's top-left corner.
    open var bounds: CGRect = .zero {
        willSet { if newValue != bounds { prepareAction(forKey: "bounds") } }
        didSet {
            guard bounds != oldValue else { return }
            didChangeAnimatableProperty(forKey: "bounds")
            if needsDisplayOnBoundsChange, bounds.size != oldValue.size { setNeedsDisplay() }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint = .zero {
        willSet { if newValue != position { prepareAction(forKey: "position") } }
        didSet { if position != oldValue { didChangeAnimatableProperty(forKey: "position") } }
    }

    /// The point the transform is applied about and that `position` refers to, in unit
    /// coordinates of `bounds` ((0, 0) top-left, (1, 1) bottom-right); default (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { if newValue != anchorPoint { prepareAction(forKey: "anchorPoint") } }
        didSet { if anchorPoint != oldValue { didChangeAnimatableProperty(forKey: "anchorPoint") } }
    }

    /// The transform applied to the layer about its anchor point; default identity.
    open var transform: CATransform3D = CATransform3DIdentity {
        willSet { if newValue != transform { prepareAction(forKey: "transform") } }
        didSet { if transform != oldValue { didChangeAnimatableProperty(forKey: "transform") } }
    }

    /// The transform applied to the sublayers, about this layer's anchor point; default
    /// identity. A perspective here (m34 = −1/d) gives all sublayers one vanishing point.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        willSet { if newValue != sublayerTransform { prepareAction(forKey: "sublayerTransform") } }
        didSet { if sublayerTransform != oldValue { didChangeAnimatableProperty(forKey: "sublayerTransform") } }
    }

    // MARK: - Appearance

    /// The colour filling the layer's bounds behind its content; nil draws nothing.
    open var backgroundColor: CGColor? {
        willSet { if newValue != backgroundColor { prepareAction(forKey: "backgroundColor") } }
        didSet { if backgroundColor != oldValue { didChangeAnimatableProperty(forKey: "backgroundColor") } }
    }

    /// The layer's opacity, applied to it and its sublayers; clamped to 0...1, default 1.
    open var opacity: Float {
        get { opacityStorage }
        set {
            let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard clamped != opacityStorage else { return }
            prepareAction(forKey: "opacity")
            opacityStorage = clamped
            didChangeAnimatableProperty(forKey: "opacity")
        }
    }

    private var opacityStorage: Float = 1

    /// Whether a translucent layer is composited as one group with its sublayers; default
    /// true, as on iOS. With it, the layer and its sublayers are drawn together first and
    /// `opacity` is applied to the result once, so translucent children do not show through
    /// each other; without it, `opacity` multiplies into each sublayer's own.
    open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { setNeedsComposite() } }
    }

    /// Whether the layer and its sublayers are left out of compositing.
    open var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsComposite() } }
    }

    /// Whether sublayers are clipped to the layer's bounds.
    open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { setNeedsComposite() } }
    }

    /// A layer whose alpha masks this layer: its contents, its sublayers and its border
    /// show only where the mask is opaque. The mask lies in this layer's coordinates, has
    /// no superlayer, and its own changes recompose the masked layer.
    open var mask: CALayer? {
        willSet {
            if newValue !== mask { mask?.maskedLayer = nil }
        }
        didSet {
            guard mask !== oldValue else { return }
            mask?.removeFromSuperlayer()
            mask?.maskedLayer = self
            setNeedsComposite()
        }
    }

    /// The layer this one masks, when it is a `mask`.
    weak var maskedLayer: CALayer?

    // MARK: - Corners, border and shadow (drawn by the compositor: LayerStyle.swift)

    /// The radius of the rounded corners of the background and border (and, with
    /// `masksToBounds`, of the clip of contents and sublayers); default 0. Radii above half
    /// the shorter side are drawn as half of it; negative or NaN radii as 0.
    open var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { prepareAction(forKey: "cornerRadius") } }
        didSet { if cornerRadius != oldValue, !(cornerRadius.isNaN && oldValue.isNaN) { didChangeAnimatableProperty(forKey: "cornerRadius") } }
    }

    /// Which corners `cornerRadius` rounds; default all four.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { setNeedsComposite() } }
    }

    /// The shape of the rounded corners; default `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { setNeedsComposite() } }
    }

    /// The width of the border drawn inside the bounds, above the contents and sublayers;
    /// default 0 (none). Negative or NaN widths draw none.
    open var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { prepareAction(forKey: "borderWidth") } }
        didSet { if borderWidth != oldValue, !(borderWidth.isNaN && oldValue.isNaN) { didChangeAnimatableProperty(forKey: "borderWidth") } }
    }

    /// The border's colour; default opaque black.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        willSet { if newValue != borderColor { prepareAction(forKey: "borderColor") } }
        didSet { if borderColor != oldValue { didChangeAnimatableProperty(forKey: "borderColor") } }
    }

    /// The shadow's colour; default opaque black.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        willSet { if newValue != shadowColor { prepareAction(forKey: "shadowColor") } }
        didSet { if shadowColor != oldValue { didChangeAnimatableProperty(forKey: "shadowColor") } }
    }

    /// The shadow's opacity, 0...1 (clamped; NaN is 0); default 0: no shadow.
    open var shadowOpacity: Float {
        get { shadowOpacityStorage }
        set {
            let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard clamped != shadowOpacityStorage else { return }
            prepareAction(forKey: "shadowOpacity")
            shadowOpacityStorage = clamped
            didChangeAnimatableProperty(forKey: "shadowOpacity")
        }
    }

    private var shadowOpacityStorage: Float = 0

    /// Where the shadow falls, in the layer's coordinates; default (0, −3), as in Core
    /// Animation (from its y-up origins: on iOS the shadow shows above the layer).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { prepareAction(forKey: "shadowOffset") } }
        didSet { if shadowOffset != oldValue { didChangeAnimatableProperty(forKey: "shadowOffset") } }
    }

    /// The shadow's blur: the standard deviation of its Gaussian, in points; default 3.
    open var shadowRadius: CGFloat = 3 {
        willSet { if newValue != shadowRadius { prepareAction(forKey: "shadowRadius") } }
        didSet { if shadowRadius != oldValue, !(shadowRadius.isNaN && oldValue.isNaN) { didChangeAnimatableProperty(forKey: "shadowRadius") } }
    }

    /// The shadow's shape in the layer's coordinates; nil takes the layer's rounded
    /// background, else its contents' alpha.
    open var shadowPath: CGPath? {
        willSet { if newValue != shadowPath { prepareAction(forKey: "shadowPath") } }
        didSet { if shadowPath != oldValue { didChangeAnimatableProperty(forKey: "shadowPath") } }
    }

    /// Whether the layer (with its sublayers) is drawn when its transform turns its back
    /// to the viewer; default true.
    open var isDoubleSided = true {
        didSet { if isDoubleSided != oldValue { setNeedsComposite() } }
    }

    /// The blur of what lies beneath the layer that it shows inside its bounds; nil, the
    /// default, for none. Framework-internal, as Core Animation's backdrop layer is.
    /// Animatable: nil animates as no blur and no saturation.
    package var backdropFilter: BackdropFilter? {
        willSet { if newValue != backdropFilter { prepareAction(forKey: "backdropFilter") } }
        didSet { if backdropFilter != oldValue { didChangeAnimatableProperty(forKey: "backdropFilter") } }
    }

    /// A promise that the layer's content fills its bounds with opaque pixels; default
    /// false. Like UIKit's `isOpaque` it is a hint: the compositor skips what lies behind a
    /// layer only where an opaque `backgroundColor` makes that certain (Compositor.swift).
    open var isOpaque = false

    // MARK: - Depth, naming and rendering hints

    /// The layer's name, to find it in a tree; never drawn.
    open var name: String?

    /// The layer's depth among its siblings: they are drawn in increasing `zPosition`,
    /// those with equal values in sublayer order (hit-testing keeps sublayer order, as
    /// UIKit's view hit-testing does).
    open var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            superlayer?.setNeedsComposite()
            setNeedsComposite()
        }
    }

    /// Whether a change of the bounds' size redraws the contents (`setNeedsDisplay()`).
    open var needsDisplayOnBoundsChange = false

    // Hints Core Animation uses to trade memory or quality for speed. Vitrine's compositor
    // already keeps each layer's drawn contents between frames and draws every edge
    // anti-aliased, so these are kept for code that sets them and change no pixel.
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var drawsAsynchronously = false
    open var allowsEdgeAntialiasing = false
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// The filters used when contents are drawn larger or smaller than their pixels. The
    /// compositor samples contents bilinearly (`.linear`) whatever these say.
    open var magnificationFilter: CALayerContentsFilter = .linear
    open var minificationFilter: CALayerContentsFilter = .linear
    open var minificationFilterBias: Float = 0
    /// Core Image filters (`CIFilter`) and compositing filters do not exist on Linux; the
    /// values are kept and not applied.
    open var compositingFilter: Any?
    open var filters: [Any]?
    open var backgroundFilters: [Any]?

    // MARK: - Contents

    /// The layer's image, drawn inside its bounds as `contentsGravity` says. Core
    /// Animation's type is `Any?`; a `CGImage` is shown, other values are ignored.
    /// Animatable: a change on screen cross-fades (CALayer+ContentsTransition.swift).
    open var contents: Any? {
        willSet {
            if !isRedrawingContents, (newValue as AnyObject?) !== (contents as AnyObject?) {
                prepareAction(forKey: "contents")
            }
        }
        didSet {
            contentsVersion &+= 1
            didChangeAnimatableProperty(forKey: "contents")
        }
    }

    /// Set while the layer's own drawing replaces `contents` (a backing store, a shape's
    /// image): a redraw is not a change that animates.
    var isRedrawingContents = false

    /// On a presentation copy: the move between two contents images it shows.
    var contentsTransition: ContentsTransition?

    /// The contents the compositor last drew for the layer, where it drew them: what a
    /// transition added now starts from.
    var lastShownContents: PlacedContents?

    /// Pixels of `contents` per point; a backing store drawn by `display()` has this scale.
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue { setNeedsComposite() } }
    }

    /// How `contents` is placed in the bounds when their sizes differ.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue { setNeedsComposite() } }
    }

    /// The part of `contents` shown, in the unit coordinates of the image (0…1 across and
    /// down); the whole image by default. Sprite sheets animate it.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { if newValue != contentsRect { prepareAction(forKey: "contentsRect") } }
        didSet { if contentsRect != oldValue { didChangeAnimatableProperty(forKey: "contentsRect") } }
    }

    /// The part of the contents, in unit coordinates, that stretches when the contents
    /// are resized to the bounds; the rest keeps its size (nine-part scaling). The whole
    /// image, the default, stretches evenly.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { if newValue != contentsCenter { prepareAction(forKey: "contentsCenter") } }
        didSet { if contentsCenter != oldValue { didChangeAnimatableProperty(forKey: "contentsCenter") } }
    }

    /// The last image made from `contents` for `contentsRect` and `contentsCenter`
    /// (CALayer+ContentsRect.swift).
    var shownContentsCache: ShownContents?

    /// Changes whenever the contents' pixels may have changed, including a redraw into
    /// the same backing store, so the compositor repaints the layer.
    public internal(set) var contentsVersion: UInt64 = 0

    /// The part of the bounds to redraw at the next `displayIfNeeded()`; nil when clean.
    public internal(set) var invalidRect: CGRect?

    /// The bitmap `display()` draws into, kept between frames.
    var backingStore: Bitmap?

    /// Updates the contents, as Core Animation documents: the delegate's `display(_:)`
    /// when it has one (which may set `contents` itself; the protocol's default draws),
    /// else a backing store drawn through `draw(in:)`. Called by `displayIfNeeded()`, not
    /// directly; subclasses override it to set `contents` themselves.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            drawBackingStore()
        }
    }

    /// Draws the layer's contents into `ctx`; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether a change of `key` redraws the layer, and an animation of it redraws the
    /// presentation each frame (a custom animatable property); default false. Subclasses
    /// return true for their own keys and call `super` for others.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: - Key-value coding (CALayer+KeyValueCoding.swift)

    // Declared here because Swift overrides only what a class body declares (and stores
    // only what it declares); the lookup itself lives in CALayer+KeyValueCoding.swift.

    /// The value of `key` (see `storedValue(forKey:)`).
    open func value(forKey key: String) -> Any? { storedValue(forKey: key) }

    /// Sets `key` (see `storeValue(_:forKey:)`).
    open func setValue(_ value: Any?, forKey key: String) { storeValue(value, forKey: key) }

    /// The value a key has before one is set; nil for keys the class does not define.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Values set for keys that name no built-in property (a stored property, so here).
    var customValues: [String: Any] = [:]

    // MARK: - Tree

    /// The layer this layer is a sublayer of.
    public internal(set) weak var superlayer: CALayer?

    var sublayerStorage: [CALayer] = []

    /// The object this layer reports to; a view for the layer backing it.
    open weak var delegate: CALayerDelegate?

    /// The compositor showing this tree; set on a root layer by the screen.
    public weak var host: LayerTreeHost?

    // MARK: - Animation

    /// The layer's time runs at `speed` times its superlayer's (0 pauses the animations
    /// of the layer and its sublayers); default 1.
    open var speed: Float = 1 {
        didSet { if speed != oldValue { layerTimeDidChange() } }
    }
    /// Added to the layer's local time: with `speed` 0, the moment its animations show.
    open var timeOffset: CFTimeInterval = 0 {
        didSet { if timeOffset != oldValue { layerTimeDidChange() } }
    }
    /// When the layer's time starts, in its superlayer's time; default 0.
    open var beginTime: CFTimeInterval = 0 {
        didSet { if beginTime != oldValue { layerTimeDidChange() } }
    }

    /// Actions for property keys, consulted after the delegate; nil means none.
    open var actions: [String: CAAction]?

    /// The animations attached, oldest first (see CALayer+Animation.swift).
    var animationEntries: [LayerAnimationEntry] = []
    /// Numbers the keys of animations added without one.
    var animationNumber = 0
    /// The action found for the property change in progress.
    private var pendingAction: (key: String, action: CAAction)?

    /// Creates a layer with empty bounds at the origin.
    public init() {}

    /// Creates a layer from an archive on iOS. Vitrine loads no archives: this returns
    /// nil. It is here, required as on iOS, so that subclasses' `required init?(coder:)`
    /// and `super.init(coder:)` compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    // Swift calls only required initializers through a class value (`layerClass`, a
    // presentation copy of a subclass). These two are required convenience initializers:
    // a subclass declaring no initializer, or overriding all three designated ones as iOS
    // code does (`override init()`, `override init(layer:)`, `required init?(coder:)`),
    // inherits them, and they reach its own overrides.

    /// Creates a layer of the class through `init()`: how a view makes its `layerClass`.
    public required convenience init(_vitrineLayer: Void) {
        self.init()
    }

    /// Creates a presentation copy of `layer` through `init(layer:)`.
    public required convenience init(_vitrinePresenting layer: CALayer) {
        self.init(layer: layer)
    }

    /// Creates a copy of `layer`'s own properties (not its sublayers, delegate or
    /// animations), as Core Animation makes presentation layers. Subclasses with
    /// properties of their own override it to copy them.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        isDoubleSided = other.isDoubleSided
        backdropFilter = other.backdropFilter
        backgroundColor = other.backgroundColor
        opacityStorage = other.opacityStorage
        allowsGroupOpacity = other.allowsGroupOpacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacityStorage = other.shadowOpacityStorage
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        // The presentation copy shares the model's mask (the mask's own presentation is
        // taken when compositing); assigning it here would move the mask to the copy.
        isOpaque = other.isOpaque
        contents = other.contents
        contentsVersion = other.contentsVersion
        contentsScale = other.contentsScale
        contentsGravity = other.contentsGravity
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        shownContentsCache = other.shownContentsCache
        customValues = other.customValues
    }

    /// The action for a change of `event`, searched as Core Animation searches: the
    /// delegate's answer, else `actions[event]`, else the class's `defaultAction(forKey:)`;
    /// an `NSNull` found on the way ends the search with no action (a view answers so
    /// for its own layer outside animation blocks).
    open func action(forKey event: String) -> CAAction? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? implicitAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// The animation Core Animation runs for a change of `event` when neither the
    /// delegate nor `actions` has one: a basic animation of the key, 0.25 s unless the
    /// transaction says otherwise (for "contents", a cross-fade). Only built-in
    /// properties animate implicitly; a subclass's own key animates when its
    /// `action(forKey:)` returns an animation. Subclasses override it for other defaults.
    open class func defaultAction(forKey event: String) -> CAAction? {
        switch event {
        case "onOrderIn", "onOrderOut", "onLayout", "onDraw", "sublayers", "hidden": return nil
        default: return CABasicAnimation(keyPath: event)
        }
    }

    /// Whether the compositor has drawn the layer. Implicit animations start only for a
    /// layer already on screen: one made and set up within a frame appears as set up.
    package var hasBeenComposited = false

    /// False for layers UIKit draws its own controls with (a caret, scroll indicators),
    /// which follow their views at once as UIKit's private views do.
    package var allowsImplicitAnimations = true

    /// A layer for part of one of UIKit's controls: without implicit animations.
    package static func controlPart() -> Self {
        let layer = Self(_vitrineLayer: ())
        layer.allowsImplicitAnimations = false
        return layer
    }

    /// The default action for `event`, starting from the value shown now (Core Animation
    /// animates from the previous presentation value when an animation names no values).
    private func implicitAction(forKey event: String) -> CAAction? {
        guard hasBeenComposited, allowsImplicitAnimations, let action = type(of: self).defaultAction(forKey: event) else {
            return nil
        }
        if let basic = action as? CABasicAnimation, basic.keyPath == event, builtInAnimationValue(forKeyPath: event) == nil {
            return nil  // a key the layer does not draw: nothing to animate
        }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let shown: CALayer = hasAnimations ? (presentation() ?? self) : self
            basic.fromValue = shown.animationValue(forKeyPath: event)
        }
        return action
    }

    /// Looks up the action before an animatable property changes, while the old value
    /// can still be read.
    private func prepareAction(forKey key: String) {
        pendingAction = actionForChange(ofKey: key).map { (key, $0) }
    }

    /// The action to run for a change of `key` about to be made: none while the
    /// transaction disables actions, else `action(forKey:)`.
    package func actionForChange(ofKey key: String) -> CAAction? {
        CATransaction.disablesActions || isPresentationCopy ? nil : action(forKey: key)
    }

    /// True for the copies `presentation()` makes: their changes run no actions.
    var isPresentationCopy = false
    /// The layer a presentation copy was made from (`model()`); nil for model layers.
    var modelLayer: CALayer?

    /// Runs the action found before the change, and asks for a frame.
    private func didChangeAnimatableProperty(forKey key: String) {
        if let pending = pendingAction, pending.key == key {
            pendingAction = nil
            pending.action.run(forKey: key, object: self, arguments: nil)
        }
        setNeedsComposite()
    }

    // MARK: - Hit-testing

    /// Whether `p`, in the layer's coordinates, is inside it: within its bounds by
    /// default. Subclasses override it for other shapes.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest descendant of the layer, or the layer itself, that contains `p` (a
    /// point in the superlayer's coordinates); nil when none does. Hidden layers and
    /// their sublayers are skipped, a layer that masks to its bounds hits nothing outside
    /// them, and later sublayers are tried first (sublayer order, as UIKit's views).
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(layerToParentTransform().inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayerStorage.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: - Layout

    /// Set by `setNeedsLayout()`, cleared as the layer lays out (CALayer+Layout.swift).
    var layoutIsNeeded = false
    /// The layout pass that last visited this layer (CALayer+Layout.swift).
    var layoutVisit: UInt = 0
    /// The outermost layout pass running or last run, and how deeply passes are nested
    /// (a `layoutSubviews()` may lay out a subtree itself).
    static var layoutPass: UInt = 0
    static var layoutPassDepth = 0
    /// Counts marks made during a pass on layers it had already visited (a table that adds
    /// a cell in its own layout marks itself): work that pass left behind.
    package static var marksBehindLayoutPass: UInt = 0

    /// Marks the layer as needing layout: the next frame's layout pass, or an earlier
    /// `layoutIfNeeded()`, calls `layoutSublayers()` once however often this was called.
    /// For a view's layer this is the view's `setNeedsLayout()`.
    open func setNeedsLayout() {
        guard !layoutIsNeeded else { return }
        layoutIsNeeded = true
        // A mark on a layer the running pass has already visited waits for another pass.
        if CALayer.layoutPassDepth > 0 && layoutVisit == CALayer.layoutPass { CALayer.marksBehindLayoutPass &+= 1 }
        setNeedsComposite()  // asks for a frame, whose first step is layout
    }

    /// Whether the layer is marked as needing layout.
    open func needsLayout() -> Bool { layoutIsNeeded }

    /// Lays out now, as Core Animation documents: from the outermost superlayer that
    /// needs layout (or this layer), every layer marked in that tree, top down.
    open func layoutIfNeeded() {
        var root = self
        while let parent = root.superlayer, parent.layoutIsNeeded { root = parent }
        root.layoutTreeIfNeeded()
    }

    /// Positions the sublayers; the default asks the delegate's `layoutSublayers(of:)`
    /// (a view lays out its subviews there). Called by layout, not directly.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: - Compositing

    /// Tells the host of this layer's tree that what the tree shows has changed.
    ///
    /// Setters call this themselves; subclasses call it when their own content changes.
    public func setNeedsComposite() {
        var root = self
        // A mask has no superlayer: its changes are the masked layer's.
        while let parent = root.superlayer ?? root.maskedLayer { root = parent }
        root.host?.layerTreeDidChange(root)
    }
}
