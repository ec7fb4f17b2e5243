// Vitrine — Apache License 2.0

extension UITableViewCell {
    /// The standard layouts of a cell's `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// An image and a left-aligned text; no detail label.
        case `default` = 0
        /// A text on the left and a detail text, in the secondary colour, on the right.
        case value1 = 1
        /// A right-aligned text in a narrow column, then a left-aligned detail text.
        case value2 = 2
        /// A text with a smaller detail text under it.
        case subtitle = 3
    }

    /// The standard views at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button: `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailButton = 4
    }

    /// How a cell looks when selected.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// The standard grey (blue is not used since iOS 7).
        case blue = 1
        /// The standard grey.
        case gray = 2
        /// The standard grey.
        case `default` = 3
    }

    /// The style of the lines between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none = 0
        /// A hairline.
        case singleLine = 1
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete = 1, insert = 2
    }
}
