// Vitrine — Apache License 2.0
import Logging
import Platform
import UIKitCore

extension ApplicationRuntime {
    /// Sets when the on-screen keyboard shows and which letters it has from the board's
    /// `[keyboard]` (`on-screen`, and the first of `layout`'s layouts: "de" gives the
    /// German keys, any other the US ones, which is said in the log).
    func configureOnScreenKeyboard(_ keyboard: KeyboardConfiguration) {
        UIApplication.onScreenKeyboardPolicy = switch keyboard.onScreen {
        case .auto: .auto
        case .always: .always
        case .never: .never
        }
        let first = keyboard.layout.layout.split(separator: ",").first.map(String.init) ?? "us"
        if let name = OnScreenKeyboardLayoutName(rawValue: first) {
            UIApplication.onScreenKeyboardLayout = name
        } else {
            UIApplication.onScreenKeyboardLayout = .us
            logger.notice("on-screen keyboard: no \"\(first)\" keys yet (there are \"us\" and \"de\"); it shows US English")
        }
    }
}
