// Vitrine — Apache License 2.0
// How a button shows its configuration: the title and subtitle labels, the image or
// activity indicator at `imagePlacement`, the background on the button's layer, and the
// pressed and disabled looks iOS applies on its own.
//
// The configuration's title and image win; without them the per-state values
// (`setTitle(_:for:)`, `setImage(_:for:)`) show, so configured and per-state code mix as
// on iOS. The layout: the text block (title over subtitle, `titlePadding` apart, lined
// up per `titleAlignment`) and the image (or spinner) `imagePadding` apart on the
// `imagePlacement` side, the whole placed in the bounds less `contentInsets` per the
// control's content alignments.
//
// State variants while `automaticallyUpdatesConfiguration` is on (Apple documents that
// they exist, not their values; Vitrine's choices): pressed, the foreground fades to
// half its alpha, and on filled buttons the background to 75 % of its alpha instead;
// disabled, the foreground is `.tertiaryLabel` and any background `.tertiarySystemFill`.

extension UIButton {
    /// The foreground alpha factor of a pressed configured button.
    static let configurationPressedForegroundAlpha: CGFloat = 0.5
    /// The background alpha factor of a pressed filled button.
    static let configurationPressedBackgroundAlpha: CGFloat = 0.75

    /// The title and image colour for the current state.
    func configurationForegroundColor(_ configuration: Configuration) -> UIColor {
        let base = configuration.resolvedForegroundColor(tint: tintColor)
        guard automaticallyUpdatesConfiguration else { return base }
        if !isEnabled { return .tertiaryLabel }
        if isHighlighted && configuration.style != .filled {
            return base.withAlphaComponent(base.cgColor.alpha * Self.configurationPressedForegroundAlpha)
        }
        return base
    }

    /// The background colour for the current state.
    func configurationBackgroundColor(_ configuration: Configuration) -> UIColor? {
        guard let base = configuration.resolvedBackgroundColor(tint: tintColor) else { return nil }
        guard automaticallyUpdatesConfiguration else { return base }
        if !isEnabled { return .tertiarySystemFill }
        if isHighlighted && configuration.style == .filled {
            return base.withAlphaComponent(base.cgColor.alpha * Self.configurationPressedBackgroundAlpha)
        }
        return base
    }

    /// Shows the configuration: labels, image or spinner, background and stroke.
    func applyConfiguration() {
        guard let configuration else { return }
        let foreground = configurationForegroundColor(configuration)
        let size = configuration.buttonSize

        let title = configuration.attributedTitle ?? currentTitle.map { AttributedString($0) }
        if let title, !title.characters.isEmpty, let label = titleLabel {
            show(title, in: label, font: .systemFont(ofSize: size.titleFontSize), color: foreground,
                 transformer: configuration.titleTextAttributesTransformer)
        } else {
            storedTitleLabel?.text = nil
            storedTitleLabel?.textColor = foreground
        }
        if let subtitle = configuration.attributedSubtitle, !subtitle.characters.isEmpty {
            let label = subtitleLabel ?? makeSubtitleLabel()
            show(subtitle, in: label, font: .systemFont(ofSize: size.subtitleFontSize), color: foreground,
                 transformer: configuration.subtitleTextAttributesTransformer)
        } else {
            subtitleLabel?.removeFromSuperview()
            subtitleLabel = nil
        }

        if configuration.showsActivityIndicator {
            let spinner = activityIndicator ?? makeActivityIndicator()
            spinner.color = foreground
            if !spinner.isAnimating { spinner.startAnimating() }
        } else if let spinner = activityIndicator {
            spinner.stopAnimating()
            spinner.removeFromSuperview()
            activityIndicator = nil
        }
        var image = configuration.showsActivityIndicator ? nil : (configuration.image ?? currentImage)
        if let source = image, let symbolConfiguration = configuration.preferredSymbolConfigurationForImage {
            image = symbolImage(source, configuredWith: symbolConfiguration)
        }
        if let image, let view = imageView {
            let shown = image.renderingMode == .automatic ? templateImage(for: image) : image
            if view.image !== shown { view.image = shown }
            view.tintColor = foreground
            view.isHidden = false
        } else {
            storedImageView?.isHidden = true
        }

        backgroundColor = configurationBackgroundColor(configuration)
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        layer.borderWidth = configuration.background.strokeColor == nil ? 0 : max(0, configuration.background.strokeWidth)
        layer.borderColor = configuration.background.strokeColor?.cgColor
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The content's size with the insets: the configured layout's natural size.
    func configurationContentSize(_ configuration: Configuration) -> CGSize {
        let insets = configuration.contentInsets
        let content = configurationLayout(configuration).size
        return CGSize(width: insets.leading + content.width + insets.trailing,
                      height: insets.top + content.height + insets.bottom)
    }

    /// Places the labels and the image or spinner in the bounds.
    func layoutConfigurationContent(_ configuration: Configuration) {
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let insets = configuration.contentInsets
        let area = CGRect(x: insets.leading, y: insets.top,
                          width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        var layout = configurationLayout(configuration, maximumWidth: area.width)
        let size = layout.size
        let x: CGFloat = switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: area.minX
        case .right, .trailing: area.maxX - size.width
        case .center: area.minX + ((area.width - size.width) / 2).rounded()
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top, .fill: area.minY
        case .bottom: area.maxY - size.height
        case .center: area.minY + ((area.height - size.height) / 2).rounded()
        }
        layout.offset(by: CGPoint(x: x, y: y))
        storedTitleLabel?.frame = layout.title
        subtitleLabel?.frame = layout.subtitle
        storedImageView?.frame = layout.image
        activityIndicator?.frame = layout.image
    }

    // MARK: - Private

    /// The frames of the parts relative to the content's top-left, and its size.
    private struct ContentLayout {
        var title = CGRect.zero, subtitle = CGRect.zero, image = CGRect.zero
        var size = CGSize.zero

        mutating func offset(by point: CGPoint) {
            title = title.offsetBy(dx: point.x, dy: point.y)
            subtitle = subtitle.offsetBy(dx: point.x, dy: point.y)
            image = image.offsetBy(dx: point.x, dy: point.y)
        }
    }

    private func configurationLayout(_ configuration: Configuration, maximumWidth: CGFloat = .infinity) -> ContentLayout {
        let hasTitle = !(storedTitleLabel?.text ?? "").isEmpty
        var title = hasTitle ? storedTitleLabel?.intrinsicContentSize ?? .zero : .zero
        var subtitle = subtitleLabel?.intrinsicContentSize ?? .zero
        let image: CGSize = if let activityIndicator {
            activityIndicator.intrinsicContentSize
        } else if let view = storedImageView, !view.isHidden {
            view.image?.size ?? .zero
        } else {
            .zero
        }
        let hasText = title != .zero || subtitle != .zero
        let hasImage = image != .zero
        let placement = configuration.imagePlacement
        let horizontal = !placement.contains(.top) && !placement.contains(.bottom) || placement.contains(.leading)
            || placement.contains(.trailing)
        let imageGap = hasText && hasImage ? configuration.imagePadding : 0
        // Long text is cut to the room the image leaves.
        let textRoom = max(0, maximumWidth - (horizontal ? image.width + imageGap : 0))
        title.width = min(title.width, textRoom)
        subtitle.width = min(subtitle.width, textRoom)
        let titleGap = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + titleGap + subtitle.height)

        var layout = ContentLayout()
        var textOrigin = CGPoint.zero
        if horizontal {
            layout.size = CGSize(width: image.width + imageGap + text.width, height: max(image.height, text.height))
            let imageFirst = !placement.contains(.trailing) || placement.contains(.leading)
            let imageX = imageFirst ? 0 : text.width + imageGap
            textOrigin = CGPoint(x: imageFirst ? image.width + imageGap : 0, y: ((layout.size.height - text.height) / 2).rounded())
            layout.image = CGRect(x: imageX, y: ((layout.size.height - image.height) / 2).rounded(), width: image.width, height: image.height)
        } else {
            layout.size = CGSize(width: max(image.width, text.width), height: image.height + imageGap + text.height)
            let imageFirst = placement.contains(.top)
            textOrigin = CGPoint(x: ((layout.size.width - text.width) / 2).rounded(), y: imageFirst ? image.height + imageGap : 0)
            layout.image = CGRect(x: ((layout.size.width - image.width) / 2).rounded(), y: imageFirst ? 0 : text.height + imageGap,
                                  width: image.width, height: image.height)
        }
        let alignment: Configuration.TitleAlignment = configuration.titleAlignment == .automatic
            ? (horizontal && hasImage ? .leading : .center) : configuration.titleAlignment
        func x(for width: CGFloat) -> CGFloat {
            switch alignment {
            case .leading, .automatic: textOrigin.x
            case .center: textOrigin.x + ((text.width - width) / 2).rounded()
            case .trailing: textOrigin.x + text.width - width
            }
        }
        layout.title = CGRect(x: x(for: title.width), y: textOrigin.y, width: title.width, height: title.height)
        layout.subtitle = CGRect(x: x(for: subtitle.width), y: textOrigin.y + title.height + titleGap,
                                 width: subtitle.width, height: subtitle.height)
        return layout
    }

    /// Shows `text` in `label`: ranges without a font or colour take `font` and `color`,
    /// as `transformer` adjusts them.
    private func show(_ text: AttributedString, in label: UILabel, font: UIFont, color: UIColor,
                      transformer: UIConfigurationTextAttributesTransformer?) {
        var font = font, color = color
        if let transformer {
            var incoming = AttributeContainer()
            incoming.font = font
            incoming.foregroundColor = color
            let outgoing = transformer(incoming)
            font = outgoing.font ?? font
            color = outgoing.foregroundColor ?? color
        }
        if label.font != font { label.font = font }
        label.textColor = color
        label.attributedText = NSAttributedString(text)
    }

    /// `image` drawn with `configuration`, made once per image and configuration.
    private func symbolImage(_ image: UIImage, configuredWith configuration: UIImage.SymbolConfiguration) -> UIImage {
        if let cache = configuredSymbolCache, cache.source === image, cache.configuration == configuration {
            return cache.image
        }
        let configured = image.withConfiguration(configuration)
        configuredSymbolCache = (image, configuration, configured)
        return configured
    }

    private func makeSubtitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.lineBreakMode = .byTruncatingTail
        subtitleLabel = label
        addSubview(label)
        return label
    }

    private func makeActivityIndicator() -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.isUserInteractionEnabled = false
        activityIndicator = spinner
        addSubview(spinner)
        return spinner
    }
}
