// Vitrine — Apache License 2.0

extension UIScrollView {
    /// How fast a flicked scroll view slows down: the factor its velocity is multiplied
    /// by every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
