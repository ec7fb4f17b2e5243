// Vitrine — Apache License 2.0
// UIKit's semantic ("element") colours with their light and dark values, in the base
// (not elevated) level, standard contrast. Apple documents what each is for, not its
// numbers; the numbers are those iOS 13–18 resolve them to, as published by Noah Gilmore
// (noahgilmore.com/blog/dark-mode-uicolor-compatibility, read from iOS, and the light
// values in github.com/noahsark769/ColorCompatibility) and matching what
// `resolvedColor(with:)` prints on iOS (e.g. secondaryLabel light 60 60 67 0.6, dark
// 235 235 245 0.6; secondarySystemGroupedBackground dark 28 28 30).

extension UIColor {
    // MARK: Labels
    public class var label: UIColor { SemanticColor.label }
    public class var secondaryLabel: UIColor { SemanticColor.secondaryLabel }
    public class var tertiaryLabel: UIColor { SemanticColor.tertiaryLabel }
    public class var quaternaryLabel: UIColor { SemanticColor.quaternaryLabel }
    public class var placeholderText: UIColor { SemanticColor.placeholderText }
    public class var link: UIColor { SemanticColor.link }
    // MARK: Separators
    public class var separator: UIColor { SemanticColor.separator }
    public class var opaqueSeparator: UIColor { SemanticColor.opaqueSeparator }
    // MARK: Backgrounds
    public class var systemBackground: UIColor { SemanticColor.systemBackground }
    public class var secondarySystemBackground: UIColor { SemanticColor.secondarySystemBackground }
    public class var tertiarySystemBackground: UIColor { SemanticColor.tertiarySystemBackground }
    public class var systemGroupedBackground: UIColor { SemanticColor.systemGroupedBackground }
    public class var secondarySystemGroupedBackground: UIColor { SemanticColor.secondarySystemGroupedBackground }
    public class var tertiarySystemGroupedBackground: UIColor { SemanticColor.tertiarySystemGroupedBackground }
    // MARK: Fills
    public class var systemFill: UIColor { SemanticColor.systemFill }
    public class var secondarySystemFill: UIColor { SemanticColor.secondarySystemFill }
    public class var tertiarySystemFill: UIColor { SemanticColor.tertiarySystemFill }
    public class var quaternarySystemFill: UIColor { SemanticColor.quaternarySystemFill }
    // MARK: Fixed text colours (the same in both appearances)
    /// White at 60 % alpha, for text on dark backgrounds whatever the style.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Black, for text on light backgrounds whatever the style.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}

/// The semantic colours, made once.
private enum SemanticColor {
    static let label = UIColor.dynamic("labelColor", light: .rgb(0, 0, 0), dark: .rgb(255, 255, 255))
    static let secondaryLabel = UIColor.dynamic(
        "secondaryLabelColor", light: .rgb(60, 60, 67, 0.6), dark: .rgb(235, 235, 245, 0.6))
    static let tertiaryLabel = UIColor.dynamic(
        "tertiaryLabelColor", light: .rgb(60, 60, 67, 0.3), dark: .rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = UIColor.dynamic(
        "quaternaryLabelColor", light: .rgb(60, 60, 67, 0.18), dark: .rgb(235, 235, 245, 0.16))
    static let placeholderText = UIColor.dynamic(
        "placeholderTextColor", light: .rgb(60, 60, 67, 0.3), dark: .rgb(235, 235, 245, 0.3))
    static let link = UIColor.dynamic("linkColor", light: .rgb(0, 122, 255), dark: .rgb(9, 132, 255))
    static let separator = UIColor.dynamic(
        "separatorColor", light: .rgb(60, 60, 67, 0.29), dark: .rgb(84, 84, 88, 0.6))
    static let opaqueSeparator = UIColor.dynamic(
        "opaqueSeparatorColor", light: .rgb(198, 198, 200), dark: .rgb(56, 56, 58))
    static let systemBackground = UIColor.dynamic(
        "systemBackgroundColor", light: .rgb(255, 255, 255), dark: .rgb(0, 0, 0))
    static let secondarySystemBackground = UIColor.dynamic(
        "secondarySystemBackgroundColor", light: .rgb(242, 242, 247), dark: .rgb(28, 28, 30))
    static let tertiarySystemBackground = UIColor.dynamic(
        "tertiarySystemBackgroundColor", light: .rgb(255, 255, 255), dark: .rgb(44, 44, 46))
    static let systemGroupedBackground = UIColor.dynamic(
        "systemGroupedBackgroundColor", light: .rgb(242, 242, 247), dark: .rgb(0, 0, 0))
    static let secondarySystemGroupedBackground = UIColor.dynamic(
        "secondarySystemGroupedBackgroundColor", light: .rgb(255, 255, 255), dark: .rgb(28, 28, 30))
    static let tertiarySystemGroupedBackground = UIColor.dynamic(
        "tertiarySystemGroupedBackgroundColor", light: .rgb(242, 242, 247), dark: .rgb(44, 44, 46))
    static let systemFill = UIColor.dynamic(
        "systemFillColor", light: .rgb(120, 120, 128, 0.2), dark: .rgb(120, 120, 128, 0.36))
    static let secondarySystemFill = UIColor.dynamic(
        "secondarySystemFillColor", light: .rgb(120, 120, 128, 0.16), dark: .rgb(120, 120, 128, 0.32))
    static let tertiarySystemFill = UIColor.dynamic(
        "tertiarySystemFillColor", light: .rgb(118, 118, 128, 0.12), dark: .rgb(118, 118, 128, 0.24))
    static let quaternarySystemFill = UIColor.dynamic(
        "quaternarySystemFillColor", light: .rgb(116, 116, 128, 0.08), dark: .rgb(118, 118, 128, 0.18))
}
