// Vitrine — Apache License 2.0
// The split view controller's value types, spelled as in UIKit.

extension UISplitViewController {
    /// How many columns the controller manages.
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers` holds the primary and secondary controllers.
        case unspecified = 0
        /// A primary column beside or over the secondary one.
        case doubleColumn = 1
        /// A primary and a supplementary column beside or over the secondary one.
        case tripleColumn = 2
    }

    /// A column of the interface.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// The controller shown alone when the interface is collapsed (compact width).
        case compact = 3
    }

    /// How the columns share the width.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        /// The pre-iOS 14 names.
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How columns that show beside the secondary one make room.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        /// Side by side, the secondary column narrower.
        case tile = 1
        /// Over the secondary column.
        case overlay = 2
        /// Pushing the secondary column aside without narrowing it.
        case displace = 3
    }

    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The look of the primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        /// The sidebar's grouped background.
        case sidebar = 1
    }

    /// The value of a width property that lets the controller choose; UIKit's value, the
    /// most negative finite number.
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
}
