// Vitrine — Apache License 2.0
// UIKit's system colours, each with its light and dark sRGB value, as Apple's Human
// Interface Guidelines list them (developer.apple.com/design/human-interface-guidelines/color,
// "System colors", iOS/iPadOS default values, the iOS 15–18 table; iOS 26 retuned
// several, which Vitrine does not follow yet). The grays are the HIG's "iOS, iPadOS
// system gray colors". Dark values cross-checked with the tables of Noah Gilmore,
// noahgilmore.com/blog/dark-mode-uicolor-compatibility (values read from iOS).
//
// Each colour is made once, so two reads compare equal and a view's tint does not
// "change" when set to the same system colour again.

extension UIColor {
    public class var systemRed: UIColor { SystemColor.red }
    public class var systemOrange: UIColor { SystemColor.orange }
    public class var systemYellow: UIColor { SystemColor.yellow }
    public class var systemGreen: UIColor { SystemColor.green }
    public class var systemMint: UIColor { SystemColor.mint }
    public class var systemTeal: UIColor { SystemColor.teal }
    public class var systemCyan: UIColor { SystemColor.cyan }
    public class var systemBlue: UIColor { SystemColor.blue }
    public class var systemIndigo: UIColor { SystemColor.indigo }
    public class var systemPurple: UIColor { SystemColor.purple }
    public class var systemPink: UIColor { SystemColor.pink }
    public class var systemBrown: UIColor { SystemColor.brown }
    public class var systemGray: UIColor { SystemColor.gray }
    public class var systemGray2: UIColor { SystemColor.gray2 }
    public class var systemGray3: UIColor { SystemColor.gray3 }
    public class var systemGray4: UIColor { SystemColor.gray4 }
    public class var systemGray5: UIColor { SystemColor.gray5 }
    public class var systemGray6: UIColor { SystemColor.gray6 }

    /// A fixed colour from 0–255 sRGB components and an alpha in 0...1.
    static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }
}

/// The system colours, made once.
private enum SystemColor {
    static let red = UIColor.dynamic("systemRedColor", light: .rgb(255, 59, 48), dark: .rgb(255, 69, 58))
    static let orange = UIColor.dynamic("systemOrangeColor", light: .rgb(255, 149, 0), dark: .rgb(255, 159, 10))
    static let yellow = UIColor.dynamic("systemYellowColor", light: .rgb(255, 204, 0), dark: .rgb(255, 214, 10))
    static let green = UIColor.dynamic("systemGreenColor", light: .rgb(52, 199, 89), dark: .rgb(48, 209, 88))
    static let mint = UIColor.dynamic("systemMintColor", light: .rgb(0, 199, 190), dark: .rgb(99, 230, 226))
    static let teal = UIColor.dynamic("systemTealColor", light: .rgb(48, 176, 199), dark: .rgb(64, 200, 224))
    static let cyan = UIColor.dynamic("systemCyanColor", light: .rgb(50, 173, 230), dark: .rgb(100, 210, 255))
    static let blue = UIColor.dynamic("systemBlueColor", light: .rgb(0, 122, 255), dark: .rgb(10, 132, 255))
    static let indigo = UIColor.dynamic("systemIndigoColor", light: .rgb(88, 86, 214), dark: .rgb(94, 92, 230))
    static let purple = UIColor.dynamic("systemPurpleColor", light: .rgb(175, 82, 222), dark: .rgb(191, 90, 242))
    static let pink = UIColor.dynamic("systemPinkColor", light: .rgb(255, 45, 85), dark: .rgb(255, 55, 95))
    static let brown = UIColor.dynamic("systemBrownColor", light: .rgb(162, 132, 94), dark: .rgb(172, 142, 104))
    static let gray = UIColor.dynamic("systemGrayColor", light: .rgb(142, 142, 147), dark: .rgb(142, 142, 147))
    static let gray2 = UIColor.dynamic("systemGray2Color", light: .rgb(174, 174, 178), dark: .rgb(99, 99, 102))
    static let gray3 = UIColor.dynamic("systemGray3Color", light: .rgb(199, 199, 204), dark: .rgb(72, 72, 74))
    static let gray4 = UIColor.dynamic("systemGray4Color", light: .rgb(209, 209, 214), dark: .rgb(58, 58, 60))
    static let gray5 = UIColor.dynamic("systemGray5Color", light: .rgb(229, 229, 234), dark: .rgb(44, 44, 46))
    static let gray6 = UIColor.dynamic("systemGray6Color", light: .rgb(242, 242, 247), dark: .rgb(28, 28, 30))
}
