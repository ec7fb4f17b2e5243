// Vitrine — Apache License 2.0

/// Settings of a compositional layout as a whole. Vitrine's compositional layouts scroll
/// vertically.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The space between sections; default 0.
    open var interSectionSpacing: CGFloat = 0

    public override init() {
        super.init()
    }
}
