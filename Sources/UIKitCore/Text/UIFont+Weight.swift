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
            Int(Self.interpolate(rawValue.isFinite ? rawValue : 0, in: Self.fontconfigScale).rounded())
        }

        /// The weight of fontconfig's `value`: the same table read backwards (the first
        /// named weight where two share a fontconfig value).
        init(fontconfigWeight value: Int) {
            var inverse: [(CGFloat, CGFloat)] = []
            for (weight, fontconfig) in Self.fontconfigScale where inverse.last.map({ fontconfig > $0.0 }) ?? true {
                inverse.append((fontconfig, weight))
            }
            self.init(Self.interpolate(CGFloat(value), in: inverse))
        }

        /// UIKit's named weights against fontconfig's (40 extra light … 80 regular … 200
        /// bold … 210 black); both columns increase.
        private static let fontconfigScale: [(CGFloat, CGFloat)] = [
            (-0.8, 40), (-0.6, 40), (-0.4, 50), (0, 80), (0.23, 100), (0.3, 180), (0.4, 200), (0.56, 205), (0.62, 210),
        ]

        /// `x` mapped through the piecewise-linear function through `points` (increasing
        /// in x), held at the first and last values outside them.
        private static func interpolate(_ x: CGFloat, in points: [(CGFloat, CGFloat)]) -> CGFloat {
            if x <= points[0].0 { return points[0].1 }
            for (low, high) in zip(points, points.dropFirst()) where x <= high.0 {
                return low.1 + (x - low.0) / (high.0 - low.0) * (high.1 - low.1)
            }
            return points[points.count - 1].1
        }
    }
}
