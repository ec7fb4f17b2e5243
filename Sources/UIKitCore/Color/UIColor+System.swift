// Vitrine — Apache License 2.0
// UIKit's system colours, with the sRGB values iOS uses in the light appearance (a
// kiosk has no dark mode to adapt to).

extension UIColor {
    private static func system(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    public class var systemRed: UIColor { system(255, 59, 48) }
    public class var systemOrange: UIColor { system(255, 149, 0) }
    public class var systemYellow: UIColor { system(255, 204, 0) }
    public class var systemGreen: UIColor { system(52, 199, 89) }
    public class var systemMint: UIColor { system(0, 199, 190) }
    public class var systemTeal: UIColor { system(48, 176, 199) }
    public class var systemCyan: UIColor { system(50, 173, 230) }
    public class var systemBlue: UIColor { system(0, 122, 255) }
    public class var systemIndigo: UIColor { system(88, 86, 214) }
    public class var systemPurple: UIColor { system(175, 82, 222) }
    public class var systemPink: UIColor { system(255, 45, 85) }
    public class var systemBrown: UIColor { system(162, 132, 94) }
    public class var systemGray: UIColor { system(142, 142, 147) }
}
