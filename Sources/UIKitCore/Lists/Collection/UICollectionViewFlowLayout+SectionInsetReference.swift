// Vitrine — Apache License 2.0
// What a flow layout's section insets are measured from. The layout's content area is
// already inside the collection view's adjusted content inset; measuring from the safe
// area or the layout margins adds, on each edge, how far those reach past that content
// inset (never less than nothing). Scrolling vertically with the automatic adjustment,
// the safe area's top and bottom are in the content inset already, so only its sides add.

extension UICollectionViewFlowLayout {
    /// The edges `sectionInset` is measured from (Apple's raw values).
    public enum SectionInsetReference: Int, Sendable {
        /// The content area: the collection view's bounds less its adjusted content inset.
        case fromContentInset = 0
        /// The collection view's safe area.
        case fromSafeArea = 1
        /// The collection view's layout margins.
        case fromLayoutMargins = 2
    }

    /// The insets added to every section's insets for `sectionInsetReference`.
    func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        let edges: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: edges = collectionView.safeAreaInsets
        case .fromLayoutMargins: edges = collectionView.layoutMargins
        }
        let content = collectionView.adjustedContentInset
        return UIEdgeInsets(top: max(edges.top - content.top, 0), left: max(edges.left - content.left, 0),
                            bottom: max(edges.bottom - content.bottom, 0), right: max(edges.right - content.right, 0))
    }
}
