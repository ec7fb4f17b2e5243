// Vitrine — Apache License 2.0
// An on/off switch.
//
// Design note. iOS's switch is always 51 × 31 points, whatever frame it is given, and
// Vitrine keeps that: the frame and bounds setters keep the origin and force the size.
// Its look is two plain subviews, no drawing: the track, a capsule (cornerRadius half
// the height) that is the on tint when on and a light system fill (systemFill, the
// gray iOS 13 and later show) when off, and the thumb, a 27-point white circle with a
// soft shadow, inset 2 points from the track's ends. These figures are iOS's switch as
// measured on screen (a 51 × 31 frame, 27-point knob; Apple's iOS design kit shows the same).
//
// A tap toggles on touch-up inside. Dragging moves the thumb with the finger; on
// release the switch takes the side the thumb is nearer, so dragging across toggles
// and dragging back does not. A change made by the user animates the thumb with
// UIView.animate and sends `.valueChanged` (and `.primaryActionTriggered`) once;
// `isOn` and `setOn(_:animated:)` from code send nothing, as on iOS.

/// A control that offers a binary choice, on or off.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The fixed size: 51 × 31 points.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edges.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How far a finger must move before it is dragging the thumb rather than tapping.
    static let dragThreshold: CGFloat = 4
    /// The thumb's slide, as long as iOS's (about a quarter second).
    static let animationDuration: TimeInterval = 0.25

    let trackView = UIView()
    let thumbView = UIView()

    /// Whether the switch is on; setting it moves the thumb without animation and sends no event.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    private var storedIsOn = false

    /// The track's colour when on; nil (the default) is systemGreen.
    open var onTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The thumb's colour; nil (the default) is white.
    open var thumbTintColor: UIColor? {
        didSet { updateColors() }
    }

    // Drag tracking.
    private var touchStartX: CGFloat = 0
    private var thumbStartX: CGFloat = 0
    private var isDraggingThumb = false

    /// Creates a switch at `frame`'s origin; its size is always 51 × 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        trackView.layer.cornerRadius = Self.size.height / 2
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        // A soft drop shadow under the knob, as on iOS.
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumbView.layer.shadowRadius = 2.5
        for view in [trackView, thumbView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        trackView.frame = CGRect(origin: .zero, size: Self.size)
        thumbView.frame = thumbFrame(on: false)
        updateColors()
    }

    /// Creates a switch from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the state, sliding the thumb over a quarter second when `animated`. Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        let apply = {
            self.thumbView.frame = self.thumbFrame(on: on)
            self.updateColors()
        }
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0,
                           options: [.beginFromCurrentState, .curveEaseInOut], animations: apply)
        } else {
            apply()
        }
    }

    // MARK: - Size

    /// The frame's origin is kept; its size is always 51 × 31 points.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// The bounds' origin is kept; its size is always 51 × 31 points.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
    }

    /// A disabled switch shows at half opacity, as iOS dims it.
    override func stateDidChange(from previous: State) {
        super.stateDidChange(from: previous)
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        trackView.alpha = alpha
        thumbView.alpha = alpha
    }

    // MARK: - Accessibility (see UIControl+Accessibility.swift)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityValue: String? { onOffAccessibilityValue }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStartX = touch.location(in: self).x
        thumbStartX = thumbView.frame.minX
        isDraggingThumb = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - touchStartX
        if !isDraggingThumb && abs(dx) >= Self.dragThreshold { isDraggingThumb = true }
        guard isDraggingThumb else { return true }
        // The thumb follows the finger between its two resting places.
        let x = min(max(thumbStartX + dx, thumbFrame(on: false).minX), thumbFrame(on: true).minX)
        thumbView.frame.origin.x = x
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if isDraggingThumb {
            // The side the thumb is nearer wins.
            let middle = (thumbFrame(on: false).minX + thumbFrame(on: true).minX) / 2
            newValue = thumbView.frame.minX > middle
        } else {
            newValue = isTouchInside ? !storedIsOn : storedIsOn
        }
        isDraggingThumb = false
        let changed = newValue != storedIsOn
        setOn(newValue, animated: true)
        if changed { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        isDraggingThumb = false
        setOn(storedIsOn, animated: true)
    }

    // MARK: - Private

    private func thumbFrame(on: Bool) -> CGRect {
        let d = Self.thumbDiameter, inset = Self.thumbInset
        let x = on ? Self.size.width - inset - d : inset
        return CGRect(x: x, y: inset, width: d, height: d)
    }

    private func updateColors() {
        trackView.backgroundColor = storedIsOn ? (onTintColor ?? .systemGreen) : .systemFill
        thumbView.backgroundColor = thumbTintColor ?? .white
    }
}
