// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct InputSourceHookupTests {
    /// Shows a window with a logging view at launch and taps it through the input source.
    final class Delegate: UIResponder, ScriptedInputAppDelegate {
        var window: UIWindow?
        let view = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var source: ScriptedInputSource?
        var wasRunningAtLaunch = false

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.addSubview(view)
            window.makeKeyAndVisible()
            self.window = window
            wasRunningAtLaunch = source?.isRunning ?? false
            // (50, 50) on the 1280 × 800 screen.
            source?.send(.began, x: 50.0 / 1280, y: 50.0 / 800, at: 0)
            source?.send(.ended, x: 50.0 / 1280, y: 50.0 / 800, at: 0.05)
            return true
        }
    }

    @Test func theRuntimeStartsItsSourcesRoutesTheirFramesAndStopsThem() throws {
        let delegate = Delegate()
        let source = try runWithScriptedInput(delegate)
        #expect(delegate.wasRunningAtLaunch)
        #expect(delegate.view.log == ["began1", "ended1"])
        #expect(!source.isRunning)                         // stopped at shutdown
        #expect(source.frameHandler == nil)                // and disconnected from the router
    }
}
