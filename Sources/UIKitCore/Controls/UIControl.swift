// Vitrine — Apache License 2.0
// The base class of controls: the touch-tracking state machine and the events it sends.
//
// Design note. A control follows one touch at a time, the first that reaches it; other
// fingers are ignored until that one lifts or is cancelled, even with
// `isMultipleTouchEnabled` (the router already withholds them when it is off).
//
//   began      isTouchInside and isHighlighted become true; `beginTracking` decides
//              `isTracking`; when tracking, `.touchDown` (plus `.touchDownRepeat` when
//              the touch's tapCount is above 1) is sent.
//   moved      isTouchInside and isHighlighted follow the finger; when tracking,
//              `continueTracking` decides whether to go on, and `.touchDragInside` or
//              `.touchDragOutside` is sent, with `.touchDragEnter` / `.touchDragExit`
//              when the finger crossed the edge of the tracking area.
//   ended      isHighlighted becomes false; when tracking, `endTracking` then
//              `.touchUpInside` or `.touchUpOutside`.
//   cancelled  isHighlighted becomes false; when tracking, `cancelTracking` then
//              `.touchCancel`. A gesture recognizer that takes the touch cancels it this way.
//
// `isTracking` and `isTouchInside` keep their values through `endTracking` and
// `cancelTracking` and the actions sent after them (subclasses read `isTouchInside` in
// `endTracking`), and read false afterwards.
//
// The tracking area is the bounds grown by `trackingMargin` (70 points) on every side,
// not the bounds: a finger that slides a little off a button and lifts still counts as
// a tap, as on iOS. Apple does not document the figure. 70 points is the margin
// iOS 7 and later are widely reported to use (measured with `.touchDragExit` by
// developers; Stack Overflow question 14340122 reports about 100 points on earlier
// releases); Vitrine takes 70. A subclass that widens `point(inside:with:)` widens the
// area too.
//
// The base class never sends `.primaryActionTriggered`: Apple sends it from the
// subclasses that have a primary action (a button on touch-up inside, a segmented
// control or switch on value change). A subclass in this module turns it on for
// touch-up inside with `sendsPrimaryActionOnTouchUpInside`.
//
// A disabled control takes no touches: hit-testing passes through it (and its subviews)
// to the views behind, as on iOS, where a disabled button in a table cell lets the tap
// select the cell, and a recognizer attached to a disabled control never fires. Its
// `isUserInteractionEnabled` is left as it was. Disabling a control while it tracks
// cancels the tracking (`cancelTracking(with: nil)`) without sending `.touchCancel`.

/// The base class for controls: views that send actions to targets in response to
/// touches.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside its bounds a touch still counts as inside, on every side: 70
    /// points (see the note at the top of this file).
    static let trackingMargin: CGFloat = 70

    /// The registered targets, actions and UIActions, in the order they were added.
    var targetActions: [ControlTargetAction] = []
    private weak var trackedTouch: UITouch?

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive; unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - State

    /// Whether the control responds to touches; default true. A disabled control ignores
    /// touch events and adds `.disabled` to `state`.
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled { stopTrackingForDisabling() }
            stateDidChange(from: oldState(enabled: oldValue))
        }
    }

    /// Whether the control is selected; default false. Subclasses and apps set it; the
    /// base class never does.
    open var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            stateDidChange(from: oldState(selected: oldValue))
        }
    }

    /// Whether the control draws highlighted; set while a touch is down inside the
    /// tracking area and cleared when it lifts.
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            stateDidChange(from: oldState(highlighted: oldValue))
        }
    }

    /// The control's state: `.highlighted`, `.disabled` and `.selected` as its flags say.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is following a touch (`beginTracking` accepted it and
    /// `continueTracking` has not stopped it).
    open private(set) var isTracking = false

    /// Whether the tracked touch is inside the tracking area (the bounds plus the margin).
    open private(set) var isTouchInside = false

    /// How the control's content is placed vertically; default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// How the control's content is placed horizontally; default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// The horizontal alignment with `.leading` and `.trailing` resolved: left and right,
    /// since Vitrine lays out left to right only.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    /// Called after `state` changed, with the previous state. The hook for subclasses in
    /// this module (UIButton) to update their appearance; does nothing here.
    func stateDidChange(from previous: State) {}

    /// The state's traits (`.notEnabled`, `.selected`), see UIControl+Accessibility.swift.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { stateAccessibilityTraits }

    /// Whether touch-up inside also sends `.primaryActionTriggered`; false for the base
    /// class, which has no primary action. UIButton overrides it.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether a touch down shows the control's menu (a button's `menu`) instead of
    /// tracking the touch; default false. See UIControl+Menu.swift.
    open var showsMenuAsPrimaryAction = false
    /// The menu `showsMenuAsPrimaryAction` shows; UIButton gives its `menu`.
    var primaryMenu: UIMenu? { nil }

    // MARK: - Tracking (overridden by subclasses)

    /// Called when a touch goes down in the control; return whether to track it.
    /// Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch moves; return whether to go on tracking it.
    /// Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: - Actions

    /// Sends the actions registered for any of `controlEvents`, as if the events happened.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: - Hit-testing

    /// As UIView's, except that a disabled control takes no touches (see the note at the
    /// top of this file).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: - Touches

    /// Starts tracking the first touch; the control handles its touches and does not
    /// pass them up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
        if showsMenuAsPrimaryAction, let menu = primaryMenu {
            // The menu takes over: this touch sends no touch-up.
            trackedTouch = nil
            isTracking = false
            isTouchInside = false
            isHighlighted = false
            showPrimaryMenu(menu)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch, with: event)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside && wasInside { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isTouchInside = isInTrackingArea(touch, with: event)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            var events: Event = isTouchInside ? .touchUpInside : .touchUpOutside
            if isTouchInside && sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
            sendActions(for: events, with: event)
        }
        isTracking = false
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, with: event)
        }
        isTracking = false
        isTouchInside = false
    }

    // MARK: - Private

    private func isInTrackingArea(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let margin = Self.trackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
    }

    private func stopTrackingForDisabling() {
        guard trackedTouch != nil else { return }
        trackedTouch = nil
        isHighlighted = false
        if isTracking { cancelTracking(with: nil) }
        isTracking = false
        isTouchInside = false
    }

    private func oldState(enabled: Bool? = nil, selected: Bool? = nil, highlighted: Bool? = nil) -> State {
        var state: State = .normal
        if highlighted ?? isHighlighted { state.insert(.highlighted) }
        if !(enabled ?? isEnabled) { state.insert(.disabled) }
        if selected ?? isSelected { state.insert(.selected) }
        return state
    }
}
