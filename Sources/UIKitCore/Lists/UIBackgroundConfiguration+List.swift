// Vitrine — Apache License 2.0
// The list backgrounds of UIBackgroundConfiguration (iOS 14). A list cell's background
// turns grey while the cell is highlighted or selected: the same system grey 4 as a
// cell's default selection fill (Apple documents the behaviour, not the colour).

extension UIBackgroundConfiguration {
    /// The background of a cell in a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// The background of a cell in a grouped list: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
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

    /// This background adapted to `state`: grey while a cell is highlighted or selected.
    @MainActor
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isHighlighted || cell.isSelected else { return self }
        var configuration = self
        configuration.backgroundColor = .systemGray4
        return configuration
    }
}
