// Vitrine — Apache License 2.0

extension UIImage {
    /// What an image is made for (its traits and, for symbols, size and weight). Vitrine's
    /// only kind is `SymbolConfiguration`.
    open class Configuration: Equatable, @unchecked Sendable {
        // Sendable: subclasses hold only `let`s of values.
        public init() {}

        /// This configuration with the values `other` specifies put over it.
        open func applying(_ other: Configuration?) -> Self { self }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }

        /// Equality of the values; subclasses compare their own.
        open func isEqual(to other: Configuration) -> Bool { type(of: self) == type(of: other) }
    }
}
