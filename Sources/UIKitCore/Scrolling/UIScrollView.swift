// Vitrine — Apache License 2.0
// The scroll view: a view whose bounds origin (`contentOffset`) a finger moves.
//
// Design note. Scrolling moves no subview and redraws nothing: `contentOffset` is
// `bounds.origin`, so changing it only changes how the layer maps its sublayers, and the
// compositor places the content's existing backing stores at their new spots.
//
//   finger down     ContentTouchDelayGestureRecognizer holds `touchesBegan` back from
//                   the touched content for 0.15 s (`delaysContentTouches`) and stops a
//                   glide under the finger.
//   drag            the pan (ScrollViewPanGestureRecognizer) begins after 10 points, if
//                   `gestureRecognizerShouldBegin(_:)` agrees; the content follows the
//                   finger, rubber-banded past the edges (UIScrollView+Dragging.swift).
//   lift            the delegate may move the target; the offset then glides, bounces,
//                   springs back or settles on a page (ScrollAxisMotion), one exact value
//                   per frame from the frame clock (UIScrollView+Motion.swift).
//
// The indicators are two layers over the content (ScrollIndicators), shown while the
// content moves and faded out after it stops.

/// A view that lets the user scroll and see content larger than itself.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: - Delegate and gesture recognizers

    /// The delegate told about scrolling; held weakly.
    open weak var delegate: UIScrollViewDelegate?

    /// The recognizer the scroll view scrolls with. Add requirements to it; do not
    /// replace its delegate.
    public var panGestureRecognizer: UIPanGestureRecognizer { pan }

    let pan: ScrollViewPanGestureRecognizer
    let contentTouchDelay: ContentTouchDelayGestureRecognizer

    // MARK: - Content

    /// The size of the content, in points; default zero. Negative or non-finite sizes
    /// read as zero.
    /// Whether dragging the content dismisses the keyboard (TextInput/OnScreenKeyboard).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    open var contentSize: CGSize = .zero {
        didSet {
            let clean = CGSize(width: Self.sanitizedLength(contentSize.width), height: Self.sanitizedLength(contentSize.height))
            if clean != contentSize { contentSize = clean; return }
            if oldValue != contentSize {
                updateIndicators()
                scrollGuidesDidChange(offset: false)
            }
        }
    }

    /// The point of the content shown at the view's top-left corner: the view's
    /// `bounds.origin`. Setting it is not clamped to the content (a finger pulls past
    /// the edges too); non-finite values are ignored. Setting it stops a glide or an
    /// animation in progress.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            stopMotion()
            applyContentOffset(newValue)
        }
    }

    /// Scrolls to `contentOffset`, along an ease-in-ease-out curve over 0.3 s when
    /// `animated` (then `scrollViewDidEndScrollingAnimation`), else at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContentOffset(to: contentOffset, animated: animated)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the
    /// view less its insets, within the content; a rect larger than the view shows its
    /// top-left part.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollToShow(rect, animated: animated)
    }

    /// The size of the part of the content the view shows: its bounds size (zooming
    /// scales the content, not the view, so it is the same at every zoom scale).
    public var visibleSize: CGSize { bounds.size }

    /// The distance the content can scroll past each edge of the view; default zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if oldValue != contentInset { adjustedContentInsetDidChange() }
        }
    }

    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` allows
    /// (a navigation bar over a controller's scroll view, a panel's unsafe edge).
    public var adjustedContentInset: UIEdgeInsets {
        var inset = safeAreaAdjustedContentInset
        // A refreshing refresh control keeps the content below it (UIRefreshControl.swift).
        if let refreshControl { inset.top += refreshControl.heldInset }
        return inset
    }

    private var safeAreaAdjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return contentInset }
        var vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: vertical = true; horizontal = true
        case .scrollableAxes, .automatic:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
            // A controller's content scroll view always takes its bars' insets vertically.
            if contentInsetAdjustmentBehavior == .automatic, isControllerContentScrollView { vertical = true }
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Whether this is the scroll view a controller's bars inset: the controller's view, or
    /// the first subview of it (UIKit's rule since `automaticallyAdjustsScrollViewInsets`).
    private var isControllerContentScrollView: Bool {
        if owningViewController != nil { return true }
        guard let superview, superview.owningViewController != nil else { return false }
        return superview.subviews.first === self
    }

    /// How safe-area insets enter `adjustedContentInset`; default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Called when `adjustedContentInset` changed; subclasses override it and call super.
    open func adjustedContentInsetDidChange() {
        updateIndicators()
        followTopInsetWhileResting()
    }

    // MARK: - Scrolling behaviour

    /// Whether a finger can scroll the content; default true. Turning it off disables
    /// the pan recognizer.
    open var isScrollEnabled = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }

    /// Whether a drag that starts along one axis stays on it; default false.
    open var isDirectionalLockEnabled = false

    /// Whether the content can be pulled past its edges and bounces back; default true.
    open var bounces = true

    /// Whether the content can be pulled vertically even when it is not taller than the
    /// view; default false.
    open var alwaysBounceVertical = false

    /// Whether the content can be pulled horizontally even when it is not wider than the
    /// view; default false.
    open var alwaysBounceHorizontal = false

    /// Whether scrolling stops on multiples of the view's size; default false.
    open var isPagingEnabled = false

    /// How fast the content slows down after a flick; default `.normal`.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a scroll-to-top request scrolls this view; default true. (Vitrine has no
    /// status bar to tap: the property is kept for source compatibility.)
    open var scrollsToTop = true

    /// The control that refreshes the content when the user pulls it down past its top;
    /// default nil (UIRefreshControl.swift).
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    // MARK: - Content touches

    /// Whether touches in the content wait until the scroll view knows whether the
    /// finger scrolls; default true.
    open var delaysContentTouches = true

    /// Whether a drag may take over touches the content already tracks; default true.
    open var canCancelContentTouches = true

    /// Asked before touches reach `view`, a view of the content; false keeps them from
    /// it. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Asked when the finger starts scrolling while `view` tracks it: true cancels the
    /// view's touches and scrolls, false leaves the touches to the view and does not
    /// scroll. By default true unless `view` is a `UIControl`, as Apple documents.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Refuses the scroll view's own pan when the drag goes along an axis the content
    /// cannot scroll (so an enclosing scroll view gets it), or when a content view
    /// tracking the finger may not be cancelled (`canCancelContentTouches`,
    /// `touchesShouldCancel(in:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayBegin()
    }

    // MARK: - Zooming (UIScrollView+Zooming.swift)

    /// The smallest scale the content can be zoomed to; default 1.
    open var minimumZoomScale: CGFloat {
        get { zoomScaleLimits.minimum }
        set { setZoomLimits(minimum: newValue, maximum: zoomScaleLimits.maximum) }
    }

    /// The largest scale the content can be zoomed to; default 1. Zooming is possible
    /// only when it is larger than `minimumZoomScale`.
    open var maximumZoomScale: CGFloat {
        get { zoomScaleLimits.maximum }
        set { setZoomLimits(minimum: zoomScaleLimits.minimum, maximum: newValue) }
    }

    /// The scale of the zoomed view (`viewForZooming(in:)`); default 1. Setting it zooms
    /// at once, within the limits.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (within the limits) about the middle of the view.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoom(toScale: scale, animated: animated)
    }

    /// Zooms so that `rect`, in the zoomed view's coordinates, fills the view as far as
    /// the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoom(toShow: rect, animated: animated)
    }

    /// Whether a pinch can zoom past the limits and spring back to them; default true.
    open var bouncesZoom = true

    /// The recognizer the scroll view zooms with; nil unless zooming is possible
    /// (`minimumZoomScale < maximumZoomScale`).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        zoomScaleLimits.minimum < zoomScaleLimits.maximum ? zoomPinch : nil
    }

    /// Whether the fingers are pinching the content.
    public internal(set) var isZooming = false

    /// Whether the scale is springing back to a limit after the fingers lifted.
    public var isZoomBouncing: Bool { zoomMotion?.kind == .bounce }

    /// The limits as set (the maximum may be below the minimum until the app sets both).
    var zoomScaleLimits: (minimum: CGFloat, maximum: CGFloat) = (1, 1)
    var currentZoomScale: CGFloat = 1
    var zoomPinch: ScrollViewPinchGestureRecognizer?
    /// The pinch in progress: the zoomed view's point held under the fingers.
    var zoomAnchor: ZoomAnchor?
    /// The scale and offset moving on their own (a bounce or an animated zoom).
    var zoomMotion: ZoomMotion?
    var zoomClock: CADisplayLink?
    /// A pan that began or went on during a pinch: the pinch moves the content for it.
    var panHeldByZoom = false

    // MARK: - State

    /// Whether a finger is on the content (it may not have started dragging yet).
    public var isTracking: Bool { !pan.touches.isEmpty }

    /// Whether a finger is dragging the content.
    public internal(set) var isDragging = false

    /// Whether the content is moving on its own after the finger lifted (gliding,
    /// bouncing back, settling on a page).
    public internal(set) var isDecelerating = false

    // MARK: - Indicators

    /// Whether the vertical indicator shows while the content scrolls; default true.
    open var showsVerticalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Whether the horizontal indicator shows while the content scrolls; default true.
    open var showsHorizontalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Extra inset of the vertical indicator's track from the view's edges (iOS code
    /// sets its bottom to a keyboard's height beside `contentInset`); default zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }

    /// Extra inset of the horizontal indicator's track from the view's edges; default zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }

    /// Both indicators' insets (the spelling before iOS 13): reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the indicators also keep out of the safe-area insets that
    /// `contentInsetAdjustmentBehavior` adds to the content; default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { updateIndicators() }
    }

    /// The indicators' colour; default `.default`.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { updateIndicators() }
    }

    /// Shows the indicators for a moment.
    open func flashScrollIndicators() {
        indicators.show()
        updateIndicators()
        indicators.scheduleFade()
        startFrameClock()
    }

    let indicators = ScrollIndicators()

    // MARK: - Motion state (UIScrollView+Dragging.swift, UIScrollView+Motion.swift)

    /// The offset the finger's translation is measured from, unconstrained (before rubber-banding).
    var dragOrigin: CGPoint = .zero
    /// The axis a directional lock holds the drag to.
    var lockedAxis: ScrollAxis?
    /// The offset the drag's page started on, for paging.
    var dragStartOffset: CGPoint = .zero
    /// The motion running after a lift or for an animated offset change.
    var motion: ScrollMotion?
    var frameClock: CADisplayLink?

    // MARK: - Initializers

    /// Creates a scroll view; it clips its content to its bounds.
    public override init(frame: CGRect) {
        pan = ScrollViewPanGestureRecognizer()
        contentTouchDelay = ContentTouchDelayGestureRecognizer()
        super.init(frame: frame)
        pan.scrollView = self
        contentTouchDelay.scrollView = self
        clipsToBounds = true
        pan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(pan)
        addGestureRecognizer(contentTouchDelay)
        indicators.install(in: layer)
    }

    /// Creates a scroll view from an archive; unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Geometry

    /// The bounds; a change of origin is a change of `contentOffset` and tells the delegate.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin, oldSize = super.bounds.size
            super.bounds = newValue
            let changed = super.bounds
            guard changed.origin != oldOrigin || changed.size != oldSize else { return }
            if changed.origin != oldOrigin { setNeedsLayout() }
            updateIndicators()
            refreshControl?.update()
            if changed.origin != oldOrigin {
                delegate?.scrollViewDidScroll(self)
                // A navigation controller collapses its large title as its top controller's view scrolls.
                if let controller = owningViewController { controller.navigationController?.contentDidScroll(self, of: controller) }
            }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            updateIndicators()
        }
    }

    /// The top inset the content last rested against, for a content scroll view that is
    /// a controller's view's first subview.
    private var restingTopInset: CGFloat = 0

    open override func layoutSubviews() {
        super.layoutSubviews()
        followTopInsetWhileResting()
    }

    /// A scroll view resting at its top edge stays there as its bars' inset changes (the
    /// first time it is shown, too), as in UIKit. The navigation controller does it for
    /// its child's view; this does it for a first subview the bars inset.
    private func followTopInsetWhileResting() {
        guard owningViewController == nil, isControllerContentScrollView, !isTracking, !isDecelerating else { return }
        let top = safeAreaAdjustedContentInset.top  // a refreshing refresh control moves the content itself
        guard top != restingTopInset else { return }
        if contentOffset.y == -restingTopInset { contentOffset.y = -top }
        restingTopInset = top
    }

    /// Keeps the indicators above the content.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        indicators.install(in: layer)
    }

    /// Off screen a glide or a fade asks for no frames; back on screen it catches up with
    /// the time that passed (see `advance(target:duration:)`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        frameClock?.isPaused = window == nil
        zoomClock?.isPaused = window == nil
    }

    static func sanitizedLength(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }
}

/// One of a scroll view's two axes.
enum ScrollAxis {
    case horizontal, vertical
}
