// Vitrine — Apache License 2.0
import Testing
import Logging
import VitrineTesting
@testable import UIKitCore

/// The launch sequence Apple documents ("About the app launch sequence"):
/// `application(_:willFinishLaunchingWithOptions:)`, then
/// `application(_:didFinishLaunchingWithOptions:)`, then, in the foreground,
/// `applicationDidBecomeActive(_:)`. The deprecated `applicationDidFinishLaunching(_:)`
/// is called only by a delegate that lacks `didFinishLaunchingWithOptions`.
@MainActor @Suite struct UIApplicationDelegateLaunchTests {
    final class ModernDelegate: UIResponder, UIApplicationDelegate {
        var calls: [String] = []
        func application(_ application: UIApplication,
                         willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            calls.append("willFinishLaunchingWithOptions")
            return true
        }
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            calls.append("didFinishLaunchingWithOptions")
            return true
        }
        func applicationDidFinishLaunching(_ application: UIApplication) {
            calls.append("applicationDidFinishLaunching")
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            calls.append("applicationDidBecomeActive")
        }
    }

    /// An old app: its window is made in `applicationDidFinishLaunching(_:)`.
    final class OldDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var calls: [String] = []
        func applicationDidFinishLaunching(_ application: UIApplication) {
            calls.append("applicationDidFinishLaunching")
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.backgroundColor = .red
            window.makeKeyAndVisible()
            self.window = window
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            calls.append("applicationDidBecomeActive")
        }
    }

    /// Launches `delegate` on a 64 × 48 fake display and runs the loop dry.
    private func launch(_ delegate: any UIApplicationDelegate) throws -> FakeDisplayOutput {
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 64, height: 48, completesImmediately: true)
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, logger: Logger(label: "test"))
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        #expect(runtime.run(delegate: delegate, screenshotPath: nil) == 0)
        return display
    }

    @Test func aDelegateWithDidFinishLaunchingWithOptionsGetsOnlyThatOneInIOSOrder() throws {
        let delegate = ModernDelegate()
        _ = try launch(delegate)
        #expect(delegate.calls == ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions",
                                   "applicationDidBecomeActive"])
    }

    @Test func aDelegateWithOnlyApplicationDidFinishLaunchingIsLaunchedThroughIt() throws {
        let delegate = OldDelegate()
        let display = try launch(delegate)
        #expect(delegate.calls == ["applicationDidFinishLaunching", "applicationDidBecomeActive"])
        // Its window reached the screen: red, not the black of an app never launched.
        #expect(display.presentedFrames > 0)
        #expect(display.screen[10, 10] == 0xFFFF_0000)
    }
}
