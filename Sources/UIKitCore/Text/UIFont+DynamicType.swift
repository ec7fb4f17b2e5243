// Vitrine — Apache License 2.0
// Dynamic Type fonts are the system font (DejaVu Sans) at iOS's sizes per style and
// content size category (see DynamicTypeScaling.swift).

extension UIFont {
    /// The system font for `style` at the current traits' content size category
    /// (`UITraitCollection.current`; the default, `.large`, when unspecified).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at `traitCollection`'s content size category (the
    /// current traits' when nil or unspecified).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIFont.contentSizeCategory(traitCollection)
        let base = systemFont(ofSize: DynamicTypeScaling.pointSize(of: style, for: .large), weight: DynamicTypeScaling.weight(of: style))
        let scaling = DynamicTypeScaling(style: style, baseSize: base.pointSize)
        return UIFont(face: base.fontFace, size: scaling.pointSize(for: category), dynamicType: scaling)
    }

    /// The system font with digits of one width, for numbers that change in place (clocks,
    /// counters). DejaVu Sans's digits are all the same width already, so this is the system font.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The category `traitCollection` asks for, else the current traits', else `.large`.
    static func contentSizeCategory(_ traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        for traits in [traitCollection, UITraitCollection.current].compactMap({ $0 })
        where traits.preferredContentSizeCategory != .unspecified {
            return traits.preferredContentSizeCategory
        }
        return .large
    }

    /// This font at the size for `category` when it came from Dynamic Type; else nil.
    func scaled(for category: UIContentSizeCategory) -> UIFont? {
        guard let dynamicType else { return nil }
        let size = dynamicType.pointSize(for: category)
        return size == pointSize ? self : UIFont(face: fontFace, size: size, dynamicType: dynamicType)
    }
}
