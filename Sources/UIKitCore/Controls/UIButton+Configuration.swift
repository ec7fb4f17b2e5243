// Vitrine — Apache License 2.0
// The iOS 15 configuration API, in part: the styles, title, image, padding, insets,
// corner style and base colours. The background is the button layer's backgroundColor
// and cornerRadius, which the compositor draws rounded, not a draw(_:) override.
//
// Apple documents the styles but not their figures; Vitrine's choices, to be checked
// against a device: tinted backgrounds are the base colour at 15 % alpha, gray ones
// `.secondarySystemFill`; corner radii small 4, medium 6, large 8 (dynamic = medium),
// capsule half the height; the default content insets 7 above and below, 12 at the sides
// (the medium size). Titles use the 17-point system font (the body style's size).

extension UIButton {
    /// A description of a button's content and look, applied by setting `configuration`.
    public struct Configuration {
        /// How the background is filled.
        enum Style: Sendable { case plain, tinted, gray, filled }

        /// How round the background's corners are.
        public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }

        /// The size class of the button.
        public enum Size: Sendable { case mini, small, medium, large }

        var style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var cornerStyle: CornerStyle = .dynamic
        /// The title and image colour; nil uses the style's (the tint, or white on filled).
        public var baseForegroundColor: UIColor?
        /// The background colour the style starts from; nil uses the tint.
        public var baseBackgroundColor: UIColor?
        public var buttonSize: Size = .medium

        init(style: Style) { self.style = style }

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

        /// The background colour for a button tinted `tint`.
        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            let base = baseBackgroundColor ?? tint
            switch style {
            case .plain: return nil
            case .tinted: return base.withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .secondarySystemFill
            case .filled: return base
            }
        }

        /// The title and image colour for a button tinted `tint`.
        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The corner radius for a background `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: 0
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
        // An initializer of the class does not run the property's didSet: apply it here.
        setNeedsUpdateConfiguration()
    }

    /// Asks for the configuration to be applied again (after the state changed, or the
    /// app's handler wants another look). Applied at once here, not at the next layout.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        applyConfiguration()
    }

    /// Writes the configuration into the button's normal-state content and its layer.
    func applyConfiguration() {
        guard let configuration else { return }
        titles[UIControl.State.normal.rawValue] = configuration.title
        images[UIControl.State.normal.rawValue] = configuration.image
        titleColors[UIControl.State.normal.rawValue] = configuration.resolvedForegroundColor(tint: tintColor)
        if configuration.title != nil { titleLabel?.font = UIFont.systemFont(ofSize: 17) }
        backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor)
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        contentDidChange()
    }
}
