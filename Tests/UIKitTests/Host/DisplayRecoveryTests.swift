// Vitrine — Apache License 2.0
import Testing
import Logging
import PlatformCore
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// While the kiosk's VT is in the background its touches are not the app's: a touch down is
/// cancelled, later frames are dropped, and only touches that begin after the return arrive.
@MainActor
@Suite struct DisplayRecoveryTests {
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

    /// A runtime on a replugable fake display with its recovery started, and an app whose
    /// log view covers the screen.
    @MainActor private final class Kiosk {
        let loop = ManualEventLoop()
        let display = ReplugFakeDisplay(width: 320, height: 200)
        let source = ScriptedInputSource()
        let runtime: ApplicationRuntime
        let recovery: DisplayRecovery
        let delegate = TouchLogAppDelegate()
        let log = RecordingLogHandler(keeping: .info)
        /// The problems logged, by kind, as the kiosk's metrics count them.
        let errors = ErrorCounts()
        private let previous = UIApplication.shared.delegate

        init() throws {
            let logger = Logger(label: "test", factory: { [log, errors] _ in
                CountingLogHandler(wrapped: log, counts: LogMessageCounts(), errors: errors)
            })
            runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, inputSources: [source], logger: logger)
            recovery = DisplayRecovery(runtime: runtime, vtSwitching: false, terminal: nil, blanker: nil)
            runtime.services.append(recovery)
        }

        /// Runs the app with `script` as launching ends; returns the exit status.
        func run(_ script: @escaping () -> Void) -> Int32 {
            delegate.onLaunch = script
            return runtime.run(delegate: delegate, screenshotPath: nil)
        }

        isolated deinit {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
    }

    @Test func aVTSwitchLetsGoOfTheScreenAndRepaintsItWholeOnReturn() throws {
        let kiosk = try Kiosk()
        var frames: [Int] = []
        var repaintedBeforeReturn = true
        let status = kiosk.run {
            kiosk.loop.schedule(after: 1) {
                frames.append(kiosk.display.glass.presentedFrames)
                kiosk.recovery.screenWillGoAway(kiosk.display)
                kiosk.delegate.view.backgroundColor = .green  // drawn nowhere while away
            }
            kiosk.loop.schedule(after: 2) {
                frames.append(kiosk.display.glass.presentedFrames)
                repaintedBeforeReturn = kiosk.log.messages.contains { $0.contains("repainted") }
                kiosk.recovery.screenDidComeBack(kiosk.display)
            }
            kiosk.loop.schedule(after: 3) { kiosk.loop.stop(status: 0) }
        }
        #expect(status == 0)
        #expect(!kiosk.display.isReleased)
        // Nothing presented while away; on return one frame with the whole screen.
        #expect(frames.count == 2 && frames[0] == frames[1])
        #expect(kiosk.display.glass.presentedFrames == frames[1] + 1)
        #expect(kiosk.display.glass.presentedDamage.last == [PixelRect(x: 0, y: 0, width: 320, height: 200)])
        // Said once that whole frame reached the screen (the VM tests wait for it), not before.
        #expect(!repaintedBeforeReturn)
        #expect(kiosk.log.messages.filter { $0 == "VT switch back: the kiosk's screen is repainted" }.count == 1)
    }

    @Test func aScreenThatCannotBeTakenBackStopsTheAppForItsSupervisor() throws {
        struct MasterTaken: Error {}
        let kiosk = try Kiosk()
        kiosk.display.reacquireFailure = MasterTaken()
        let status = kiosk.run {
            kiosk.recovery.screenWillGoAway(kiosk.display)
            kiosk.loop.schedule(after: 1) { kiosk.recovery.screenDidComeBack(kiosk.display) }
            kiosk.loop.schedule(after: 5) { kiosk.loop.stop(status: 0) }
        }
        #expect(status == 1)
        #expect(kiosk.display.glass.isShutDown)
        // For the fleet's metrics: a virtual-terminal problem, and nothing else.
        #expect(kiosk.errors.count(of: .virtualTerminal) == 1)
        #expect(kiosk.errors.snapshot().map(\.1).reduce(0, +) == 1)
    }

    @Test func aReplugRepaintsTheWholeScreenAndStoppingEndsTheWatch() throws {
        let kiosk = try Kiosk()
        var watchedWhileRunning = false
        let status = kiosk.run {
            watchedWhileRunning = kiosk.display.isWatched
            kiosk.loop.schedule(after: 1) { kiosk.display.report(.disconnected(connector: "HDMI-A-1")) }
            kiosk.loop.schedule(after: 2) {
                kiosk.display.report(.reconnected(connector: "HDMI-A-1", mode: "1280x800@60.00"))
            }
            kiosk.loop.schedule(after: 3) { kiosk.loop.stop(status: 0) }
        }
        #expect(status == 0)
        #expect(watchedWhileRunning)
        #expect(!kiosk.display.isWatched)  // cancelled when the app stopped
        #expect(kiosk.display.glass.presentedDamage.count == 2)
        #expect(kiosk.display.glass.presentedDamage.last == [PixelRect(x: 0, y: 0, width: 320, height: 200)])
        #expect(kiosk.log.messages.filter { $0 == "display replug: the kiosk's screen is repainted" }.count == 1)
        // The unplug is the fleet's display_lost; the replug is no problem.
        #expect(kiosk.errors.count(of: .displayLost) == 1)
        #expect(kiosk.errors.snapshot().map(\.1).reduce(0, +) == 1)
    }
}
