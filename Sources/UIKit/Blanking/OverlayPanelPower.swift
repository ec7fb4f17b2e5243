// Vitrine — Apache License 2.0
import PlatformCore
import UIKitCore

/// The last way to darken a panel that has no backlight control and no DPMS (fbdev, a
/// headless display, a VNC viewer): a black window above every other, translucent to
/// dim, opaque to blank. The backlight stays lit, but the picture goes.
///
/// The window takes no touches (it has no user interaction); the idle blanker already
/// keeps the waking touch from the app.
@MainActor
final class OverlayPanelPower: PanelPower {
    /// Above alerts (2000) and anything an app is likely to use.
    static let windowLevel = UIWindow.Level(rawValue: 1_000_000)

    private var window: UIWindow?

    var name: String { "black overlay window" }

    var canDim: Bool { true }

    /// The overlay while it is shown, for tests.
    var overlay: UIWindow? { window?.isHidden == false ? window : nil }

    func setState(_ state: PanelPowerState) {
        switch state {
        case .on:
            window?.isHidden = true
            window = nil
        case .dimmed(let fraction):
            show(alpha: 1 - fraction)
        case .off:
            show(alpha: 1)
        }
    }

    private func show(alpha: Double) {
        let window = self.window ?? UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = Self.windowLevel
        window.isUserInteractionEnabled = false
        window.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: CGFloat(alpha))
        window.isHidden = false
        self.window = window
    }
}
