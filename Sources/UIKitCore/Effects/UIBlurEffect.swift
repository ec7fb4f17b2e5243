// Vitrine — Apache License 2.0
// A blur material: the content behind a visual effect view blurred (a Gaussian, three box
// passes), saturated, and under the material's translucent tint. Apple documents no
// figures; these are Vitrine's reading of iOS's materials. Tints: white at 40, 60, 75, 85 %
// for ultra-thin, thin, regular and thick materials in light mode, a near-black (12 %
// white) at 45, 60, 75, 85 % in dark mode, and the chrome material at 80 %. Blur: a
// standard deviation of 10 points for ultra-thin, 12 for thin, 15 for the others (the
// older light, extra-light and dark styles too), and saturation 1.8 throughout, which
// keeps the colours behind a bar recognisable through the tint.

/// A blur effect over the content behind a visual effect view.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material of the blur.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur and saturation of what lies behind, which do not depend on light or dark mode.
    var backdropFilter: BackdropFilter {
        let radius: CGFloat
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: radius = 10
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: radius = 12
        default: radius = 15
        }
        return BackdropFilter(radius: radius, saturation: 1.8)
    }

    /// The translucent colour drawn for the material; styles without a fixed appearance
    /// follow the view's light or dark mode.
    var tintColor: UIColor {
        let style = self.style
        return UIColor { traits in Self.tint(for: style, dark: traits.userInterfaceStyle == .dark) }
    }

    /// The material tint of `style` in light or dark mode.
    nonisolated static func tint(for style: Style, dark: Bool) -> UIColor {
        enum Thickness { case ultraThin, thin, regular, thick, chrome }
        let thickness: Thickness
        var appearance: Bool? = nil  // nil follows the mode; true dark, false light
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .regular: thickness = .regular
        case .prominent: thickness = .thick
        case .systemUltraThinMaterial: thickness = .ultraThin
        case .systemThinMaterial: thickness = .thin
        case .systemMaterial: thickness = .regular
        case .systemThickMaterial: thickness = .thick
        case .systemChromeMaterial: thickness = .chrome
        case .systemUltraThinMaterialLight: thickness = .ultraThin; appearance = false
        case .systemThinMaterialLight: thickness = .thin; appearance = false
        case .systemMaterialLight: thickness = .regular; appearance = false
        case .systemThickMaterialLight: thickness = .thick; appearance = false
        case .systemChromeMaterialLight: thickness = .chrome; appearance = false
        case .systemUltraThinMaterialDark: thickness = .ultraThin; appearance = true
        case .systemThinMaterialDark: thickness = .thin; appearance = true
        case .systemMaterialDark: thickness = .regular; appearance = true
        case .systemThickMaterialDark: thickness = .thick; appearance = true
        case .systemChromeMaterialDark: thickness = .chrome; appearance = true
        }
        let isDark = appearance ?? dark
        let alpha: CGFloat
        switch thickness {
        case .ultraThin: alpha = isDark ? 0.45 : 0.4
        case .thin: alpha = 0.6
        case .regular: alpha = 0.75
        case .thick: alpha = 0.85
        case .chrome: alpha = 0.8
        }
        return UIColor(white: isDark ? 0.12 : 0.97, alpha: alpha)
    }
}
