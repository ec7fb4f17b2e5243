// Vitrine — Apache License 2.0
import Foundation
import Platform
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// A launched app reads `identifierForVendor`: the machine id hashed with Vitrine's id.
@MainActor @Suite struct VendorIdentifierLaunchTests {
    @Test func aLaunchedAppKnowsTheKiosksVendorIdentifier() throws {
        let delegate = TouchLogAppDelegate()
        var seen: UUID?
        delegate.onLaunch = {
            seen = UIDevice.current.identifierForVendor
            ScriptedDisplayBackend.panel?.send(.began, x: 0.1, y: 0.1, at: 0)
            ScriptedDisplayBackend.panel?.send(.ended, x: 0.1, y: 0.1, at: 0.05)
        }
        let previousDelegate = UIApplication.shared.delegate
        let previousScreen = UIScreen.main
        let previousIdentifier = UIDevice.current.vendorIdentifier
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previousDelegate
            UIScreen.install(previousScreen)
            UIDevice.current.vendorIdentifier = previousIdentifier
        }
        let status = launchApplication(
            delegate: delegate, environment: ["VITRINE_DISPLAY": "scripted"], additionalInputSources: [],
            board: BoardConfiguration(name: "kiosk"),
            backends: DisplayBackend.registered + [ScriptedDisplayBackend.backend], loop: ManualEventLoop())
        #expect(status == 0)
        // systemd's tool agrees with this value (MachineIdentityTests); with no machine id
        // the app still runs and reads nil.
        let expected = try? MachineIdentity.applicationSpecificID(UIDevice.vitrineApplicationID)
        #expect(seen == expected)
        if expected != nil { #expect(seen != nil) }
    }
}
