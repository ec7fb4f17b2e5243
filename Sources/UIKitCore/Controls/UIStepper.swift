// Vitrine — Apache License 2.0
import PlatformCore
// A control with a minus and a plus segment that step a value down and up.
//
// Design note. iOS 13 and later draw the stepper 94 × 32 points whatever its frame, and
// Vitrine keeps that, as UISwitch keeps its size. The look is subviews, no drawing: two
// 47-point segments with the outer corners rounded 8 points (tertiarySystemFill, the
// light gray iOS shows; systemFill, a shade darker, while pressed), a 1 × 18-point divider
// between them, and in each a glyph made of 14 × 2-point bars (one for minus, two crossed
// for plus) in the label colour, or tertiaryLabel when the segment is disabled. Glyph bars
// sit on whole points so they stay sharp. Per-state images replace these parts: a
// background image is stretched over each segment for that segment's state, the divider
// image is picked by both segments' states, and the glyph images are centred in their
// segments. The corner radius, divider length and glyph sizes are Vitrine's reading of
// iOS's look; Apple documents none of them.
//
// A press steps at once, right after `.touchDown`; a segment at its limit is disabled (unless
// `wraps`): it takes no touch. Holding repeats the step (`autorepeat`), faster the longer
// the press lasts, as Apple describes without figures. Vitrine's timing: the first repeat
// 0.5 s after touch-down, the next four 0.2 s apart, the next fifteen 0.1 s apart, then
// 0.05 s apart. The repeats run on the event loop's timers (the loop the touch came
// through), so tests move time with the loop; they pause while the finger is outside the
// tracking area and start again, with the first delay, when it comes back. A continuous
// stepper sends `.valueChanged` (and `.primaryActionTriggered`) for each step; a
// non-continuous one sends them once when the press ends, if the value changed.

/// A control for incrementing or decrementing a value.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The fixed size: 94 × 32 points.
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let dividerSize = CGSize(width: 1, height: 18)
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2
    /// The wait before the first repeat, then the gap between repeats by how many ran.
    static let autorepeatDelay: TimeInterval = 0.5
    static func autorepeatInterval(afterRepeats count: Int) -> TimeInterval {
        count < 5 ? 0.2 : count < 20 ? 0.1 : 0.05
    }

    /// The two segments, decrement (left) and increment (right).
    enum Segment { case decrement, increment }

    let decrementBackground = UIImageView(frame: .zero)
    let incrementBackground = UIImageView(frame: .zero)
    let dividerView = UIImageView(frame: .zero)
    let minusBar = UIView()
    let plusBars = [UIView(), UIView()]
    let decrementImageView = UIImageView(frame: .zero)
    let incrementImageView = UIImageView(frame: .zero)

    // MARK: - Value

    /// The value, kept within `minimumValue…maximumValue`; default 0. Setting it sends no event.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = newValue.isNaN ? storedMinimum : min(max(newValue, storedMinimum), storedMaximum)
            updateAppearance()
        }
    }

    /// The lowest value; default 0. Set above `maximumValue`, both become the new value
    /// (Apple documents this for UIStepper).
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard !newValue.isNaN else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            value = storedValue
        }
    }

    /// The highest value; default 100. Set below `minimumValue`, both become the new value.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard !newValue.isNaN else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            value = storedValue
        }
    }

    /// The amount one press adds or takes away; default 1. It must be above 0: UIKit raises
    /// an exception for 0, negative or NaN steps; Vitrine keeps the previous step instead.
    open var stepValue: Double {
        get { storedStep }
        set { if newValue > 0 && newValue.isFinite { storedStep = newValue } }
    }

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// Whether each step sends `.valueChanged` (true, the default) or only the press's end.
    open var isContinuous = true

    /// Whether holding a segment repeats its step; default true.
    open var autorepeat = true

    /// Whether stepping past one end goes to the other (and the segments never disable);
    /// default false.
    open var wraps = false {
        didSet { updateAppearance() }
    }

    // MARK: - Images

    var backgroundImages = ControlStateValues<UIImage>()
    var incrementImages = ControlStateValues<UIImage>()
    var decrementImages = ControlStateValues<UIImage>()
    /// Divider images keyed by the left and right segments' states.
    private var dividerImages: [[UInt]: UIImage] = [:]

    // MARK: - Tracking state

    private var pressedSegment: Segment?
    private var valueAtTouchDown: Double = 0
    private weak var repeatLoop: (any EventLoop)?
    private var repeatTimer: EventRegistration?
    private var repeatCount = 0

    // MARK: - Initializers

    /// Creates a stepper at `frame`'s origin; its size is always 94 × 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        let parts: [UIView] = [decrementBackground, incrementBackground, dividerView, minusBar] + plusBars
            + [decrementImageView, incrementImageView]
        for view in parts {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        layoutParts()
        updateAppearance()
    }

    /// Creates a stepper from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Images per state

    /// Sets the image stretched over each segment that is in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages.set(image, for: state)
        updateAppearance()
    }

    /// The background image for `state`, or `.normal`'s when none was set for it.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state]
    }

    /// Sets the image shown between the segments when the left one is in `leftState` and the
    /// right one in `rightState`.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages[[leftState.rawValue, rightState.rawValue]] = image
        updateAppearance()
    }

    /// The divider image for the two states, or the one for both `.normal` when none was set.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State,
                           rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[[leftState.rawValue, rightState.rawValue]]
            ?? dividerImages[[UIControl.State.normal.rawValue, UIControl.State.normal.rawValue]]
    }

    /// Sets the image in the plus segment for `state`, replacing the drawn plus sign.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages.set(image, for: state)
        updateAppearance()
    }

    /// The increment image for `state`, or `.normal`'s when none was set for it.
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state]
    }

    /// Sets the image in the minus segment for `state`, replacing the drawn minus sign.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages.set(image, for: state)
        updateAppearance()
    }

    /// The decrement image for `state`, or `.normal`'s when none was set for it.
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state]
    }

    // MARK: - Size

    /// The frame's origin is kept; its size is always 94 × 32 points.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// The bounds' origin is kept; its size is always 94 × 32 points.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAppearance()
    }

    override func stateDidChange(from previous: State) {
        super.stateDidChange(from: previous)
        updateAppearance()
    }

    // MARK: - Tracking

    /// Takes a touch on an enabled segment.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let segment: Segment = touch.location(in: self).x < bounds.midX ? .decrement : .increment
        guard isSegmentEnabled(segment) else { return false }
        pressedSegment = segment
        valueAtTouchDown = storedValue
        repeatLoop = event?.arena?.loop
        return true
    }

    /// Steps once when a press starts, after `.touchDown` has gone out, and starts the repeats.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesBegan(touches, with: event)
        guard !wasTracking, isTracking, let segment = pressedSegment else { return }
        step(segment)
        scheduleRepeat(after: Self.autorepeatDelay, resetting: true)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // The base class has just updated isTouchInside: repeats run only while inside.
        if !isTouchInside {
            cancelRepeat()
        } else if repeatTimer == nil {
            scheduleRepeat(after: Self.autorepeatDelay, resetting: true)
        }
        updateAppearance()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
    }

    // MARK: - Private

    private func isSegmentEnabled(_ segment: Segment) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return segment == .decrement ? storedValue > storedMinimum : storedValue < storedMaximum
    }

    private func state(of segment: Segment) -> UIControl.State {
        if !isSegmentEnabled(segment) { return .disabled }
        return pressedSegment == segment && isTouchInside ? .highlighted : .normal
    }

    /// Steps the value once; wraps or holds at the ends.
    private func step(_ segment: Segment) {
        var newValue = segment == .increment ? storedValue + storedStep : storedValue - storedStep
        if newValue > storedMaximum {
            newValue = wraps ? storedMinimum : storedMaximum
        } else if newValue < storedMinimum {
            newValue = wraps ? storedMaximum : storedMinimum
        }
        guard newValue != storedValue else { return }
        storedValue = newValue
        updateAppearance()
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    private func scheduleRepeat(after delay: TimeInterval, resetting: Bool) {
        guard autorepeat, let loop = repeatLoop else { return }
        if resetting { repeatCount = 0 }
        repeatTimer?.cancel()
        repeatTimer = loop.schedule(after: delay) { [weak self] in self?.repeatStep() }
    }

    private func repeatStep() {
        repeatTimer = nil
        guard let segment = pressedSegment, isTracking, isTouchInside else { return }
        step(segment)
        repeatCount += 1
        // A segment that reached its limit stops repeating.
        guard isSegmentEnabled(segment) else { return }
        scheduleRepeat(after: Self.autorepeatInterval(afterRepeats: repeatCount), resetting: false)
    }

    private func cancelRepeat() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    private func finishPress() {
        cancelRepeat()
        pressedSegment = nil
        repeatLoop = nil
        updateAppearance()
        if !isContinuous && storedValue != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    private func layoutParts() {
        let half = Self.size.width / 2, height = Self.size.height
        decrementBackground.frame = CGRect(x: 0, y: 0, width: half, height: height)
        incrementBackground.frame = CGRect(x: half, y: 0, width: half, height: height)
        decrementBackground.layer.maskedCorners = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        incrementBackground.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        // Glyph bars on whole points around each segment's centre (23.5 and 70.5 → 23 and 70).
        let length = Self.glyphLength, thickness = Self.glyphThickness
        let midY = (height / 2).rounded(.down)
        let minusX = (half / 2).rounded(.down), plusX = (half + half / 2).rounded(.down)
        minusBar.frame = CGRect(x: minusX - length / 2, y: midY - thickness / 2, width: length, height: thickness)
        plusBars[0].frame = CGRect(x: plusX - length / 2, y: midY - thickness / 2, width: length, height: thickness)
        plusBars[1].frame = CGRect(x: plusX - thickness / 2, y: midY - length / 2, width: thickness, height: length)
    }

    private func updateAppearance() {
        let left = state(of: .decrement), right = state(of: .increment)
        for (view, segmentState) in [(decrementBackground, left), (incrementBackground, right)] {
            let image = backgroundImages[segmentState]
            view.image = image
            view.backgroundColor = image == nil ? (segmentState == .highlighted ? .systemFill : .tertiarySystemFill) : nil
            view.layer.cornerRadius = image == nil ? Self.cornerRadius : 0
        }
        // The divider: the image for both states, else a gray line centred in the control.
        let divider = dividerImage(forLeftSegmentState: left, rightSegmentState: right)
        let dividerSize = divider?.size ?? Self.dividerSize
        dividerView.image = divider
        dividerView.backgroundColor = divider == nil ? .opaqueSeparator : nil
        dividerView.frame = CGRect(x: (Self.size.width - dividerSize.width) / 2, y: (Self.size.height - dividerSize.height) / 2,
                                   width: dividerSize.width, height: dividerSize.height)
        updateGlyph(image: decrementImages[left], in: decrementImageView, bars: [minusBar], state: left,
                    centreX: Self.size.width / 4)
        updateGlyph(image: incrementImages[right], in: incrementImageView, bars: plusBars, state: right,
                    centreX: Self.size.width * 3 / 4)
    }

    private func updateGlyph(image: UIImage?, in imageView: UIImageView, bars: [UIView], state: UIControl.State, centreX: CGFloat) {
        let colour: UIColor = state == .disabled ? .tertiaryLabel : .label
        for bar in bars {
            bar.isHidden = image != nil
            bar.backgroundColor = colour
        }
        imageView.image = image
        imageView.isHidden = image == nil
        imageView.alpha = state == .disabled && image != nil ? 0.5 : 1
        let size = image?.size ?? .zero
        imageView.frame = CGRect(x: centreX - size.width / 2, y: (Self.size.height - size.height) / 2,
                                 width: size.width, height: size.height)
    }
}
