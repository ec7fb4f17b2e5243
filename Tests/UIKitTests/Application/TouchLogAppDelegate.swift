// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The app of the runtime tests: one window over the screen with a 1000 × 1000 point
/// `TouchLogView` at its origin, and `onLaunch` run as launching ends, when the app's
/// loop is about to start.
@MainActor
final class TouchLogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let view = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var onLaunch: (() -> Void)?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        onLaunch?()
        return true
    }
}
