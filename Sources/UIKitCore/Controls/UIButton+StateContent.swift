// Vitrine — Apache License 2.0
// Titles, colours and images per control state.
//
// A value looked up for a state the app never set comes from `.normal`, as on iOS
// (a title set for `.normal` shows while highlighted, selected or disabled); a state
// combination such as `[.selected, .highlighted]` falls back to `.normal` too, not to
// `.selected`, so apps set combinations they want explicitly.
// The setters and getters are in UIButton.swift: they are `open`, as on iOS, and members
// of a Swift extension cannot be overridden. The values shown now are here.

extension UIButton {
    // MARK: - Current values

    /// The title shown now: the configuration's, else the state's.
    public var currentTitle: String? {
        configuration?.title ?? attributedTitle(for: state)?.string ?? title(for: state)
    }

    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The title colour shown now (before the system button's highlight and disabled fading).
    public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    /// The image shown now: the state's, or the type's symbol.
    public var currentImage: UIImage? {
        image(for: state) ?? typeSymbol
    }

    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
}
