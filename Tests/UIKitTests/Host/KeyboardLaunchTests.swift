// Vitrine — Apache License 2.0
import Foundation
import Platform
import Logging
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// The host passes a backend's keyboards to the app's runtime: started with the app,
/// stopped at exit, as the touch panels are.
@MainActor
@Suite struct KeyboardLaunchTests {
    /// A keyboard that records being started and stopped.
    final class RecordingKeyboard: KeyboardSource {
        var keyHandler: ((KeyEvent) -> Void)?
        var startCount = 0, stopCount = 0
        func start(on loop: any EventLoop) throws { startCount += 1 }
        func stop() { stopCount += 1 }
    }

    static var keyboard: RecordingKeyboard?

    static let backend = DisplayBackend(
        name: "scripted-keys", summary: "a fake 240x160 screen and a recording keyboard, for tests",
        display: { _ in ReplugFakeDisplay(width: 240, height: 160) },
        keyboardSources: { board, _ in
            #expect(board.keyboard.layout.layout == "de")  // the board's section reaches the opener
            let keyboard = RecordingKeyboard()
            KeyboardLaunchTests.keyboard = keyboard
            return [keyboard]
        })

    @Test func theBackendsKeyboardsRunWithTheApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-keys-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = TouchLogAppDelegate()
        var startedAtLaunch = 0
        delegate.onLaunch = { startedAtLaunch = KeyboardLaunchTests.keyboard?.startCount ?? -1 }
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        let board = BoardConfiguration(name: "keys", keyboard: KeyboardConfiguration(layout: KeyboardLayout(layout: "de")))
        let status = launchApplication(
            delegate: delegate,
            environment: ["VITRINE_DISPLAY": "scripted-keys", "VITRINE_SCREENSHOT": folder.appendingPathComponent("s.png").path],
            additionalInputSources: [], board: board,
            backends: DisplayBackend.registered + [Self.backend], loop: ManualEventLoop())
        #expect(status == 0)
        #expect(startedAtLaunch == 1)
        #expect(Self.keyboard?.stopCount == 1)  // stopped at exit
    }

    /// DRM and fbdev boards read evdev keyboards; the headless backend has none.
    @Test func realScreensComeWithEvdevKeyboards() {
        let logger = Logger(label: "test")
        #expect(DisplayBackend.drm.keyboardSources(for: .default, logger: logger).first is EvdevKeyboardSource)
        #expect(DisplayBackend.fbdev.keyboardSources(for: .default, logger: logger).first is EvdevKeyboardSource)
        #expect(DisplayBackend.headless.keyboardSources(for: .default, logger: logger).isEmpty)
    }
}
