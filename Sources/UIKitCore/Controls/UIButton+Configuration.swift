// Vitrine — Apache License 2.0
// The iOS 15 configuration API: the styles, title and subtitle (plain or attributed, with
// attribute transformers),
// image and its placement, activity indicator, paddings, insets, size, corner style,
// background and base colours. How a configuration is shown is in
// UIButton+ConfigurationAppearance.swift.
//
// Apple documents the styles but not their figures; Vitrine's choices, to be checked
// against a device: tinted backgrounds are the base colour at 15 % alpha, gray ones
// `.secondarySystemFill`; corner radii small 4, medium 6, large 8 (dynamic = medium),
// capsule half the height. Per `buttonSize` (title / subtitle font size, default content
// insets above-below / at the sides): mini 12 / 10, 4 / 8; small 15 / 11, 5 / 10;
// medium 17 / 12, 7 / 12; large 17 / 12, 14 / 20 (17 is the body style's size).

extension UIButton {
    /// A description of a button's content and look, applied by setting `configuration`.
    public struct Configuration: Hashable {
        /// How the background is filled.
        enum Style: Sendable { case plain, tinted, gray, filled }

        /// How round the background's corners are.
        public enum CornerStyle: Sendable {
            /// Rounded per the button's size.
            case dynamic
            /// The background configuration's `cornerRadius`, as it is.
            case fixed
            case small, medium, large
            /// Half the height.
            case capsule
        }

        /// The size class of the button: its fonts and default content insets.
        public enum Size: Sendable { case mini, small, medium, large }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Int, Sendable {
            /// Leading beside an image placed at the leading or trailing edge, else centred.
            case automatic, leading, center, trailing
        }

        var style: Style

        /// The title with UIKit attributes (font, colours); attributes it lacks come from
        /// the button (the size's font, the foreground colour).
        public var attributedTitle: AttributedString?
        /// The subtitle, under the title, with UIKit attributes.
        public var attributedSubtitle: AttributedString?
        /// Adjusts the title's font and colour from those the button would use.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Adjusts the subtitle's font and colour from those the button would use.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        /// The title's text; setting it replaces `attributedTitle` with unattributed text.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The subtitle's text; setting it replaces `attributedSubtitle` with unattributed text.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        public var image: UIImage?
        /// Applied to a symbol image (its point size, weight and scale); other images
        /// show as they are.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The edge of the title the image sits at; default `.leading`. Only the first of
        /// `.leading`, `.trailing`, `.top`, `.bottom` in a set counts.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image (or activity indicator) and the title.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        /// Shows a spinning activity indicator in the image's place.
        public var showsActivityIndicator = false

        /// Space around the content; the default depends on `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? buttonSize.defaultContentInsets }
            set { explicitContentInsets = newValue }
        }
        private var explicitContentInsets: NSDirectionalEdgeInsets?

        public var cornerStyle: CornerStyle = .dynamic
        /// The title and image colour; nil uses the style's (the tint, or white on filled).
        public var baseForegroundColor: UIColor?
        /// The background colour the style starts from; nil uses the tint.
        public var baseBackgroundColor: UIColor?
        public var buttonSize: Size = .medium
        /// The background: a colour here overrides the style's; its corner radius applies
        /// with the `.fixed` corner style; its stroke outlines the button.
        public var background = UIBackgroundConfiguration()

        init(style: Style) { self.style = style }

        /// Equal when every value is; images compare by identity (UIImage has no equality)
        /// and the attribute transformers are not compared (functions have none).
        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.attributedTitle == b.attributedTitle && a.attributedSubtitle == b.attributedSubtitle
                && a.image === b.image && a.preferredSymbolConfigurationForImage == b.preferredSymbolConfigurationForImage
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
                && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
                && a.showsActivityIndicator == b.showsActivityIndicator && a.explicitContentInsets == b.explicitContentInsets
                && a.cornerStyle == b.cornerStyle && a.baseForegroundColor == b.baseForegroundColor
                && a.baseBackgroundColor == b.baseBackgroundColor && a.buttonSize == b.buttonSize && a.background == b.background
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(attributedTitle)
            hasher.combine(attributedSubtitle)
            hasher.combine(image.map(ObjectIdentifier.init))
            hasher.combine(imagePlacement)
            hasher.combine(buttonSize)
            hasher.combine(background)
        }

        /// Returns to the default content insets for `buttonSize`.
        public mutating func setDefaultContentInsets() {
            explicitContentInsets = nil
        }

        /// No background; title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint at low alpha; title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint; white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The iOS 15 name for a plain button.
        public static func borderless() -> Configuration { plain() }
        /// The iOS 15 name for a gray button.
        public static func bordered() -> Configuration { gray() }
        /// The iOS 15 name for a tinted button.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The iOS 15 name for a filled button.
        public static func borderedProminent() -> Configuration { filled() }

        /// The background colour for a button tinted `tint`, before state variants.
        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            if let color = background.backgroundColor { return color }
            let base = baseBackgroundColor ?? tint
            switch style {
            case .plain: return nil
            case .tinted: return base.withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .secondarySystemFill
            case .filled: return base
            }
        }

        /// The title and image colour for a button tinted `tint`, before state variants.
        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The corner radius for a background `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .dynamic, .medium: 6
            case .large: 8
            case .capsule: height / 2
            }
        }
    }

    /// Creates a system button shown per `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        // An initializer's own assignment does not run the property's observer.
        setNeedsUpdateConfiguration()
    }

    /// Asks for the configuration to be updated and applied again (after the state
    /// changed, or when the app's handler wants another look): `updateConfiguration()`
    /// runs at once here, not at the next layout.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
        applyConfiguration()
    }
}

extension UIButton.Configuration.Size {
    var titleFontSize: CGFloat {
        switch self {
        case .mini: 12
        case .small: 15
        case .medium, .large: 17
        }
    }

    var subtitleFontSize: CGFloat {
        switch self {
        case .mini: 10
        case .small: 11
        case .medium, .large: 12
        }
    }

    var defaultContentInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }
}
