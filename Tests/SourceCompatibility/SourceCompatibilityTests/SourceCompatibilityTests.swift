// Vitrine — Apache License 2.0
// The source-compatibility apps (Swift5App, Swift6App) compile with the tests; these run
// each headless, launched by the runtime on a fake display, and tap its ring view.
import Dispatch
import Testing
import Logging
import VitrineTesting
@testable import UIKitCore  // @testable: a plain import next to Testing looks for `_Testing_CoreGraphics`
import Swift5App
import Swift6App

@MainActor
@Suite struct SourceCompatibilityTests {
    /// Launches `delegate` on a 320 × 200 point screen, taps (200, 70) — the ring's centre —
    /// half a second in, and stops the loop two seconds in.
    private func run(_ delegate: any UIApplicationDelegate) throws {
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 320, height: 200, completesImmediately: true)
        let source = ScriptedInputSource()
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, inputSources: [source],
                                             logger: Logger(label: "test"))
        _ = loop.schedule(after: 0.5) {
            source.send(.began, x: 200.0 / 320, y: 70.0 / 200, at: 0.5)
            source.send(.ended, x: 200.0 / 320, y: 70.0 / 200, at: 0.55)
        }
        _ = loop.schedule(after: 2) { loop.stop(status: 0) }
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        #expect(runtime.run(delegate: delegate, screenshotPath: nil) == 0)
        #expect(display.presentedFrames > 0)
    }

    @Test func theSwift5AppLaunchesDrawsAndHandlesATap() async throws {
        let app = Swift5App.AppDelegate()
        try run(app)
        // The manual loop does not drain the main queue; a later block on it runs after
        // the app's (the queue is serial).
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(app.stack?.cards.map(\.tag) == [1, 2])
        #expect(app.stack?.cards.first?.backgroundColor == .systemYellow)  // set on the main queue
        #expect(app.ring?.drawCount == 1)
        #expect(app.ring?.touchCount == 1)
        #expect(app.ring?.tapCount == 1)
        #expect(app.statusController.view.backgroundColor == .systemGreen)
    }

    @Test func theSwift6AppLaunchesDrawsAndHandlesATap() throws {
        let app = Swift6App.AppDelegate()
        try run(app)
        #expect(app.stack?.cards.map(\.tag) == [1, 2])
        #expect(app.ring?.drawCount == 1)
        #expect(app.ring?.touchCount == 1)
        #expect(app.ring?.tapCount == 1)
        #expect(app.statusController.view.backgroundColor == .systemGreen)
    }
}
