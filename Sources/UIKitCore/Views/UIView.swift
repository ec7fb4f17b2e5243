// Vitrine — Apache License 2.0
// The view: a responder that owns one layer and a list of subviews.
//
// A view keeps no geometry or appearance of its own. `frame`, `bounds`, `center` and
// `transform` read and write its layer's frame, bounds, position and affine transform;
// `alpha`, `isHidden`, `clipsToBounds`, `isOpaque` and `backgroundColor` are the layer's
// opacity, isHidden, masksToBounds, isOpaque and backgroundColor. Code that changes the
// layer directly is therefore seen by the view, as in UIKit, and the compositor only
// ever looks at layers.
//
// The subview list and the layer's sublayers are kept in the same order (see
// UIView+Hierarchy.swift). Members an app may override (geometry, appearance, the
// hierarchy callbacks, hit-testing) are declared in this class body, because Swift
// cannot override members declared in extensions; the extensions hold the rest.

/// An object that manages the content of a rectangular area on screen.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    // MARK: - Layer

    /// The layer the view draws into and composites with; created with the view.
    public let layer: CALayer

    /// The class of layer a view of this class creates; override to use a CALayer subclass.
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: - Hierarchy state

    /// The view this view is a subview of.
    public internal(set) weak var superview: UIView?

    /// The view's subviews, back to front.
    public internal(set) var subviews: [UIView] = []

    /// An integer an app can use to find the view with `viewWithTag(_:)`; default 0.
    open var tag = 0

    // MARK: - Initializers

    /// Creates a view with the given frame rectangle, in its superview's coordinates.
    public init(frame: CGRect) {
        guard let layerType = Self.layerClass as? CALayer.Type else {
            fatalError("UIView.layerClass: \(Self.layerClass) must be CALayer or a subclass of it")
        }
        layer = layerType.init(_vitrineLayer: ())
        super.init()
        layer.delegate = self
        layer.isOpaque = true  // UIView's isOpaque defaults to true, CALayer's to false.
        layer.frame = frame
        layer.contentsScale = UIScreen.main.scale
        cachedTraitCollection = computedTraitCollection()
        setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive (a nib or storyboard) on iOS. Vitrine loads no
    /// archives: a view created from a coder is unsupported, and this returns nil. It is
    /// here, required as on iOS, so that subclasses' `required init?(coder:)` and
    /// `super.init(coder:)` compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates: the bounding box of the
    /// transformed bounds around `center`.
    ///
    /// UIKit leaves the frame undefined when `transform` is not the identity. Vitrine
    /// keeps the transform and sets `bounds.size` to the size whose transformed bounding
    /// box is the new frame's size (for scales and quarter turns, the frame's size
    /// divided by the scale), or the frame's size divided by the transform's axis
    /// scales when no such size exists (other rotations); `center` becomes the new
    /// frame's centre. Reading the frame back then gives the rectangle that was set
    /// whenever an exact size exists.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            layoutFrameDidChange()
        }
    }

    /// The view's rectangle in its own coordinates; the origin is the coordinate shown
    /// at the top-left corner, so changing it shifts the subviews.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            layoutFrameDidChange()
        }
    }

    /// The centre of the view's frame, in its superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            layoutFrameDidChange()
        }
    }

    /// The transform applied to the view about its centre; default identity.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: - Appearance

    /// The colour filling the view's bounds; default nil (transparent). A dynamic colour
    /// is resolved with the view's traits, again whenever they change; a pattern colour
    /// tiles its image (see UIView+BackgroundColor.swift).
    open var backgroundColor: UIColor? {
        get { backgroundColorAsSet }
        set { applyBackgroundColor(newValue) }
    }

    /// The view's opacity, which applies to the view and its subviews as one group (the
    /// layer's `allowsGroupOpacity`); stored as the layer's `Float` opacity, clamped to
    /// 0...1, default 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view and its subviews are hidden; the subviews' own `isHidden` is
    /// left unchanged.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            // A stack view collapses or restores an arranged view (Layout/StackView).
            if changed { visibilityDidChange() }
        }
    }

    /// Whether the view promises to fill its bounds with opaque content; default true.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether subviews are clipped to the view's bounds; default false.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view receives touches; false makes hit-testing skip it and its
    /// subviews. Default true.
    open var isUserInteractionEnabled = true

    // MARK: - Drawing

    /// How the view's drawn contents are mapped when its bounds change size; `.redraw`
    /// draws again instead. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }

    /// Pixels per point of the view's drawing; the screen's scale by default.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue > 0, newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    /// Draws the view's contents within `rect` (in the view's coordinates) into
    /// `UIGraphicsGetCurrentContext()`. The default draws nothing; a view that does not
    /// override it gets no backing store.
    open func draw(_ rect: CGRect) {
        drawWasInherited = true
    }

    /// Marks the whole view for redrawing; `draw(_:)` runs in the next frame.
    open func setNeedsDisplay() {
        guard classMayDraw else { return }
        layer.setNeedsDisplay()
    }

    /// Marks `rect` for redrawing; `draw(_:)` then gets that rectangle, and only it changes.
    open func setNeedsDisplay(_ rect: CGRect) {
        guard classMayDraw else { return }
        layer.setNeedsDisplay(rect)
    }

    /// Updates the layer's contents (CALayerDelegate): draws the backing store through
    /// `draw(_:in:)` and so `draw(_:)`; a view whose class turns out not to override
    /// `draw(_:)` releases it, and its class is not asked again. A view with a pattern
    /// background draws even when its class does not (the tiles). Override it to set
    /// `layer.contents` yourself; `draw(_:)` is then not called.
    open func display(_ layer: CALayer) {
        let hasPattern = patternBackground != nil
        guard classMayDraw || (hasPattern && !(self is UIImageView)) else { return }
        layer.drawBackingStore()
        if drawWasInherited {
            Self.classesThatDoNotDraw.insert(ObjectIdentifier(type(of: self)))
            if !hasPattern { layer.releaseBackingStore() }
        }
    }

    /// Answers the layer's question before one of its animatable properties changes:
    /// inside an animation block, the animation for the change; else `NSNull`, which keeps
    /// the view's layer from Core Animation's implicit animations, as UIKit's views do.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return ViewAnimationBlock.current?.action(for: self, forKey: event) ?? UIView.noAction
    }

    /// The `NSNull` answer, made once.
    private static let noAction = NSNull()

    /// Draws the layer's contents (CALayerDelegate): calls `draw(_:)` with `ctx` as the
    /// current UIKit context and the view's traits as `UITraitCollection.current`, over
    /// the pattern background if there is one. Override it to draw with Core Graphics
    /// into the layer's context directly.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        drawWasInherited = false
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        traitCollection.performAsCurrent {
            drawPatternBackground()
            draw(ctx.boundingBoxOfClipPath)
        }
    }

    /// Set by UIView's own `draw(_:)`, so a class that does not override it is found out.
    private var drawWasInherited = false
    /// Classes known to draw nothing; plain views and windows are known from the start.
    private static var classesThatDoNotDraw: Set<ObjectIdentifier> = [ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self)]
    /// UIImageView shows its image as the layer's contents and never calls `draw(_:)`, its
    /// subclasses' included (as UIKit documents), so no backing store may replace it.
    var classMayDraw: Bool {
        !(self is UIImageView) && !Self.classesThatDoNotDraw.contains(ObjectIdentifier(type(of: self)))
    }

    // MARK: - Layout

    /// How the view resizes when its superview's bounds change size; default none.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether a change of this view's bounds size resizes its subviews by their
    /// `autoresizingMask`; default true.
    open var autoresizesSubviews = true

    /// The view controller whose root view this is; it hears about layout and is the
    /// view's next responder.
    weak var owningViewController: UIViewController?

    /// Lays out the subviews. The default does nothing (autoresizing has already happened
    /// when the bounds changed); override to position subviews yourself.
    open func layoutSubviews() {}

    /// Marks the view as needing layout; the layout pass of the next frame, or an earlier
    /// `layoutIfNeeded()`, calls `layoutSubviews()` once however often this was called.
    /// The mark is the layer's, as on iOS: `layer.setNeedsLayout()` marks the view too.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Runs pending layout now: constraints are updated and solved in the view's tree,
    /// then this view's `layoutSubviews()` runs if it needs layout, then that of its
    /// subviews (and of any sublayer marked), top down.
    open func layoutIfNeeded() {
        let root = rootView
        var marks = CALayer.marksBehindLayoutPass
        root.runAutoLayout()
        layer.layoutTreeIfNeeded()
        // A layout that added views (the cells a table dequeues in its layoutSubviews, which
        // mark the table again) or constraints left work in the tree: solve and lay out once
        // more, so the pass leaves the tree settled. Bounded: a layout that marks itself
        // every time cannot hold the pass.
        guard root === self else { return }
        for _ in 0..<Self.extraLayoutRounds {
            guard layer.needsLayout() || CALayer.marksBehindLayoutPass != marks else { break }
            marks = CALayer.marksBehindLayoutPass
            root.runAutoLayout()
            layer.layoutTreeIfNeeded()
        }
    }

    /// The rounds a pass runs again for the work its own layout added.
    private static let extraLayoutRounds = 3

    /// Lays out the view when its layer lays out (`CALayer.layoutSublayers()`): the view
    /// controller's `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        if superview == nil { runAutoLayout() }
        // A controller hears of a safe area its view got in a window before it lays out.
        if UIView.unsafeEdgesExist, owningViewController != nil { refreshSafeAreaGuides(in: layoutEngineIfPresent) }
        traitCollection.performAsCurrent {
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    /// The size that best fits `size`; the default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// The size the view's content needs, in points; `UIView.noIntrinsicMetric` in a
    /// dimension it does not care about (the default, both).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Says that `intrinsicContentSize` changed; Auto Layout re-reads it at the next layout.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
    }

    // MARK: - Auto Layout (see Layout/)

    /// What Auto Layout keeps for the view, made when it first takes part.
    var layoutStateIfPresent: ViewLayoutState?
    /// Whether `updateConstraints()` is due; true for a new view, as in UIKit.
    var constraintsNeedUpdate = true

    /// Updates the view's constraints before layout; called after `setNeedsUpdateConstraints()`
    /// (and once for a new view in a tree that lays out by constraints). Overrides call super last.
    open func updateConstraints() {}

    /// Called after the layout margins changed; does nothing by default.
    open func layoutMarginsDidChange() {}

    /// Called after the safe-area insets changed; does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// The size nearest `targetSize` that the view's constraints allow, each dimension
    /// pulled towards the target at `fittingSizeLevel`. Pass
    /// `UIView.layoutFittingCompressedSize` for the smallest size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size nearest `targetSize` that the view's constraints allow, each dimension
    /// pulled towards the target at the given priority (`.required` fixes it).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: - Traits (see UIView+Traits.swift)

    /// The interface style for this view and its subviews; `.unspecified` (the default)
    /// inherits the superview's (in the end the window's, the screen's, the board's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { updateTraitCollection() } }
    }

    /// Called after the view's trait collection changed (never for a change to the same
    /// traits), with `UITraitCollection.current` set to the new one; does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits as last worked out: the parent's with this view's override.
    var cachedTraitCollection = UITraitCollection()
    /// What `registerForTraitChanges` registered.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// The background colour as set (it may be dynamic or a pattern), with what went to
    /// the layer; code that sets the layer's colour directly wins.
    var givenBackgroundColor: (color: UIColor, applied: CGColor?)?

    // MARK: - Tint (see UIView+Tint.swift)

    /// The colour interactive content uses. Set nil to inherit the superview's (the
    /// default); a view with no ancestor that sets one uses `.systemBlue`. While the view's
    /// adjustment mode is `.dimmed`, this is a gray of the same lightness.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { changingTint { storedTintColor = newValue } }
    }

    /// Whether the tint is shown dimmed; `.automatic` (the default) follows the
    /// superview's, and reading it gives the mode in effect (`.normal` at the top).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { changingTint { storedTintAdjustmentMode = newValue } }
    }

    /// Called when the view's effective tint colour or adjustment mode changed, through
    /// its own property, an ancestor's, or a move to another superview; does nothing by default.
    open func tintColorDidChange() {}

    var storedTintColor: UIColor?
    var storedTintAdjustmentMode: TintAdjustmentMode = .automatic

    // MARK: - Touches and gestures (see UIView+Gestures.swift)

    /// Whether the view receives more than one touch at a time; default false: a second
    /// finger on the view goes to its gesture recognizers only.
    open var isMultipleTouchEnabled = false

    /// Whether a touch in this view keeps other views of the window from receiving
    /// touches (and the other way round); default false.
    open var isExclusiveTouch = false

    /// The recognizers attached to the view, in the order they were added; nil for none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Storage for `gestureRecognizers`.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// Asked before a recognizer not attached to this view takes the view's touches;
    /// false makes the recognizer fail. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Hierarchy

    /// The window the view is in, or nil.
    open var window: UIWindow? { superview?.window }

    /// The next responder: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Called before the view moves to `newSuperview` (nil when it is being removed);
    /// does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view's superview changed; does nothing by default.
    open func didMoveToSuperview() {}

    /// Called after `subview` was added to this view by any of the add methods; does
    /// nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` leaves this view, removed or moved elsewhere; does
    /// nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to `newWindow` (nil when it leaves its window);
    /// does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's window changed; `window` may be nil. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: - Accessibility (see Accessibility/UIView+Accessibility.swift)

    /// Whether assistive technology treats the view as one element; default false, true
    /// for the labels and controls UIKit makes elements.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? isAccessibilityElementByDefault }
        set { accessibility.isElement = newValue }
    }

    /// A short name for the element ("Play"); nil gives the class's default (a label's text,
    /// a button's title).
    open var accessibilityLabel: String? {
        get { accessibility.label?.string ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The label with attributes; setting it sets `accessibilityLabel` to its string.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibility.label ?? defaultAccessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibility.label = newValue.map { NSAttributedString(attributedString: $0) } }
    }

    /// What activating the element does ("Plays the song"); default nil.
    open var accessibilityHint: String? {
        get { accessibility.hint?.string }
        set { accessibility.hint = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The hint with attributes; setting it sets `accessibilityHint` to its string.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibility.hint }
        set { accessibility.hint = newValue.map { NSAttributedString(attributedString: $0) } }
    }

    /// The element's current value ("50%", "1" for a switch that is on); nil gives the
    /// class's default.
    open var accessibilityValue: String? {
        get { accessibility.value?.string ?? defaultAccessibilityValue }
        set { accessibility.value = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The value with attributes; setting it sets `accessibilityValue` to its string.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibility.value ?? defaultAccessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibility.value = newValue.map { NSAttributedString(attributedString: $0) } }
    }

    /// How the element behaves; the class's default (`.button` and the control's state for
    /// a button, `.staticText` for a label) until set. Setting it replaces the default.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// The element's frame in screen coordinates; by default the view's bounds converted
    /// to the screen each time it is read. A frame set here is kept as set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? UIAccessibility.convertToScreenCoordinates(bounds, in: self) }
        set { accessibility.frame = newValue }
    }

    /// The element's outline in screen coordinates, for a shape a frame fits badly; default nil.
    open var accessibilityPath: UIBezierPath? {
        get { accessibility.path }
        set { accessibility.path = newValue }
    }

    /// Where activating the element touches, in screen coordinates; the centre of
    /// `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibility.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }

    /// The language (a BCP 47 tag such as "fr-FR") the label, value and hint are read in;
    /// default nil, the user's language.
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }

    /// A string that identifies the view in UI tests; never read out. Default nil.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// Whether the elements in this view (and the view itself) are hidden from assistive
    /// technology; default false.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether assistive technology ignores the elements of this view's siblings (a custom
    /// alert); default false.
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }

    /// Whether the elements in this view are read as a group before the elements outside
    /// it; default false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }

    /// The elements this view contains, in reading order (views and
    /// `UIAccessibilityElement`s); nil (the default) means the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }

    /// Extra actions the element offers (VoiceOver's actions rotor); default nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }

    /// The number of elements in `accessibilityElements`; 0 when it is nil.
    open func accessibilityElementCount() -> Int {
        accessibility.elements?.count ?? 0
    }

    /// The element at `index` of `accessibilityElements`, or nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibility.elements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in `accessibilityElements` (compared by identity), or
    /// `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityIndex(of: element)
    }

    /// Activates the element (assistive technology's double tap); return true when handled.
    /// The default returns false, so the system taps `accessibilityActivationPoint` instead.
    open func accessibilityActivate() -> Bool { false }

    /// Steps an adjustable element's value up (assistive technology's swipe up); does
    /// nothing by default.
    open func accessibilityIncrement() {}

    /// Steps an adjustable element's value down; does nothing by default.
    open func accessibilityDecrement() {}

    /// What the app set; nil values take the class's defaults below.
    var accessibility = AccessibilityAttributes()
    /// The class's defaults, overridden by the labels and controls UIKit makes elements
    /// (in their class bodies, where Swift allows overriding).
    var isAccessibilityElementByDefault: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    // MARK: - Hit-testing

    /// Returns the frontmost view in this view's subtree that contains `point` (in this
    /// view's coordinates), or nil.
    ///
    /// Hidden views, views with alpha below 0.01 and views with user interaction off
    /// return nil, as does a point outside `point(inside:with:)`; otherwise subviews are
    /// asked front to back and the view returns itself when none answers.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsHitTesting, self.point(inside: point, with: event) else { return nil }
        return frontmostSubviewHit(at: point, with: event) ?? self
    }

    /// Returns whether `point`, in this view's coordinates, is inside the view's bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}
