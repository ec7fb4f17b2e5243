// Vitrine — Apache License 2.0
import Foundation
import Logging
import Platform
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

@MainActor
@Suite struct ApplicationRuntimeBlankingTests {
    @Test func touchesPassTheBlankerAndThePanelIsLitAgainOnExit() throws {
        let sys = try FakeBacklightFolder(brightness: 100)
        defer { sys.remove() }
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 1000, height: 1000, completesImmediately: true)
        let source = ScriptedInputSource()
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, inputSources: [source],
                                             logger: Logger(label: "test"))
        let blanker = runtime.installBlanker(PowerConfiguration(dimAfter: 10, offAfter: 20, dimBrightness: 0.5),
                                             backlightClassDirectory: sys.classDirectory)
        #expect(blanker?.panels.map { $0.name } == ["backlight \(sys.path)", "black overlay window"])

        var seen: [String] = []
        let delegate = TouchLogAppDelegate()
        delegate.onLaunch = {
            loop.schedule(after: 15) { seen.append("15 s: \(sys.brightness) \(sys.blPower)") }
            loop.schedule(after: 25) { seen.append("25 s: \(sys.brightness) \(sys.blPower)") }
            loop.schedule(after: 30) { source.send(.began, x: 0.5, y: 0.5, at: 30); source.send(.ended, x: 0.5, y: 0.5, at: 30.05) }
            loop.schedule(after: 31) { source.send(.began, x: 0.5, y: 0.5, at: 31); source.send(.ended, x: 0.5, y: 0.5, at: 31.05) }
            loop.schedule(after: 32) { seen.append("32 s: \(sys.brightness) \(sys.blPower)") }
            loop.schedule(after: 60) { seen.append("60 s: \(sys.brightness) \(sys.blPower)"); loop.stop(status: 0) }
        }
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        #expect(runtime.run(delegate: delegate, screenshotPath: nil) == 0)
        // Dimmed to half at 10 s, off at 20 s, woken (and the tap swallowed) at 30 s,
        // dimmed and off again 10 and 20 s after the second tap (bl_power keeps the level).
        #expect(seen == ["15 s: 50 0", "25 s: 50 4", "32 s: 100 0", "60 s: 50 4"])
        #expect(delegate.view.log == ["began1", "ended1"])
        #expect(sys.blPower == "0" && sys.brightness == "100")  // lit again when the app stopped
    }
}
