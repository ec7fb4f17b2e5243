// Vitrine — Apache License 2.0

extension UIFont {
    /// A font weight, with Apple's values (regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight, −1 (lightest) … 1 (heaviest).
        public var rawValue: CGFloat

        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// A weight of `rawValue`.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// −0.8 (DejaVu Sans ExtraLight).
        public static let ultraLight = Weight(-0.8)
        /// −0.6 (DejaVu Sans ExtraLight).
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0 (DejaVu Sans Book).
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3 (DejaVu Sans Bold, the closest installed).
        public static let semibold = Weight(0.3)
        /// 0.4 (DejaVu Sans Bold).
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        /// Lighter weights order first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// fontconfig's weight scale (FC_WEIGHT_*: 40 extra light … 80 regular … 200 bold … 210
        /// black), interpolated between the named weights.
        var fontconfigWeight: Int {
            let table: [(CGFloat, CGFloat)] = [(-0.8, 40), (-0.6, 40), (-0.4, 50), (0, 80), (0.23, 100),
                                               (0.3, 180), (0.4, 200), (0.56, 205), (0.62, 210)]
            let w = rawValue.isFinite ? rawValue : 0
            if w <= table[0].0 { return Int(table[0].1) }
            for (low, high) in zip(table, table.dropFirst()) where w <= high.0 {
                let t = (w - low.0) / (high.0 - low.0)
                return Int((low.1 + t * (high.1 - low.1)).rounded())
            }
            return Int(table[table.count - 1].1)
        }
    }
}
