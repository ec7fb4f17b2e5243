// Vitrine — Apache License 2.0
// The background of a configuration-based view (iOS 14), in part: what a button's
// configuration uses. A nil colour leaves the choice to the view (a button's style).

/// A description of a view's background: fill, corner radius and stroke.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill; nil lets the view choose (a button uses its style's colour).
    public var backgroundColor: UIColor? {
        didSet { fillFollowsList = false }
    }
    /// The corner radius; a button applies it with `cornerStyle` `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// The outline's colour; nil draws none.
    public var strokeColor: UIColor?
    /// The outline's width in points.
    public var strokeWidth: CGFloat = 0

    /// A background with nothing set.
    public init() {}

    /// Which list background this is, for how it follows a cell's state (see
    /// UIBackgroundConfiguration+List.swift); `.none` for other backgrounds.
    var listStyle: ListStyle = .none

    enum ListStyle: Hashable, Sendable {
        case none, cell, sidebarCell, accompaniedSidebarCell
    }

    /// For the list backgrounds that take the style of the list they are in (`listCell()`,
    /// `listHeader()`, `listFooter()`): the element they are for; nil for others.
    var adaptiveListElement: ListElement?
    /// Whether the fill is still the one the list chooses: the app has not set `backgroundColor`.
    var fillFollowsList = false

    enum ListElement: Hashable, Sendable {
        case cell, header, footer
    }

    /// The fill to draw: `backgroundColor`, or `tintColor` when it is nil (as UIKit
    /// documents for configurations whose colour is left unset).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }

    /// A transparent background.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }
}
