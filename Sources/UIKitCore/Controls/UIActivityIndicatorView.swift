// Vitrine — Apache License 2.0
// The spinning "busy" indicator.
//
// Design note. The look is composed from layers, never drawn: eight rounded bars
// (spokes) — the count iOS's medium indicator shows — sit in one container layer, each
// with a fixed opacity that fades round the circle behind the leading spoke. Animating
// turns the container by one eighth of a turn at each eighth of a second (a repeating
// discrete keyframe animation on "transform.rotation.z"), so the bright spoke steps
// round once a second as on iOS, and the compositor redraws no backing store per frame.

/// A view that shows that a task is in progress with a spinning wheel of spokes.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The number of spokes: 8, as iOS's medium indicator (iOS 13 and later) shows.
    static let spokeCount = 8
    /// The key of the spinning animation on the spokes' container.
    static let spinKey = "vitrine.activityIndicator.spin"

    /// The container the spokes sit in; it turns while animating.
    let spokesLayer = CALayer.controlPart()
    private var spokes: [CALayer] = []

    /// The size and look; changing it changes the intrinsic size and the colour of the
    /// deprecated styles.
    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            if colorWasSet == false { storedColor = style.defaultColor }
            buildSpokes()
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the spokes.
    open var color: UIColor! {
        get { storedColor }
        set {
            storedColor = newValue ?? style.defaultColor
            colorWasSet = newValue != nil
            applyColor()
        }
    }

    private var storedColor: UIColor
    private var colorWasSet = false

    /// Whether the view hides itself while it is not animating; default true.
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped { isHidden = !isAnimating } }
    }

    /// Whether the indicator is spinning.
    open private(set) var isAnimating = false

    /// Creates an indicator of `style`, sized to it.
    public init(style: Style) {
        self.style = style
        storedColor = style.defaultColor
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        commonInit()
    }

    /// Creates a medium indicator in `frame`; the spokes keep the style's size, centred.
    public override init(frame: CGRect) {
        storedColor = Style.medium.defaultColor
        super.init(frame: frame)
        commonInit()
    }

    /// Creates an indicator from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func commonInit() {
        layer.addSublayer(spokesLayer)
        buildSpokes()
        // Stopped at first, so hidden while `hidesWhenStopped` holds, as on iOS.
        isHidden = hidesWhenStopped
    }

    // MARK: - Animating

    /// Starts the spokes turning (and shows the view).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        addSpinAnimation()
    }

    /// Stops the spokes (and hides the view when `hidesWhenStopped` is true).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokesLayer.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    // MARK: - Size and layout

    /// The style's square: 20 × 20 points for medium, 37 × 37 for large.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyColor()
    }

    // MARK: - Private

    /// Lays out the spokes for the style's size. Proportions follow iOS's medium
    /// indicator as it appears on screen (bars about a tenth of the side wide, running
    /// from a little inside half the radius to the edge, with round ends).
    private func buildSpokes() {
        spokes.forEach { $0.removeFromSuperlayer() }
        spokes = []
        let side = style.side
        spokesLayer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = max(2, side * 0.1)
        let length = side * 0.27
        let count = Self.spokeCount
        for index in 0..<count {
            let spoke = CALayer.controlPart()
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            // Spoke 0 points up from the centre; the others follow clockwise.
            let angle = CGFloat(index) * 2 * .pi / CGFloat(count)
            let distance = side / 2 - length / 2
            spoke.position = CGPoint(x: side / 2 + distance * sin(angle), y: side / 2 - distance * cos(angle))
            spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            // The leading spoke (0) is brightest; those behind it, anticlockwise, fade.
            let behind = (count - index) % count
            spoke.opacity = Float(1 - 0.85 * Double(behind) / Double(count - 1))
            spokesLayer.addSublayer(spoke)
            spokes.append(spoke)
        }
        applyColor()
        if isAnimating { addSpinAnimation() }
    }

    private func applyColor() {
        let cgColor = storedColor.resolvedColor(with: traitCollection).cgColor
        for spoke in spokes { spoke.backgroundColor = cgColor }
    }

    /// Eight steps of an eighth of a turn each, one per eighth of a second, forever.
    private func addSpinAnimation() {
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let count = Self.spokeCount
        spin.values = (0..<count).map { Double($0) * 2 * .pi / Double(count) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        spokesLayer.add(spin, forKey: Self.spinKey)
    }
}
