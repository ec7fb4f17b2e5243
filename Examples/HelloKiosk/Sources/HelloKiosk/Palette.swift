// Vitrine — Apache License 2.0
import UIKit

/// The app's colours, written as 0xRRGGBB the way a designer hands them over.
enum Palette {
    static let background = UIColor(rgb: 0x1B2430)
    static let ink = UIColor(rgb: 0x1B2430)
    /// What a tap steps through: the card's colour and the header's beside it.
    static let themes: [(card: UIColor, header: UIColor)] = [
        (UIColor(rgb: 0xF6F1E9), UIColor(rgb: 0x2E86AB)),
        (UIColor(rgb: 0xFFD166), UIColor(rgb: 0xEF8354)),
        (UIColor(rgb: 0xB8E0C8), UIColor(rgb: 0x3BA272)),
    ]
}

extension UIColor {
    convenience init(rgb: UInt32) {
        self.init(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}
