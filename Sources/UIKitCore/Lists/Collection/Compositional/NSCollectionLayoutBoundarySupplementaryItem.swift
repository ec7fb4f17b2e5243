// Vitrine — Apache License 2.0

/// A supplementary view along a section's edge: a header (`.top`) or a footer (`.bottom`).
/// Vitrine places them across the section's width less its leading and trailing insets,
/// a header above the section's top inset and a footer below its bottom inset; the other
/// alignments (leading, trailing, corners) are laid out as a header.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view, as the data source is asked for it (`elementKindSectionHeader` …).
    public let elementKind: String
    /// Which edge of the section the item is on.
    public let alignment: NSRectAlignment
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
