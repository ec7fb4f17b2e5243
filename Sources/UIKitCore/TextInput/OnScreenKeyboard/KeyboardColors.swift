// Vitrine — Apache License 2.0
// The keyboard's colours, from system colours (UIKit does not document its keyboard's):
// the system grays closest to iOS's keyboard. Light: systemGray4 behind, white letter
// keys, systemGray2 special keys (darker than the background). Dark: systemGray5
// behind, systemGray2 letter keys, systemGray4 special keys.

@MainActor
enum KeyboardColors {
    static let background = byStyle(light: .systemGray4, dark: .systemGray5)
    static let key = byStyle(light: .systemBackground, dark: .systemGray2)
    static let specialKey = byStyle(light: .systemGray2, dark: .systemGray4)

    private static func byStyle(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in (traits.userInterfaceStyle == .dark ? dark : light).resolvedColor(with: traits) }
    }
}
