// Vitrine — Apache License 2.0
// The list backgrounds of UIBackgroundConfiguration (iOS 14). A list cell's background
// turns grey while the cell is highlighted or selected: the same system grey 4 as a
// cell's default selection fill (Apple documents the behaviour, not the colour). A
// sidebar cell's turns grey while highlighted and takes the tint colour while selected,
// with rounded corners (its content turns white, see UIListContentConfiguration); an
// accompanied sidebar cell's stays grey while selected, as iPad's sidebars show them.

extension UIBackgroundConfiguration {
    /// The corner radius of a sidebar cell's background: 10 points (Vitrine's choice;
    /// Apple documents none).
    static let sidebarCornerRadius: CGFloat = 10

    /// The background of a cell in a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        configuration.listStyle = .cell
        return configuration
    }

    /// The background of a cell in a grouped list: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
        configuration.listStyle = .cell
        return configuration
    }

    /// The background of a cell in a sidebar list (`.sidebar`, `.sidebarPlain`): clear,
    /// tinted while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.cornerRadius = sidebarCornerRadius
        configuration.listStyle = .sidebarCell
        return configuration
    }

    /// The background of a cell in a sidebar beside another list (the primary column of
    /// a split view with a supplementary one): clear, grey while selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.cornerRadius = sidebarCornerRadius
        configuration.listStyle = .accompaniedSidebarCell
        return configuration
    }

    /// The background of a header or footer in a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// The background of a header or footer in a grouped list: none.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        .clear()
    }

    /// The background of a header in a sidebar list: none.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        .clear()
    }

    /// This background adapted to `state`: grey while a cell is highlighted or selected;
    /// a sidebar cell's takes the tint colour (a nil `backgroundColor`) while selected.
    @MainActor
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isHighlighted || cell.isSelected else { return self }
        var configuration = self
        if listStyle == .sidebarCell, cell.isSelected {
            configuration.backgroundColor = nil
        } else {
            configuration.backgroundColor = .systemGray4
        }
        return configuration
    }
}
