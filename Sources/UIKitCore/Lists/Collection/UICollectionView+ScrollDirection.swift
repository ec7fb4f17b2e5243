// Vitrine — Apache License 2.0

extension UICollectionView {
    /// The direction a layout lays its content out to scroll in.
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across, stacked downwards.
        case vertical
        /// Lines run down, stacked rightwards.
        case horizontal
    }
}
