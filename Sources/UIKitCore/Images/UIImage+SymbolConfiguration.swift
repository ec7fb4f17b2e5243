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
        /// The colours of a hierarchical or palette configuration, nil for none: Vitrine's
        /// symbols have one layer, drawn in the first colour instead of the view's tint.
        let colors: [UIColor]?

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

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, colors: nil)
        }

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, colors: [UIColor]?) {
            self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
            self.weight = weight
            self.scale = scale
            self.colors = colors.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The size and weight of `font`'s text (bold faces draw bold symbols).
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            let bold = font.fontDescriptor.symbolicTraits.contains(.traitBold)
            self.init(pointSize: font.pointSize, weight: bold ? .bold : .unspecified, scale: scale)
        }

        /// The size and weight of `textStyle`'s Dynamic Type font at the default size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(font: UIFont.preferredFont(forTextStyle: textStyle), scale: scale)
        }

        /// Symbols in `hierarchicalColor` (one layer here: the colour itself).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, colors: [hierarchicalColor])
        }

        /// Symbols in the palette's colours (one layer here: the first colour).
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, colors: paletteColors)
        }

        /// Multicolour symbols: Vitrine's symbols have one colour, so nothing is specified.
        public static func preferringMulticolor() -> Self {
            Self(pointSize: 0, weight: .unspecified, scale: .unspecified, colors: nil)
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
                        scale: other.scale != .unspecified ? other.scale : scale,
                        colors: other.colors ?? colors)
        }

        public override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && colors == other.colors
        }

        /// The side of the drawn symbol in points.
        var symbolSide: CGFloat {
            (pointSize > 0 ? pointSize : Self.defaultPointSize) * scale.sizeFactor
        }
    }
}
