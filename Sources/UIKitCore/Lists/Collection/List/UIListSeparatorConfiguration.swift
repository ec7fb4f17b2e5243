// Vitrine — Apache License 2.0
// The hairlines between a list's rows (iOS 14.5): whether a row's top and bottom
// separators show, their insets and colour. As Apple documents, `.automatic` lets the
// list decide: the bottom separator of every row but the last of its section shows,
// and no top separator (Vitrine follows the table here). Automatic insets start the
// line where the row's text starts (after its indentation, leading accessories and
// image) and run it to the trailing edge.

/// How a list draws the separators of its rows.
public struct UIListSeparatorConfiguration {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// The list decides.
        case automatic
        case visible
        case hidden
    }

    /// The insets that tell the list to place the separator itself (lined up with the text).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The leading and trailing insets of the top separator; `automaticInsets` by default.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The leading and trailing insets of the bottom separator; `automaticInsets` by default.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The colour of the separators; the system separator colour by default.
    public var color: UIColor = .separator
    /// The colour of the separators between selected rows while several are selected;
    /// the system separator colour by default (Vitrine draws every separator in `color`).
    public var multipleSelectionColor: UIColor = .separator

    /// The separators of a list of `listAppearance`, all automatic.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// Whether the separator is shown, for a row that is or is not its section's last.
    static func isShown(_ visibility: Visibility, automatically: Bool) -> Bool {
        switch visibility {
        case .automatic: return automatically
        case .visible: return true
        case .hidden: return false
        }
    }

    /// Whether `insets` is `automaticInsets` (compared by its leading edge, which no real
    /// inset reaches).
    static func isAutomatic(_ insets: NSDirectionalEdgeInsets) -> Bool {
        insets.leading == -.greatestFiniteMagnitude
    }
}
