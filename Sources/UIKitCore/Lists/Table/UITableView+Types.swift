// Vitrine — Apache License 2.0

extension UITableView {
    /// How a table groups its rows.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay at the top while their rows scroll.
        case plain = 0
        /// Sections apart from each other on a grey background; headers scroll.
        case grouped = 1
        /// Grouped, with each section's rows inset from the sides and rounded.
        case insetGrouped = 2
    }

    /// How inserted and deleted rows arrive and leave.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade = 0
        /// Slide in from, or out to, the right.
        case right = 1
        /// Slide in from, or out to, the left.
        case left = 2
        /// Slide from or to the top.
        case top = 3
        /// Slide from or to the bottom.
        case bottom = 4
        /// No animation of the rows themselves (the others still move).
        case none = 5
        /// Stay in the middle while the rows around close or open.
        case middle = 6
        /// The table's choice: a fade.
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row.
        case none = 0
        /// At the top of the view.
        case top = 1
        /// In the middle of the view.
        case middle = 2
        /// At the bottom of the view.
        case bottom = 3
    }

    /// A value for heights (rows, headers, footers) that lets the table choose: the
    /// height that fits the content. Its value is UIKit's, −1.
    public static let automaticDimension: CGFloat = -1

    /// The height of a standard row: 44 points.
    static let standardRowHeight: CGFloat = 44
    /// The side margin of a compact-width table; 20 points in a regular width.
    static let standardMargin: CGFloat = 16
    static let regularMargin: CGFloat = 20
}
