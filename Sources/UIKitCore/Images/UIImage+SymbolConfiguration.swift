// Vitrine — Apache License 2.0

extension UIImage {
    /// The point size, weight and scale a system symbol is drawn at.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The size in points (0: unspecified, the body text size 17).
        public let pointSize: CGFloat
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The size relative to `pointSize`.
        public let scale: SymbolScale

        /// The point size symbols get when none is given: UIKit's body text size.
        static let defaultPointSize: CGFloat = 17

        /// Nothing specified.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
            self.weight = weight
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// This configuration with what `other` specifies put over it.
        public override func applying(_ other: Configuration?) -> Self {
            guard let other = other as? SymbolConfiguration else { return self }
            return Self(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                        weight: other.weight != .unspecified ? other.weight : weight,
                        scale: other.scale != .unspecified ? other.scale : scale)
        }

        public override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }

        /// The side of the drawn symbol in points.
        var symbolSide: CGFloat {
            (pointSize > 0 ? pointSize : Self.defaultPointSize) * scale.sizeFactor
        }
    }
}
