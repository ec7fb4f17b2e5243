// Vitrine — Apache License 2.0
import Testing
import Logging
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// While the kiosk's VT is in the background its touches are not the app's: a touch down is
/// cancelled, later frames are dropped, and only touches that begin after the return arrive.
@MainActor
@Suite struct ApplicationRuntimeDisplayRecoveryTests {
    @Test func touchesWhileAwayAreCancelledAndDropped() throws {
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 1280, height: 800, completesImmediately: true)
        let source = ScriptedInputSource()
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, inputSources: [source],
                                             logger: Logger(label: "test"))
        let delegate = TouchLogAppDelegate()
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        // (50, 50) on the 1280 × 800 screen.
        let x = 50.0 / 1280, y = 50.0 / 800
        delegate.onLaunch = {
            source.send(.began, x: x, y: y, at: 0)
            runtime.suspendInput()  // another VT takes the screen with the finger down
            source.send(.moved, x: x, y: y + 0.01, at: 0.05)
            source.send(.ended, x: x, y: y + 0.01, at: 0.1)
            source.send(.began, x: x, y: y, at: 0.2)  // a tap on the other VT
            source.send(.ended, x: x, y: y, at: 0.25)
            runtime.resumeInput()
            source.send(.began, x: x, y: y, at: 1)
            source.send(.ended, x: x, y: y, at: 1.05)
        }
        _ = runtime.run(delegate: delegate, screenshotPath: nil)
        #expect(delegate.view.log == ["began1", "cancelled1", "began1", "ended1"])
    }
}
