// Vitrine — Apache License 2.0
// A control that shows a title and an image and sends its primary action when tapped.
//
// Design note. The title and image live in subviews (`titleLabel`, `imageView`) made on
// first use and placed in `layoutSubviews`: the image, then the title, the pair centred
// (or aligned per `contentHorizontalAlignment` / `contentVerticalAlignment`). State
// changes only restyle those subviews (text colour, image tint), so a press redraws the
// label's layer and the compositor's damage stays within the button.
//
// Appearance by type:
//   custom   title white unless set; nothing changes on highlight unless per-state values say so.
//   system   (and the info, add and close types) title in the tint colour; while pressed
//            the title and image fade to 20 % of their alpha, as iOS 7 and later show a
//            system button (the "lighter version of the tint colour" developers report;
//            Apple does not document the figure); disabled shows `.systemGray` unless a
//            `.disabled` colour was set. Images are drawn as templates in the title colour.
// Fonts: system types use the system font at 15 points (Interface Builder's "System 15"
// default for system buttons); custom buttons `UIFont.buttonFontSize` (18). The 17-point
// body font belongs to the iOS 15 configuration-based buttons, not to these.
// The title is padded 6 points above and below in the intrinsic size, as UIKit does for
// title buttons (a 15-point title, 18 points tall, gives the familiar 30-point button).

/// A control that runs an action when tapped, showing a title, an image or both.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The alpha a system button's title and image are faded to while pressed.
    static let systemHighlightAlpha: CGFloat = 0.2
    /// Space above and below the title in the intrinsic size.
    static let titleVerticalPadding: CGFloat = 6
    /// The title font size of system-type buttons.
    static let systemTitleFontSize: CGFloat = 15

    /// The kind of button, fixed at creation.
    public private(set) var buttonType: ButtonType = .custom

    // Per-state values, keyed by `State.rawValue` (see UIButton+StateContent.swift).
    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]

    /// The iOS 15 description of the button's look (UIButton+Configuration.swift); nil for
    /// the per-state API.
    public var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called before the configuration is applied, to adjust it for the current state.
    public var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
    /// Set while the handler runs, so the configuration it writes does not call it again.
    var isUpdatingConfiguration = false

    private var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?
    private var backgroundImageView: UIImageView?
    /// The last image turned into a template and the template, so restyling for a state
    /// change does not hand the image view a new image (and a redraw) each time.
    private var templateCache: (source: UIImage, template: UIImage)?
    /// The type's symbol (close, add, info), looked up once.
    lazy var typeSymbol: UIImage? = buttonType.systemImageName.flatMap { UIImage(systemName: $0) }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Unsupported, as for every view (Vitrine loads no archives).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        contentDidChange()
    }

    /// Creates a button of `buttonType` (system by default) that runs `primaryAction` when
    /// tapped, titled with the action's title and showing its image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    // MARK: - Subviews

    /// The label showing the title, made on first use.
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: isSystemStyled ? Self.systemTitleFontSize : UIFont.buttonFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        label.textColor = displayedTitleColor
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    /// The view showing the image, made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        view.contentMode = .center
        storedImageView = view
        // Behind the title, in front of the background image.
        if let storedTitleLabel { insertSubview(view, belowSubview: storedTitleLabel) } else { addSubview(view) }
        return view
    }

    // MARK: - Control

    /// A button's tap is its primary action.
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func stateDidChange(from previous: State) {
        if configuration != nil { setNeedsUpdateConfiguration() } else { contentDidChange() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration != nil { applyConfiguration() } else if isSystemStyled { contentDidChange() }
    }

    /// Refuses a single-tap, single-touch tap recognizer of another view (a superview's),
    /// so the button's own tap wins, as Apple documents for UIButton.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Accessibility (see UIControl+Accessibility.swift)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { titleAccessibilityLabel }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    // MARK: - Size and layout

    /// The title's measured size (padded 6 points above and below) beside the image's.
    open override var intrinsicContentSize: CGSize {
        let title = titleSize
        let image = shownImage?.size ?? .zero
        if let insets = configuration?.contentInsets {
            return CGSize(width: insets.leading + image.width + imageTitleGap + title.width + insets.trailing,
                          height: insets.top + max(image.height, title.height) + insets.bottom)
        }
        var size = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        if title != .zero { size.height = max(image.height, title.height + 2 * Self.titleVerticalPadding) }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView?.frame = bounds
        if let configuration { layer.cornerRadius = configuration.cornerRadius(height: bounds.height) }
        let insets = configuration?.contentInsets ?? .zero
        let bounds = CGRect(x: 0, y: 0, width: max(0, self.bounds.width - insets.leading - insets.trailing),
                            height: max(0, self.bounds.height - insets.top - insets.bottom))
        let gap = imageTitleGap
        let imageSize = shownImage?.size ?? .zero
        var titleSize = self.titleSize
        titleSize.width = min(titleSize.width, max(0, bounds.width - imageSize.width - gap))
        let content = CGSize(width: imageSize.width + gap + titleSize.width, height: max(imageSize.height, titleSize.height))

        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = 0
        case .right, .trailing: x = bounds.width - content.width
        case .center: x = ((bounds.width - content.width) / 2).rounded()
        }
        if effectiveContentHorizontalAlignment == .fill {
            titleSize.width = max(0, bounds.width - imageSize.width - gap)
        }
        x += insets.leading
        func y(for height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: insets.top
            case .bottom: insets.top + bounds.height - height
            case .center: insets.top + ((bounds.height - height) / 2).rounded()
            }
        }
        let fills = contentVerticalAlignment == .fill
        let imageHeight = fills ? bounds.height : imageSize.height
        let titleHeight = fills ? bounds.height : titleSize.height
        storedImageView?.frame = CGRect(x: x, y: y(for: imageHeight), width: imageSize.width, height: imageHeight)
        storedTitleLabel?.frame = CGRect(x: x + imageSize.width + gap, y: y(for: titleHeight), width: titleSize.width,
                                         height: titleHeight)
    }

    // MARK: - Appearance

    /// Whether the button styles itself as a system button (every type but custom).
    var isSystemStyled: Bool { buttonType != .custom }

    /// The title colour when nothing is set: the tint for system buttons, white for custom.
    var defaultTitleColor: UIColor { isSystemStyled ? tintColor : .white }

    /// The colour the title is drawn in now, with the system button's pressed and disabled looks.
    var displayedTitleColor: UIColor {
        let color = currentTitleColor
        guard isSystemStyled, titleColors[state.rawValue] == nil else { return color }
        if !isEnabled { return .systemGray }
        if isHighlighted { return color.withAlphaComponent(color.cgColor.alpha * Self.systemHighlightAlpha) }
        return color
    }

    /// The image shown now, as a template in the title colour for system buttons unless
    /// the image asks for its original colours.
    private var shownImage: UIImage? {
        guard let image = currentImage else { return nil }
        guard isSystemStyled, image.renderingMode == .automatic else { return image }
        if let templateCache, templateCache.source === image { return templateCache.template }
        let template = image.withRenderingMode(.alwaysTemplate)
        templateCache = (image, template)
        return template
    }

    /// The configuration's image padding when both an image and a title show.
    private var imageTitleGap: CGFloat {
        guard let configuration, hasTitle, shownImage != nil else { return 0 }
        return configuration.imagePadding
    }

    private var hasTitle: Bool { !(currentTitle ?? "").isEmpty }

    /// The label's measured size, or zero without a title.
    private var titleSize: CGSize {
        guard hasTitle, let label = storedTitleLabel else { return .zero }
        return label.intrinsicContentSize
    }

    /// Brings the subviews in line with the current state's values.
    func contentDidChange() {
        let color = displayedTitleColor
        if hasTitle || storedTitleLabel != nil, let label = titleLabel {
            if let attributed = currentAttributedTitle {
                if label.attributedText != attributed { label.attributedText = attributed }
            } else {
                if label.text != currentTitle { label.text = currentTitle }
                // An attributed title keeps its own colours, as on iOS.
                label.textColor = color
            }
        }
        let image = shownImage
        if image != nil || storedImageView != nil, let view = imageView {
            if view.image !== image { view.image = image }
            view.tintColor = color
        }
        if let background = currentBackgroundImage {
            if backgroundImageView == nil {
                let view = UIImageView(frame: bounds)
                backgroundImageView = view
                insertSubview(view, at: 0)
            }
            if backgroundImageView?.image !== background { backgroundImageView?.image = background }
        } else {
            backgroundImageView?.image = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
