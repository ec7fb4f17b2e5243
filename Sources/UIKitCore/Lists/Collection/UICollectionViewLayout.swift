// Vitrine — Apache License 2.0
// The layout: an object that says where every element of a collection view goes.
//
// The collection view asks its layout in this order: `prepare()` once after each
// invalidation (the layout reads the collection view's counts and size there and
// computes what it needs), then `collectionViewContentSize`, then
// `layoutAttributesForElements(in:)` for the visible rectangle whenever the view scrolls.
// Scrolling does not invalidate the layout unless `shouldInvalidateLayout(forBoundsChange:)`
// says so. The layout never makes views: the collection view does, from the attributes.

/// The abstract base of collection view layouts; subclass it, or use
/// `UICollectionViewFlowLayout` or `UICollectionViewCompositionalLayout`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// The class of the attributes the layout makes; subclasses with custom attributes
    /// override it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    public override init() {
        super.init()
    }

    /// Unsupported: Vitrine loads no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Computing the layout

    /// Computes the layout; called after each invalidation, before any question about
    /// the layout. The default does nothing; overrides call super.
    open func prepare() {}

    /// The size of the whole content; the collection view scrolls over it. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates).
    /// Default none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: - Invalidation

    /// Marks the layout out of date: the collection view calls `prepare()` again before
    /// its next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, a
    /// resize) makes the layout out of date. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a view asking for `preferredAttributes` instead of `originalAttributes`
    /// (a self-sizing cell) makes the layout out of date. Default false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The offset the collection view should rest at instead of `proposedContentOffset`
    /// after a change of layout or data; default the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset scrolling should stop at instead of `proposedContentOffset` after a
    /// flick at `velocity`; default the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Animated changes

    /// Where an item appearing in an animated update starts (the collection view asks
    /// for every cell it makes during the animation, at its new index path); nil (the
    /// default) fades it in at its final place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted (or reloaded) item ends when an update animates, at its old index
    /// path; nil (the default) fades it out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: - For subclasses

    /// The collection view's data changed (a reload or an update): sizes measured for
    /// self-sizing views no longer belong to their index paths.
    func collectionViewDataDidChange() {}

    /// New attributes of `layoutAttributesClass` for the cell at `indexPath`.
    func makeCellAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = Self.attributesType.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// New attributes of `layoutAttributesClass` for a supplementary view.
    func makeSupplementaryAttributes(_ kind: String, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = Self.attributesType.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        return attributes
    }

    private static var attributesType: UICollectionViewLayoutAttributes.Type {
        (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }
}
