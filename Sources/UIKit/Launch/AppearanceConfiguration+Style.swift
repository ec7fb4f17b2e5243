// Vitrine — Apache License 2.0
import Platform

extension AppearanceConfiguration.Style {
    /// The UIKit style the board's `[appearance] style` names.
    var userInterfaceStyle: UIUserInterfaceStyle {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }
}
