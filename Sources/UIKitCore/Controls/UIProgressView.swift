// Vitrine — Apache License 2.0
// A bar that fills from the left as a task progresses.
//
// Design note. Two plain subviews make the look, no drawing: the track fills the
// bounds, and the fill on top of it is as wide as `progress` of the bounds. Both are
// rounded with `cornerRadius` (half the height, for round ends) in the default style.
// They are views rather than bare layers so `setProgress(_:animated:)` can animate the
// fill's frame with UIView.animate.
//
// `observedProgress` is followed by polling (UIProgressView+ObservedProgress.swift):
// Foundation on Linux has no key-value observing of `Progress`.

/// A view that shows how far a task has progressed as a filling bar.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's height: 4 points, the height iOS 7 and later give a default-style
    /// progress view in `sizeThatFits` (a bar-style one is 2.5 points high there).
    static let defaultHeight: CGFloat = 4
    static let barHeight: CGFloat = 2.5

    let trackView = UIView()
    let fillView = UIView()

    /// The look; default `.default`.
    open var progressViewStyle: Style = .default {
        didSet { updateColors(); setNeedsLayout() }
    }

    /// How far the task has got, 0 to 1; values outside are clamped.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    private var storedProgress: Float = 0

    /// The fill's colour; nil (the default) uses the tint colour.
    open var progressTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The track's colour; nil (the default) uses a light system gray (systemGray5),
    /// close to the track iOS shows.
    open var trackTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The progress the bar follows: while set, `progress` takes its `fractionCompleted`,
    /// animated, as UIKit documents. Set nil to set `progress` by hand again.
    ///
    /// Foundation on Linux cannot observe a `Progress`, so the view reads it once per frame
    /// while it is in a window and the progress is neither finished nor cancelled.
    open var observedProgress: Progress? {
        didSet { observedProgressDidChange() }
    }

    /// The display link that polls `observedProgress`, while one is followed on screen.
    var progressPoll: CADisplayLink?

    /// Creates a progress view of `style`, 4 points high (2.5 for `.bar`) and no width.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size.height = style == .bar ? Self.barHeight : Self.defaultHeight
    }

    /// Creates a default-style progress view filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [trackView, fillView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        updateColors()
        layoutBar()
    }

    /// Creates a progress view from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets `progress` (clamped to 0…1), moving the fill there over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        storedProgress = clamped
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut],
                           animations: { self.layoutBar() })
        } else {
            layoutBar()
        }
    }

    // MARK: - Size and layout

    /// No intrinsic width; the style's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: height(for: progressViewStyle))
    }

    /// The width offered and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(for: progressViewStyle))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateProgressPolling()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
    }

    // MARK: - Accessibility (see UIControl+Accessibility.swift)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityValue: String? { percentAccessibilityValue }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    // MARK: - Private

    private func height(for style: Style) -> CGFloat {
        style == .bar ? Self.barHeight : Self.defaultHeight
    }

    private func layoutBar() {
        trackView.frame = bounds
        var fill = bounds
        fill.size.width = bounds.width * CGFloat(storedProgress)
        fillView.frame = fill
        // Round ends in the default style, as iOS draws them; square in the bar style.
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        trackView.layer.cornerRadius = radius
        fillView.layer.cornerRadius = radius
    }

    private func updateColors() {
        fillView.backgroundColor = progressTintColor ?? tintColor
        trackView.backgroundColor = trackTintColor ?? .systemGray5
    }
}
