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
//   system   (and the info, add and close types) title in the tint colour; on touch-down
//            the title and image drop at once to 20 % alpha and on release fade back over
//            0.2 s, as iOS 7 and later show a system button (the "lighter version of the
//            tint colour" developers report; Apple documents neither figure). The fade is
//            the views' alpha, so a press only recomposites. A colour set for
//            `.highlighted` replaces the fade. Disabled shows `.systemGray` unless a
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
    /// How long they take to fade back on release.
    static let systemHighlightFadeDuration: TimeInterval = 0.2
    /// Space above and below the title in the intrinsic size.
    static let titleVerticalPadding: CGFloat = 6
    /// The title font size of system-type buttons.
    static let systemTitleFontSize: CGFloat = 15

    /// The kind of button, fixed at creation.
    public private(set) var buttonType: ButtonType = .custom

    // Per-state values (see UIButton+StateContent.swift).
    var titles = ControlStateValues<String>()
    var attributedTitles = ControlStateValues<NSAttributedString>()
    var titleColors = ControlStateValues<UIColor>()
    var images = ControlStateValues<UIImage>()
    var backgroundImages = ControlStateValues<UIImage>()

    /// The iOS 15 description of the button's look (UIButton+Configuration.swift); nil for
    /// the per-state API.
    public var configuration: Configuration? {
        didSet {
            if configuration != nil { setNeedsUpdateConfiguration() } else if oldValue != nil { removeConfiguration() }
        }
    }

    /// Called before the configuration is applied, to adjust it for the current state.
    public var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
    /// Whether a state change updates the configuration (runs `updateConfiguration()`
    /// and applies the pressed and disabled looks); default true.
    public var automaticallyUpdatesConfiguration = true {
        didSet { if configuration != nil { applyConfiguration() } }
    }
    /// Set while the handler runs, so the configuration it writes does not call it again.
    var isUpdatingConfiguration = false

    /// The button's menu: shown by a touch down when `showsMenuAsPrimaryAction` is set.
    open var menu: UIMenu?
    override var primaryMenu: UIMenu? { menu }

    var storedTitleLabel: UILabel?
    var storedImageView: UIImageView?
    /// The configuration's subtitle and activity indicator, made when shown.
    var subtitleLabel: UILabel?
    var activityIndicator: UIActivityIndicatorView?
    private var backgroundImageView: UIImageView?
    /// The last image turned into a template and the template, so restyling for a state
    /// change does not hand the image view a new image (and a redraw) each time.
    private var templateCache: (source: UIImage, template: UIImage)?
    /// The configuration's symbol image drawn with its preferred symbol configuration.
    var configuredSymbolCache: (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?
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

    // MARK: - Per-state content (values not set for a state fall back to `.normal`)

    /// Sets the title shown in `state`; nil removes it (the state then falls back to `.normal`).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles.set(title, for: state)
        contentDidChange()
    }

    /// The title for `state`, or `.normal`'s when none was set for it.
    open func title(for state: UIControl.State) -> String? {
        titles[state]
    }

    /// Sets the attributed title shown in `state`; it takes precedence over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles.set(title, for: state)
        contentDidChange()
    }

    /// The attributed title for `state`, or `.normal`'s when none was set for it.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state]
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors.set(color, for: state)
        contentDidChange()
    }

    /// The title colour for `state`: the one set for it, else `.normal`'s, else the type's
    /// default (the tint colour for system buttons, white for custom ones).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? defaultTitleColor
    }

    /// Sets the image shown beside the title in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images.set(image, for: state)
        contentDidChange()
    }

    /// The image for `state`, or `.normal`'s when none was set for it. The symbol of a
    /// close, add or info button is not included: it is the type's, not the state's.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state]
    }

    /// Sets the image drawn behind the content, stretched to the bounds, in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages.set(image, for: state)
        contentDidChange()
    }

    /// The background image for `state`, or `.normal`'s when none was set for it.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state]
    }

    // MARK: - Control

    /// A button's tap is its primary action.
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func stateDidChange(from previous: State) {
        if configuration != nil {
            if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
            return
        }
        contentDidChange()
        updateHighlightFade(wasHighlighted: previous.contains(.highlighted))
    }

    /// Updates the configuration for the current state; the default runs
    /// `configurationUpdateHandler`. Subclasses override it to change `configuration`;
    /// call `setNeedsUpdateConfiguration()` rather than this.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
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
        if let configuration { return configurationContentSize(configuration) }
        let title = titleSize
        let image = shownImage?.size ?? .zero
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
        if let configuration {
            layoutConfigurationContent(configuration)
            return
        }
        let imageSize = shownImage?.size ?? .zero
        var titleSize = self.titleSize
        titleSize.width = min(titleSize.width, max(0, bounds.width - imageSize.width))
        let content = CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))

        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = 0
        case .right, .trailing: x = bounds.width - content.width
        case .center: x = ((bounds.width - content.width) / 2).rounded()
        }
        if effectiveContentHorizontalAlignment == .fill {
            titleSize.width = max(0, bounds.width - imageSize.width)
        }
        func y(for height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: 0
            case .bottom: bounds.height - height
            case .center: ((bounds.height - height) / 2).rounded()
            }
        }
        let fills = contentVerticalAlignment == .fill
        let imageHeight = fills ? bounds.height : imageSize.height
        let titleHeight = fills ? bounds.height : titleSize.height
        storedImageView?.frame = CGRect(x: x, y: y(for: imageHeight), width: imageSize.width, height: imageHeight)
        storedTitleLabel?.frame = CGRect(x: x + imageSize.width, y: y(for: titleHeight), width: titleSize.width,
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
        guard isSystemStyled, !titleColors.isSet(for: state) else { return color }
        if !isEnabled { return .systemGray }
        return color
    }

    /// Whether the title and image fade while pressed: system buttons without a colour
    /// of their own for the pressed state.
    private var fadesWhileHighlighted: Bool {
        isSystemStyled && !titleColors.isSet(for: .highlighted)
    }

    /// Drops the title and image to 20 % alpha at once on touch-down and fades them back
    /// on release.
    private func updateHighlightFade(wasHighlighted: Bool) {
        let alpha = isHighlighted && fadesWhileHighlighted ? Self.systemHighlightAlpha : 1
        let views = [storedTitleLabel as UIView?, storedImageView].compactMap { $0 }
        guard views.contains(where: { $0.alpha != alpha }) else { return }
        if wasHighlighted && !isHighlighted {
            UIView.animate(withDuration: Self.systemHighlightFadeDuration, delay: 0,
                           options: [.beginFromCurrentState, .allowUserInteraction]) {
                for view in views { view.alpha = alpha }
            }
        } else {
            for view in views { view.alpha = alpha }
        }
    }

    /// The image shown now, as a template in the title colour for system buttons unless
    /// the image asks for its original colours.
    private var shownImage: UIImage? {
        guard let image = currentImage else { return nil }
        guard isSystemStyled, image.renderingMode == .automatic else { return image }
        return templateImage(for: image)
    }

    /// `image` as a template, made once per image.
    func templateImage(for image: UIImage) -> UIImage {
        if let templateCache, templateCache.source === image { return templateCache.template }
        let template = image.withRenderingMode(.alwaysTemplate)
        templateCache = (image, template)
        return template
    }

    private var hasTitle: Bool { !(currentTitle ?? "").isEmpty }

    /// The label's measured size, or zero without a title.
    private var titleSize: CGSize {
        guard hasTitle, let label = storedTitleLabel else { return .zero }
        return label.intrinsicContentSize
    }

    /// Brings the subviews in line with the current state's values.
    func contentDidChange() {
        if configuration != nil {
            applyConfiguration()
            return
        }
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

    /// Goes back to the per-state look when the configuration is removed.
    private func removeConfiguration() {
        subtitleLabel?.removeFromSuperview()
        subtitleLabel = nil
        activityIndicator?.removeFromSuperview()
        activityIndicator = nil
        storedImageView?.isHidden = false
        storedTitleLabel?.font = UIFont.systemFont(ofSize: isSystemStyled ? Self.systemTitleFontSize : UIFont.buttonFontSize)
        backgroundColor = nil
        layer.cornerRadius = 0
        layer.borderWidth = 0
        contentDidChange()
    }
}
