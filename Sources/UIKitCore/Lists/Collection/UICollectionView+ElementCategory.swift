// Vitrine — Apache License 2.0

extension UICollectionView {
    /// The kinds of element a layout places.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, for an item.
        case cell
        /// A supplementary view: a header, a footer, or a kind the layout defines.
        case supplementaryView
        /// A decoration view: layout-owned, with no data.
        case decorationView
    }

    /// The kind of a section's header, for flow and compositional layouts.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a section's footer, for flow and compositional layouts.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
