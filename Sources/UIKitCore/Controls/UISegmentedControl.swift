// Vitrine — Apache License 2.0
// A horizontal row of segments, each a title or an image, one of which is selected.
//
// Design note. The look is iOS 13 and later's, built from plain views (no draw(_:)): the
// control's own layer is the track, a rounded rectangle in `.tertiarySystemFill`; a
// "thumb" view, white (a dark grey in the dark appearance) with a soft shadow, sits under
// the selected segment, inset 2 points from the track; 1-point separators stand between
// neighbouring segments that are not selected (beside the thumb they hide); each
// segment's content view holds its title label or image view above the thumb.
//
// Apple documents the API, not these figures; Vitrine's choices, read from iOS screens
// and to be checked against a device: 32 points tall by default; track corner radius 9,
// thumb corner radius 7; separators inset 8 points above and below; titles in the 13-point
// system font, semibold in the selected segment; `.label` text, `.tertiaryLabel` when
// disabled; a pressed unselected segment shows its content at half alpha; each segment's
// automatic width in the intrinsic size is its content plus 12 points at each side (and
// the height grows past 32 for content taller than 24 points); the
// thumb slides over a quarter second, ease in and out.
//
// Widths: a segment with a width set keeps it; the others share what is left of the
// bounds equally, or in proportion to their content widths when
// `apportionsSegmentWidthsByContent` is set (Apple: "based on their content widths").
//
// Touches, as on iOS: a finger that goes down on an unselected, enabled segment presses
// it, the press follows the finger across enabled segments, and lifting inside the
// tracking area selects the pressed segment (`.valueChanged` and
// `.primaryActionTriggered` once, and the segment's UIAction, only when the selection
// changed). A finger that goes down on the selected segment drags the thumb: it slides
// to the enabled segment under the finger and the selection is committed on release (a
// release outside the tracking area puts it back). Disabled segments take no touches. In
// momentary mode a press shows the thumb under the segment while the finger is down;
// on release the segment is selected for the actions' duration (apps read
// `selectedSegmentIndex` in them) and then unselected again.
//
// Segment indices past the end are pinned to the last segment, as Apple documents for
// the per-segment methods; inserting past the end appends. Setting
// `selectedSegmentIndex` out of range selects no segment. Inserting or removing a segment
// keeps the same segment selected (removing the selected one selects none).

/// A control of horizontal segments, each working as a button, one selected at a time.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` meaning that no segment is selected: -1.
    public class var noSegment: Int { -1 }

    /// The height the control takes by default.
    static let defaultHeight: CGFloat = 32
    static let trackCornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static let thumbCornerRadius: CGFloat = 7
    static let separatorInset: CGFloat = 8
    static let separatorWidth: CGFloat = 1
    /// Space at each side of a segment's content, and above and below it, in the intrinsic size.
    static let contentPadding: CGFloat = 12
    static let contentVerticalPadding: CGFloat = 4
    static let titleFontSize: CGFloat = 13
    static let animationDuration: TimeInterval = 0.25
    /// The alpha of a pressed unselected segment's content.
    static let pressedContentAlpha: CGFloat = 0.5

    var segments: [SegmentedControlSegment] = []
    /// Draws the selected segment's background.
    let thumbView = UIImageView(frame: .zero)
    /// Draws a background image set for the normal state, over the track colour.
    let trackImageView = UIImageView(frame: .zero)
    /// One separator between each pair of neighbouring segments.
    private(set) var separatorViews: [UIImageView] = []

    private var storedSelectedIndex = -1
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var backgroundImages: [BarAppearanceKey: UIImage] = [:]
    private var dividerImages: [BarAppearanceKey: UIImage] = [:]

    // MARK: - Tracking state
    /// The unselected segment under a pressing finger.
    private(set) var pressedSegment: Int?
    /// Where the thumb is while a finger drags it (or presses in momentary mode).
    private var trackedThumbSegment: Int?
    private var isDraggingThumb = false

    // MARK: - Creating

    /// Creates a control with no segments at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = Self.trackCornerRadius
        trackImageView.isUserInteractionEnabled = false
        trackImageView.isHidden = true
        addSubview(trackImageView)
        thumbView.isUserInteractionEnabled = false
        thumbView.isHidden = true
        thumbView.layer.cornerRadius = Self.thumbCornerRadius
        // A soft shadow under the thumb, as on iOS.
        thumbView.layer.shadowOpacity = 0.12
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        addSubview(thumbView)
        updateColors()
    }

    /// Creates a control from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a control with a segment for each item, a `String` (a title) or a `UIImage`,
    /// sized to fit its segments. Items of other types are skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                appendSegment(SegmentedControlSegment(title: title, image: nil))
            } else if let image = item as? UIImage {
                appendSegment(SegmentedControlSegment(title: nil, image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control at `frame` with a segment for each action, showing its image, or
    /// its title without one; selecting the segment performs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { appendSegment(Self.segment(for: action)) }
    }

    // MARK: - Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (past the end appends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: title, image: nil), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment` (past the end appends).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: nil, image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` at `segment`: its image, or its title without one.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment` (past the end: the last).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinned(segment) else { return }
        segments.remove(at: index).contentView.removeFromSuperview()
        if storedSelectedIndex == index {
            storedSelectedIndex = -1
        } else if storedSelectedIndex > index {
            storedSelectedIndex -= 1
        }
        segmentsDidChange(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for segment in segments { segment.contentView.removeFromSuperview() }
        segments.removeAll()
        storedSelectedIndex = -1
        segmentsDidChange(animated: false)
    }

    /// Sets the title of `segment`; a segment shows a title or an image, the last set.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].title = title
        segments[index].image = nil
        segmentsDidChange(animated: false)
    }

    /// The title of `segment`, or nil when it shows an image.
    open func titleForSegment(at segment: Int) -> String? {
        pinned(segment).flatMap { segments[$0].title }
    }

    /// Sets the image of `segment`; a segment shows a title or an image, the last set.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].image = image
        segments[index].title = nil
        segmentsDidChange(animated: false)
    }

    /// The image of `segment`, or nil when it shows a title.
    open func imageForSegment(at segment: Int) -> UIImage? {
        pinned(segment).flatMap { segments[$0].image }
    }

    /// Sets the action of `segment`, showing its image, or its title without one.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        let made = Self.segment(for: action)
        segments[index].action = action
        segments[index].title = made.title
        segments[index].image = made.image
        segmentsDidChange(animated: false)
    }

    /// The action of `segment`, if it was made from or given one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        pinned(segment).flatMap { segments[$0].action }
    }

    /// The index of the segment whose action has `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// Enables or disables `segment`; a disabled segment is dimmed and takes no touches.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].isEnabled = enabled
        restyleSegments()
    }

    /// Whether `segment` is enabled; default true.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        pinned(segment).map { segments[$0].isEnabled } ?? false
    }

    /// Fixes the width of `segment`; 0 (the default) sizes it automatically. Negative or
    /// non-finite widths count as 0.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].width = width.isFinite ? max(0, width) : 0
        segmentsDidChange(animated: false)
    }

    /// The width fixed for `segment`, or 0 when it is sized automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        pinned(segment).map { segments[$0].width } ?? 0
    }

    /// Moves the content of `segment` by `offset` from its centred place; non-finite
    /// components count as 0.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].contentOffset = CGSize(width: offset.width.isFinite ? offset.width : 0,
                                               height: offset.height.isFinite ? offset.height : 0)
        setNeedsLayout()
    }

    /// How far the content of `segment` is moved from its centred place.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        pinned(segment).map { segments[$0].contentOffset } ?? .zero
    }

    /// Whether automatically sized segments share the width in proportion to their
    /// content instead of equally; default false.
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange(animated: false) }
    }

    // MARK: - Selection

    /// The selected segment, or `noSegment` (-1, the default). Setting it moves the thumb
    /// without animation and sends no event; an index out of range selects no segment.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            storedSelectedIndex = segments.indices.contains(newValue) ? newValue : -1
            placeThumb(at: isMomentary ? -1 : storedSelectedIndex, animated: false)
            restyleSegments()
        }
    }

    /// Whether segments only show as selected while pressed; default false.
    open var isMomentary = false {
        didSet {
            placeThumb(at: isMomentary ? -1 : storedSelectedIndex, animated: false)
            restyleSegments()
        }
    }

    /// The thumb's colour; nil (the default) is white (dark grey in the dark appearance).
    open var selectedSegmentTintColor: UIColor? {
        didSet { updateColors() }
    }

    // MARK: - Appearance

    /// Sets the title attributes (font, foreground colour, …) for `state`; those of
    /// `.normal` apply in every state unless the state's own override them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange(animated: false)
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Sets the image drawn for segments in `state`: `.normal`'s across the whole control,
    /// in place of the track colour, and `.selected`'s in the thumb.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[BarAppearanceKey(state.rawValue, 0, barMetrics)] = image
        updateColors()
    }

    /// The background image set for `state` and `barMetrics`, falling back to `.default`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarAppearanceKey(state.rawValue, 0, barMetrics)]
            ?? backgroundImages[BarAppearanceKey(state.rawValue, 0, .default)]
    }

    /// Sets the image drawn between a segment in `leftState` and one in `rightState`; it
    /// replaces the separator, and shows beside the thumb too.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        dividerImages[BarAppearanceKey(leftState.rawValue, rightState.rawValue, barMetrics)] = image
        setNeedsLayout()
        updateSeparators()
    }

    /// The divider image set for the pair of states and `barMetrics`, falling back to `.default`.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[BarAppearanceKey(leftState.rawValue, rightState.rawValue, barMetrics)]
            ?? dividerImages[BarAppearanceKey(leftState.rawValue, rightState.rawValue, .default)]
    }

    // MARK: - Size and layout

    /// Each automatic segment as wide as the widest content (or its own content, when
    /// apportioned) plus 12 points at each side, plus the fixed widths; 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let contents = segments.indices.map { contentSize(of: $0) }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let padded = automatic.map { contents[$0].width + 2 * Self.contentPadding }
        let width = apportionsSegmentWidthsByContent
            ? padded.reduce(0, +) : CGFloat(automatic.count) * (padded.max() ?? 0)
        let tallest = contents.map(\.height).max() ?? 0
        return CGSize(width: (fixed + width).rounded(.up), height: max(Self.defaultHeight, tallest + 2 * Self.contentVerticalPadding))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        trackImageView.frame = bounds
        let frames = segmentFrames()
        for (index, segment) in segments.enumerated() {
            segment.layout(in: frames[index], attributes: attributes(for: index))
        }
        if !isDraggingThumb && trackedThumbSegment == nil {
            placeThumb(at: isMomentary ? -1 : storedSelectedIndex, animated: false)
        }
        layoutSeparators(frames)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
        restyleSegments()
    }

    /// Each segment's rectangle in the bounds (see "Widths" in the note at the top).
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, bounds.width - fixed)
        var widths = segments.map(\.width)
        if apportionsSegmentWidthsByContent {
            let contents = automatic.map { contentSize(of: $0).width + 2 * Self.contentPadding }
            let total = contents.reduce(0, +)
            for (n, index) in automatic.enumerated() {
                widths[index] = total > 0 ? remaining * contents[n] / total : remaining / CGFloat(automatic.count)
            }
        } else {
            for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
        }
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    // MARK: - Control

    override func stateDidChange(from previous: State) {
        super.stateDidChange(from: previous)
        restyleSegments()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = enabledSegment(atX: touch.location(in: self).x) else { return false }
        if !isMomentary && index == storedSelectedIndex {
            isDraggingThumb = true
            trackedThumbSegment = index
        } else {
            press(index)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = enabledSegment(atX: touch.location(in: self).x)
        if isDraggingThumb {
            // The thumb stays on the last enabled segment the finger was over.
            if let index, index != trackedThumbSegment {
                trackedThumbSegment = index
                placeThumb(at: index, animated: true)
                restyleSegments()
            }
        } else {
            press(isTouchInside ? index : nil)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = isTouchInside ? (isDraggingThumb ? trackedThumbSegment : pressedSegment) : nil
        finishTracking()
        guard let chosen else {
            placeThumb(at: isMomentary ? -1 : storedSelectedIndex, animated: true)
            return
        }
        if isMomentary {
            storedSelectedIndex = chosen
            sendSelectionActions(for: chosen)
            storedSelectedIndex = -1
            placeThumb(at: -1, animated: true)
            restyleSegments()
            return
        }
        let changed = chosen != storedSelectedIndex
        storedSelectedIndex = chosen
        placeThumb(at: chosen, animated: true)
        restyleSegments()
        if changed { sendSelectionActions(for: chosen) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishTracking()
        placeThumb(at: isMomentary ? -1 : storedSelectedIndex, animated: true)
    }

    // MARK: - Private

    private static func segment(for action: UIAction) -> SegmentedControlSegment {
        SegmentedControlSegment(title: action.image == nil ? action.title : nil, image: action.image, action: action)
    }

    /// `segment` pinned into the segments' range, or nil without segments.
    private func pinned(_ segment: Int) -> Int? {
        segments.isEmpty ? nil : min(max(segment, 0), segments.count - 1)
    }

    private func appendSegment(_ segment: SegmentedControlSegment) {
        insert(segment, at: segments.count, animated: false)
    }

    private func insert(_ segment: SegmentedControlSegment, at index: Int, animated: Bool) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        addSubview(segment.contentView)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange(animated: animated)
    }

    private func segmentsDidChange(animated: Bool) {
        while separatorViews.count < max(0, segments.count - 1) {
            let separator = UIImageView(frame: .zero)
            separator.isUserInteractionEnabled = false
            separatorViews.append(separator)
            insertSubview(separator, aboveSubview: trackImageView)
        }
        while separatorViews.count > max(0, segments.count - 1) { separatorViews.removeLast().removeFromSuperview() }
        restyleSegments()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if animated && window != nil {
            UIView.animate(withDuration: Self.animationDuration) { self.layoutIfNeeded() }
        }
    }

    /// The title attributes of segment `index` in its present state: the defaults, then
    /// `.normal`'s, then the state's own.
    private func attributes(for index: Int) -> [NSAttributedString.Key: Any] {
        let selected = index == thumbSegment
        let weight: UIFont.Weight = selected ? .semibold : .regular
        let enabled = isEnabled && segments[index].isEnabled
        var result: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: Self.titleFontSize, weight: weight),
            .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
        ]
        result.merge(titleAttributes[UIControl.State.normal.rawValue] ?? [:]) { $1 }
        var state: UIControl.State = []
        if selected { state = .selected }
        if pressedSegment == index { state = .highlighted }
        if !enabled { state = .disabled }
        if !state.isEmpty { result.merge(titleAttributes[state.rawValue] ?? [:]) { $1 } }
        return result
    }

    private func contentSize(of index: Int) -> CGSize {
        segments[index].contentSize(attributes: attributes(for: index))
    }

    private func restyleSegments() {
        for (index, segment) in segments.enumerated() {
            segment.style(attributes: attributes(for: index), alpha: pressedSegment == index ? Self.pressedContentAlpha : 1)
        }
        updateSeparators()
        setNeedsLayout()
    }

    /// The enabled segment whose column holds `x` (clamped into the bounds), if any.
    private func enabledSegment(atX x: CGFloat) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        let x = min(max(x, 0), bounds.width - 0.001)
        let index = frames.firstIndex { $0.minX <= x && x < $0.maxX } ?? frames.count - 1
        return segments[index].isEnabled ? index : nil
    }

    private func press(_ index: Int?) {
        guard index != pressedSegment else { return }
        pressedSegment = index
        if isMomentary {
            trackedThumbSegment = index
            placeThumb(at: index ?? -1, animated: false)
        }
        restyleSegments()
    }

    private func finishTracking() {
        isDraggingThumb = false
        trackedThumbSegment = nil
        pressedSegment = nil
        restyleSegments()
    }

    private func sendSelectionActions(for index: Int) {
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        if let action = segments[index].action { sendAction(action) }
    }

    /// Puts the thumb under segment `index` (hidden for none), sliding it when `animated`
    /// and it was already showing.
    private func placeThumb(at index: Int, animated: Bool) {
        let frames = segmentFrames()
        guard frames.indices.contains(index) else {
            thumbView.isHidden = true
            updateSeparators()
            return
        }
        let inset = Self.thumbInset
        let target = frames[index].insetBy(dx: inset, dy: inset)
        if animated && !thumbView.isHidden {
            UIView.animate(withDuration: Self.animationDuration, delay: 0,
                           options: [.beginFromCurrentState, .curveEaseInOut]) { self.thumbView.frame = target }
        } else if thumbView.frame != target {
            // Only when it moved: a layout pass must not cut short a slide under way.
            thumbView.frame = target
        }
        thumbView.isHidden = false
        updateSeparators()
    }

    /// The segment the thumb is under now (while tracked, else the selected one), or nil.
    var thumbSegment: Int? {
        if let trackedThumbSegment { return trackedThumbSegment }
        return !isMomentary && segments.indices.contains(storedSelectedIndex) ? storedSelectedIndex : nil
    }
}
