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

    // MARK: - Backgrounds that follow their list (iOS 18)

    /// The background of a cell that takes the style of the list it is in when updated
    /// for the cell's state: a plain, grouped or sidebar list cell's (`listPlainCell()` …).
    /// Until then, and outside a list, a plain list cell's.
    public static func listCell() -> UIBackgroundConfiguration {
        following(.cell)
    }

    /// The background of a header that takes the style of the list it is in, as
    /// `listCell()` does: none in grouped and sidebar lists; a plain list header's until then.
    public static func listHeader() -> UIBackgroundConfiguration {
        following(.header)
    }

    /// The background of a footer that takes the style of the list it is in, as
    /// `listCell()` does: none in grouped and sidebar lists; a plain list footer's until then.
    public static func listFooter() -> UIBackgroundConfiguration {
        following(.footer)
    }

    private static func following(_ element: ListElement) -> UIBackgroundConfiguration {
        var configuration = listBackground(for: element, in: nil)
        configuration.adaptiveListElement = element
        configuration.fillFollowsList = true
        return configuration
    }

    /// The background UIKit gives `element` in a list of `appearance` (nil: not in a list,
    /// which takes the plain list's).
    static func listBackground(for element: ListElement, in appearance: UICollectionLayoutListConfiguration.Appearance?)
        -> UIBackgroundConfiguration {
        switch (element, appearance) {
        case (.cell, .grouped?), (.cell, .insetGrouped?): return .listGroupedCell()
        case (.cell, .sidebar?), (.cell, .sidebarPlain?): return .listSidebarCell()
        case (.cell, _): return .listPlainCell()
        case (_, .grouped?), (_, .insetGrouped?): return .listGroupedHeaderFooter()
        case (_, .sidebar?), (_, .sidebarPlain?): return .listSidebarHeader()
        case (_, _): return .listPlainHeaderFooter()
        }
    }

    /// A background that follows its list, in the style of a list of `appearance`: the
    /// list's fill unless the app set one, the list's corner radius unless the app set
    /// one; the outline stays the app's.
    private func adapted(toList appearance: UICollectionLayoutListConfiguration.Appearance) -> UIBackgroundConfiguration {
        guard let element = adaptiveListElement else { return self }
        let list = Self.listBackground(for: element, in: appearance)
        var configuration = self
        configuration.listStyle = list.listStyle
        if fillFollowsList {
            configuration.backgroundColor = list.backgroundColor
            configuration.fillFollowsList = true
        }
        if cornerRadius == 0 { configuration.cornerRadius = list.cornerRadius }
        return configuration
    }

    /// This background adapted to `state`: in the style of the list the cell is in for one
    /// that follows its list; then grey while a cell is highlighted or selected; a sidebar
    /// cell's takes the tint colour (a nil `backgroundColor`) while selected.
    @MainActor
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState else { return self }
        var configuration = self
        if let environment = cell.listEnvironment { configuration = adapted(toList: environment) }
        guard cell.isHighlighted || cell.isSelected else { return configuration }
        if configuration.listStyle == .sidebarCell, cell.isSelected {
            configuration.backgroundColor = nil
        } else {
            configuration.backgroundColor = .systemGray4
        }
        return configuration
    }
}
