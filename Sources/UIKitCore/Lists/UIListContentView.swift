// Vitrine — Apache License 2.0
// The view that shows a UIListContentConfiguration: an image view and two labels, laid
// out by hand (no constraints, so a table of them scrolls without a solver pass).
//
//   | margin | image | padding | text            secondary (side by side) | margin |
//
// Stacked texts are centred vertically as one block; the image is centred vertically in
// its reserved space. The height that fits is the margins around the taller of the text
// block and the image.

/// A view that shows a list content configuration.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    /// The side margins the owning cell asks for (its table's, and the space before
    /// its accessory); nil keeps the configuration's.
    var sideMargins: (leading: CGFloat, trailing: CGFloat)? {
        didSet { if sideMargins?.leading != oldValue?.leading || sideMargins?.trailing != oldValue?.trailing { setNeedsLayout() } }
    }

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown, as a list content configuration.
    public var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set {
            listConfiguration = newValue
            apply()
        }
    }

    /// The configuration shown; a configuration of another type is ignored.
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listContentConfiguration = list
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        Self.apply(c.text, c.attributedText, c.textProperties, to: textLabel)
        Self.apply(c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties, to: secondaryTextLabel)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    private static func apply(_ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties,
                              to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = attributed == nil && text == nil
    }

    // MARK: - Layout

    private var margins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        if let sideMargins {
            margins.leading = sideMargins.leading
            margins.trailing = sideMargins.trailing
        }
        return margins
    }

    /// Where the text starts: after the image's reserved space and the padding.
    var textLeading: CGFloat {
        let margins = self.margins
        guard let image = listConfiguration.image else { return margins.leading }
        let reserved = listConfiguration.imageProperties.reservedSize(for: listConfiguration.imageProperties.displaySize(of: image))
        return margins.leading + reserved.width + listConfiguration.imageToTextPadding
    }

    /// The labels' sizes for a view `width` wide.
    private func textSizes(width: CGFloat) -> (text: CGSize, secondary: CGSize) {
        let available = max(width - textLeading - margins.trailing, 0)
        let unbounded = CGFloat.greatestFiniteMagnitude
        var text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: available, height: unbounded))
        var secondary = secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: available, height: unbounded))
        text.width = min(text.width, available)
        secondary.width = min(secondary.width, available)
        if listConfiguration.prefersSideBySideTextAndSecondaryText, !secondaryTextLabel.isHidden {
            // The primary text keeps its width; the secondary text gets what is left.
            secondary.width = min(secondary.width, max(available - text.width - listConfiguration.textToSecondaryTextHorizontalPadding, 0))
        }
        return (text, secondary)
    }

    private var stacksTexts: Bool {
        !listConfiguration.prefersSideBySideTextAndSecondaryText && !textLabel.isHidden && !secondaryTextLabel.isHidden
    }

    /// The height of the text block for a view `width` wide.
    private func textBlockHeight(_ sizes: (text: CGSize, secondary: CGSize)) -> CGFloat {
        if stacksTexts { return sizes.text.height + listConfiguration.textToSecondaryTextVerticalPadding + sizes.secondary.height }
        return max(sizes.text.height, sizes.secondary.height)
    }

    /// The margins around the taller of the text block and the image, `size.width` wide.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        var content = textBlockHeight(textSizes(width: width))
        if let image = listConfiguration.image {
            let properties = listConfiguration.imageProperties
            content = max(content, properties.reservedSize(for: properties.displaySize(of: image)).height)
        }
        let margins = self.margins
        return CGSize(width: width, height: Self.pixelCeil(margins.top + content + margins.bottom, scale: layer.contentsScale))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = layer.contentsScale
        let margins = self.margins
        let height = bounds.height
        if let image = listConfiguration.image {
            let properties = listConfiguration.imageProperties
            let size = properties.displaySize(of: image)
            let reserved = properties.reservedSize(for: size)
            let x = margins.leading + (reserved.width - size.width) / 2
            imageView.frame = CGRect(x: Self.pixelRound(x, scale: scale), y: Self.pixelRound((height - size.height) / 2, scale: scale),
                                     width: size.width, height: size.height)
        }
        let sizes = textSizes(width: bounds.width)
        let x = textLeading
        if stacksTexts {
            let top = Self.pixelRound((height - textBlockHeight(sizes)) / 2, scale: scale)
            textLabel.frame = CGRect(x: x, y: top, width: sizes.text.width, height: sizes.text.height)
            let secondaryTop = top + sizes.text.height + listConfiguration.textToSecondaryTextVerticalPadding
            secondaryTextLabel.frame = CGRect(x: x, y: secondaryTop, width: sizes.secondary.width, height: sizes.secondary.height)
        } else {
            textLabel.frame = CGRect(x: x, y: Self.pixelRound((height - sizes.text.height) / 2, scale: scale),
                                     width: sizes.text.width, height: sizes.text.height)
            let secondaryX = listConfiguration.prefersSideBySideTextAndSecondaryText
                ? bounds.width - margins.trailing - sizes.secondary.width : x
            secondaryTextLabel.frame = CGRect(x: secondaryX, y: Self.pixelRound((height - sizes.secondary.height) / 2, scale: scale),
                                              width: sizes.secondary.width, height: sizes.secondary.height)
        }
    }

    static func pixelRound(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = max(scale, 1)
        return (value * scale).rounded() / scale
    }

    static func pixelCeil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = max(scale, 1)
        return (value * scale - 0.001).rounded(.up) / scale
    }
}
