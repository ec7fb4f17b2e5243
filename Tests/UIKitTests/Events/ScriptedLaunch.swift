// Vitrine — Apache License 2.0
import Logging
import VitrineTesting
@testable import UIKitCore

/// An app delegate whose launch sends touches through a scripted input source.
@MainActor
protocol ScriptedInputAppDelegate: UIApplicationDelegate {
    var source: ScriptedInputSource? { get set }
}

/// Runs `delegate` as the app on a 1280 × 800 fake display whose only input is a scripted
/// source (handed to the delegate before launch), until the loop has nothing left to do;
/// then hides its window and puts the previous app delegate back.
@MainActor
@discardableResult
func runWithScriptedInput(_ delegate: some ScriptedInputAppDelegate) throws -> ScriptedInputSource {
    let loop = ManualEventLoop()
    let display = FakeDisplayOutput(width: 1280, height: 800, completesImmediately: true)
    let source = ScriptedInputSource()
    let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, inputSources: [source],
                                         logger: Logger(label: "test"))
    delegate.source = source
    let previous = UIApplication.shared.delegate
    defer {
        delegate.window?.isHidden = true
        UIApplication.shared.delegate = previous
    }
    _ = runtime.run(delegate: delegate, screenshotPath: nil)
    return source
}
