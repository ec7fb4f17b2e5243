// Vitrine — Apache License 2.0
// iOS's Dynamic Type sizes, from Apple's Human Interface Guidelines, Typography,
// "iOS, iPadOS Dynamic Type sizes" (developer.apple.com/design/human-interface-guidelines/typography).
// Rows are text styles, columns the content size categories xSmall … xxxLarge, then AX1 … AX5.

/// A text style and the size a font had at the default category (`.large`), so it can be
/// scaled for another category.
struct DynamicTypeScaling: Hashable, Sendable {
    var style: UIFont.TextStyle
    /// The font's size at `.large`.
    var baseSize: CGFloat
    /// The largest size scaling may reach, if any (`scaledFont(for:maximumPointSize:)`).
    var maximumPointSize: CGFloat?

    private static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    //                                         xS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
    private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `category`; an unspecified category is the default,
    /// `.large`, and an unknown style follows body.
    static func pointSize(of style: UIFont.TextStyle, for category: UIContentSizeCategory) -> CGFloat {
        let row = sizes[style] ?? sizes[.body]!
        let column = categories.firstIndex(of: category) ?? 3
        return row[column]
    }

    /// The weight of `style`: headline is semibold, the others regular.
    static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }

    /// The factor `style` grows by from `.large` to `category`.
    static func scale(of style: UIFont.TextStyle, for category: UIContentSizeCategory) -> CGFloat {
        pointSize(of: style, for: category) / pointSize(of: style, for: .large)
    }

    /// The size for `category`, capped at `maximumPointSize`.
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        // Multiplied before dividing, so sizes in the table come out exact (13 × 15 / 13 = 15).
        let size = baseSize * Self.pointSize(of: style, for: category) / Self.pointSize(of: style, for: .large)
        return maximumPointSize.map { min(size, $0) } ?? size
    }
}
