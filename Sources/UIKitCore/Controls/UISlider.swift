// Vitrine — Apache License 2.0
// A control for picking a value along a continuous range.
//
// Design note. The look is plain subviews, no drawing, as for UISwitch: the track is two
// capsules 4 points high (the iOS 13 and later track), the minimum track (tint colour)
// from the track's start to the thumb's centre and the maximum track (systemFill, the
// light gray iOS shows) from there to the end; the thumb is a 28-point white circle with
// a soft shadow. The value images sit at the bounds' ends in image views. Every frame
// comes from the overridable geometry methods (`trackRect(forBounds:)`,
// `thumbRect(forBounds:trackRect:value:)`, the value-image rects), so a subclass that
// overrides them moves what is shown and what is touched alike.
//
// Figures Apple does not document, Vitrine's choices: the slider's intrinsic height is
// 31 points (the frame height iOS 7 and later give a slider); the thumb is 28 points and
// travels so that its edges meet the track's ends at the minimum and maximum; a value
// image is 8 points from the track; a disabled slider shows its tracks and value images at
// half opacity (as UISwitch dims), its thumb unchanged.
//
// Touches. A touch must begin on the thumb; its target is the thumb's rectangle grown to
// at least 44 × 44 points (Apple's minimum touch target in the Human Interface
// Guidelines), so a finger need not land on the 28-point circle, and `point(inside:)`
// includes that target where it overhangs the bounds. The value then follows the finger
// from where it grabbed the thumb (the thumb does not jump to centre under the finger).
// A continuous slider sends `.valueChanged` (and `.primaryActionTriggered`, as UISwitch)
// for each change while dragging; a non-continuous one sends them once, on release, if
// the value changed. `value` and `setValue(_:animated:)` from code send nothing.

/// A control for selecting a single value from a continuous range of values.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The height `intrinsicContentSize` and `sizeThatFits` give.
    static let intrinsicHeight: CGFloat = 31
    /// The default thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness (iOS 13 and later).
    static let trackHeight: CGFloat = 4
    /// The space between a value image and the track.
    static let valueImageSpacing: CGFloat = 8
    /// The smallest touch target for the thumb, each way.
    static let minimumThumbTarget: CGFloat = 44
    /// How long `setValue(_:animated: true)` takes to move the thumb.
    static let animationDuration: TimeInterval = 0.25

    let minimumTrackView = UIImageView(frame: .zero)
    let maximumTrackView = UIImageView(frame: .zero)
    let thumbView = UIImageView(frame: .zero)
    let minimumValueImageView = UIImageView(frame: .zero)
    let maximumValueImageView = UIImageView(frame: .zero)

    // MARK: - Value

    /// The slider's value, kept within `minimumValue…maximumValue`; setting it sends no event.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the leading end; default 0. Raising it above `maximumValue` raises the
    /// maximum to it, and the value is clamped to the new range (Apple documents both).
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard !newValue.isNaN else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The value at the trailing end; default 1. Lowering it below `minimumValue` lowers
    /// the minimum to it, and the value is clamped to the new range.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard !newValue.isNaN else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            setValue(storedValue, animated: false)
        }
    }

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// Whether `.valueChanged` is sent while the thumb moves (true, the default) or only
    /// when the finger lifts.
    open var isContinuous = true

    // MARK: - Appearance

    /// The colour of the track before the thumb; nil (the default) is the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The colour of the track after the thumb; nil (the default) is systemFill.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The thumb's colour; nil (the default) is white.
    open var thumbTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The image at the minimum end, before the track; nil by default.
    open var minimumValueImage: UIImage? {
        didSet { updateAppearance() }
    }

    /// The image at the maximum end, after the track; nil by default.
    open var maximumValueImage: UIImage? {
        didSet { updateAppearance() }
    }

    var thumbImages = ControlStateValues<UIImage>()
    var minimumTrackImages = ControlStateValues<UIImage>()
    var maximumTrackImages = ControlStateValues<UIImage>()

    // MARK: - Tracking state

    /// How far right of the thumb's centre the finger took hold of it.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    // MARK: - Initializers

    /// Creates a slider filling `frame`, value 0 in 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [minimumValueImageView, maximumValueImageView, maximumTrackView, minimumTrackView, thumbView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        // A soft drop shadow under the default thumb, as UISwitch's.
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumbView.layer.shadowRadius = 2.5
        updateAppearance()
    }

    /// Creates a slider from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets `value`, clamped to `minimumValue…maximumValue` (NaN becomes the minimum),
    /// moving the thumb over a quarter second when `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = value.isNaN ? storedMinimum : min(max(value, storedMinimum), storedMaximum)
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0,
                           options: [.beginFromCurrentState, .curveEaseInOut], animations: { self.layoutParts() })
        } else {
            layoutParts()
        }
    }

    // MARK: - Images per state

    /// Sets the thumb's image for `state`; nil removes it.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages.set(image, for: state)
        invalidateIntrinsicContentSize()
        updateAppearance()
    }

    /// Sets the image of the track before the thumb for `state`, stretched along it.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages.set(image, for: state)
        updateAppearance()
    }

    /// Sets the image of the track after the thumb for `state`, stretched along it.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages.set(image, for: state)
        updateAppearance()
    }

    /// The thumb image for `state`, or `.normal`'s when none was set for it.
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state]
    }

    /// The minimum track image for `state`, or `.normal`'s when none was set for it.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state]
    }

    /// The maximum track image for `state`, or `.normal`'s when none was set for it.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state]
    }

    /// The thumb image shown now (for the current state); nil while the default thumb shows.
    open var currentThumbImage: UIImage? { thumbImages[state] }

    /// The minimum track image shown now; nil while the tint colour fills the track.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state] }

    /// The maximum track image shown now; nil while the default gray fills the track.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state] }

    // MARK: - Geometry (overridable)

    /// The rectangle of the minimum value image: its size, at the bounds' leading end,
    /// centred vertically; empty without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle of the maximum value image: its size, at the bounds' trailing end,
    /// centred vertically; empty without an image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The whole track, between the value images: 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageSpacing }
        return CGRect(x: minX, y: bounds.midY - Self.trackHeight / 2, width: max(maxX - minX, 0), height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: the thumb image's size (28 points square for
    /// the default thumb), centred on the track vertically, its left edge at the track's
    /// start for the minimum value and its right edge at the track's end for the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let range = storedMaximum - storedMinimum
        let fraction = range > 0 ? CGFloat(min(max((value - storedMinimum) / range, 0), 1)) : 0
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: - Size and layout

    /// No intrinsic width; 31 points high, or the thumb image's height when taller.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    /// The width offered and the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAppearance()
    }

    override func stateDidChange(from previous: State) {
        super.stateDidChange(from: previous)
        updateAppearance()
    }

    // MARK: - Touches

    /// Inside the bounds, or on the thumb's enlarged touch target where it overhangs them.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || thumbTarget.contains(point)
    }

    /// Tracks a touch only when it lands on the thumb's touch target.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        guard thumbTarget.contains(location) else { return false }
        grabOffset = location.x - currentThumbRect.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch) }
        if !isContinuous && storedValue != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    /// A cancelled drag keeps the value it reached; a non-continuous slider reports it then,
    /// so the app never misses a value it shows (Vitrine's choice: Apple does not say).
    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    /// While the thumb is held, another view's recognizer (a scroll view's pan) may not
    /// take the touch, so dragging the thumb never scrolls.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isTracking && gestureRecognizer.view !== self { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Private

    private var contentHeight: CGFloat {
        max(Self.intrinsicHeight, currentThumbImage?.size.height ?? 0)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    /// The thumb's rectangle grown to the minimum touch target each way.
    private var thumbTarget: CGRect {
        let thumb = currentThumbRect
        let dx = max(Self.minimumThumbTarget - thumb.width, 0) / 2
        let dy = max(Self.minimumThumbTarget - thumb.height, 0) / 2
        return thumb.insetBy(dx: -dx, dy: -dy)
    }

    /// Moves the value so the thumb's centre sits `grabOffset` left of the finger.
    private func follow(_ touch: UITouch) {
        let track = trackRect(forBounds: bounds)
        let start = thumbRect(forBounds: bounds, trackRect: track, value: storedMinimum).midX
        let end = thumbRect(forBounds: bounds, trackRect: track, value: storedMaximum).midX
        guard end > start else { return }
        let centre = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((centre - start) / (end - start), 0), 1))
        let newValue = storedMinimum + (storedMaximum - storedMinimum) * fraction
        guard newValue != storedValue else { return }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrackView.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        thumbView.frame = thumb
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        // Round ends for the colour-filled tracks; images are shown as they are.
        minimumTrackView.layer.cornerRadius = currentMinimumTrackImage == nil ? track.height / 2 : 0
        maximumTrackView.layer.cornerRadius = currentMaximumTrackImage == nil ? track.height / 2 : 0
        thumbView.layer.cornerRadius = currentThumbImage == nil ? min(thumb.width, thumb.height) / 2 : 0
    }

    private func updateAppearance() {
        let minimumImage = currentMinimumTrackImage, maximumImage = currentMaximumTrackImage, thumbImage = currentThumbImage
        minimumTrackView.image = minimumImage
        minimumTrackView.backgroundColor = minimumImage == nil ? (minimumTrackTintColor ?? tintColor) : nil
        maximumTrackView.image = maximumImage
        maximumTrackView.backgroundColor = maximumImage == nil ? (maximumTrackTintColor ?? .systemFill) : nil
        thumbView.image = thumbImage
        thumbView.backgroundColor = thumbImage == nil ? (thumbTintColor ?? .white) : nil
        thumbView.layer.shadowOpacity = thumbImage == nil ? 0.2 : 0
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        // Disabled, the tracks and value images fade; the thumb stays opaque, so the track
        // does not show through it.
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        for view in [minimumValueImageView, maximumValueImageView, maximumTrackView, minimumTrackView] {
            view.alpha = alpha
        }
        layoutParts()
    }
}
