// Vitrine — Apache License 2.0

extension UICollectionView {
    /// Where an item ends up when a collection view scrolls to it: at most one vertical
    /// and one horizontal position; empty means "do not scroll".
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Top edge of the item at the top of the view (less the top inset).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Bottom edge of the item at the bottom of the view (less the bottom inset).
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Left edge of the item at the left of the view.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Right edge of the item at the right of the view.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
