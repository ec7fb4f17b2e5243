// Vitrine — Apache License 2.0
import Foundation
import Platform
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// A backend UIKit does not know launches an app through the host's whole start-up:
/// chosen by `VITRINE_DISPLAY`, its display sizes `UIScreen.main`, its input source
/// reaches the app's views, and the screenshot is written from its frames.
@MainActor
@Suite struct DisplayBackendPlugInTests {
    @Test func anUnknownBackendRunsAnAppChosenByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-plugin-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("screen.png").path

        let delegate = TouchLogAppDelegate()
        var screenSize = CGSize.zero
        delegate.onLaunch = {
            screenSize = UIScreen.main.bounds.size
            // (10, 10) on the 240 × 160 screen, inside the log view.
            ScriptedDisplayBackend.panel?.send(.began, x: 10.0 / 240, y: 10.0 / 160, at: 0)
            ScriptedDisplayBackend.panel?.send(.ended, x: 10.0 / 240, y: 10.0 / 160, at: 0.05)
        }
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        let status = launchApplication(
            delegate: delegate,
            environment: ["VITRINE_DISPLAY": "scripted", "VITRINE_SCREENSHOT": png],
            additionalInputSources: [], board: nil,
            backends: DisplayBackend.registered + [ScriptedDisplayBackend.backend], loop: ManualEventLoop())
        #expect(status == 0)
        #expect(screenSize == CGSize(width: 240, height: 160))
        #expect(delegate.view.log == ["began1", "ended1"])
        #expect(ScriptedDisplayBackend.display?.glass.presentedFrames ?? 0 >= 1)
        #expect(ScriptedDisplayBackend.display?.glass.isShutDown == true)  // given back at exit
        #expect(ScriptedDisplayBackend.panel?.isRunning == false)
        #expect(FileManager.default.fileExists(atPath: png))
    }

    @Test func aNameNoBackendHasIsRefusedWithTheNamesThereAre() {
        let status = launchApplication(
            delegate: TouchLogAppDelegate(), environment: ["VITRINE_DISPLAY": "rdp"],
            additionalInputSources: [], board: nil,
            backends: DisplayBackend.registered + [ScriptedDisplayBackend.backend], loop: ManualEventLoop())
        #expect(status == 78, "EX_CONFIG: the unit does not restart on it")
        #expect(throws: LaunchEnvironment.Problem(variable: "VITRINE_DISPLAY", value: "rdp",
                                                  expected: "drm, fbdev, headless, vnc or scripted")) {
            try LaunchEnvironment(["VITRINE_DISPLAY": "rdp"], backends: DisplayBackend.registered + [ScriptedDisplayBackend.backend])
        }
    }
}
