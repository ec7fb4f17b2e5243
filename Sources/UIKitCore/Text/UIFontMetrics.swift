// Vitrine — Apache License 2.0
// Scales custom fonts and values along a text style's Dynamic Type curve: the factor is
// the style's size at the category over its size at the default category (`.large`).

/// Scales fonts and layout values for the user's preferred text size.
open class UIFontMetrics: @unchecked Sendable {
    // Sendable: immutable after init.
    /// The text style whose curve this follows.
    let textStyle: UIFont.TextStyle

    /// Metrics for the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that follow `textStyle`'s curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` (sized for the default category) scaled for the current traits' category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current traits' category, no larger than `maximumPointSize`
    /// (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s category.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaling = DynamicTypeScaling(style: textStyle, baseSize: font.pointSize,
                                         maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        return UIFont(face: font.fontFace, size: scaling.pointSize(for: UIFont.contentSizeCategory(traitCollection)), dynamicType: scaling)
    }

    /// `value` (for the default category) scaled for the current traits' category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = UIFont.contentSizeCategory(traitCollection)
        return value * DynamicTypeScaling.pointSize(of: textStyle, for: category) / DynamicTypeScaling.pointSize(of: textStyle, for: .large)
    }
}
