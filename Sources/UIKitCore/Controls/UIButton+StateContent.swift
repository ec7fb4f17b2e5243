// Vitrine — Apache License 2.0
// Titles, colours and images per control state.
//
// A value looked up for a state the app never set comes from `.normal`, as on iOS
// (a title set for `.normal` shows while highlighted, selected or disabled); a state
// combination such as `[.selected, .highlighted]` falls back to `.normal` too, not to
// `.selected`, so apps set combinations they want explicitly.
// These are `public`, not `open` as on iOS: members of a Swift extension cannot be overridden.

extension UIButton {
    /// Sets the title shown in `state`; nil removes it (the state then falls back to `.normal`).
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for `state`, or `.normal`'s when none was set for it.
    public func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the attributed title shown in `state`; it takes precedence over the plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    /// The attributed title for `state`, or `.normal`'s when none was set for it.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title colour for `state`: the one set for it, else `.normal`'s, else the type's
    /// default (the tint colour for system buttons, white for custom ones).
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor
    }

    /// Sets the image shown beside the title in `state`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for `state`, or `.normal`'s when none was set for it. The symbol of a
    /// close, add or info button is not included: it is the type's, not the state's.
    public func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Sets the image drawn behind the content, stretched to the bounds, in `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    /// The background image for `state`, or `.normal`'s when none was set for it.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    // MARK: - Current values

    /// The title shown now.
    public var currentTitle: String? { attributedTitle(for: state)?.string ?? title(for: state) }

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
