// Vitrine — Apache License 2.0
import Foundation
import Platform
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// The board's `[appearance] style` reaches the app: the screen's traits, and so every
/// window's and view's, and the colours they resolve.
@MainActor @Suite struct AppearanceLaunchTests {
    @Test func aDarkBoardLaunchesADarkApp() throws {
        let delegate = TouchLogAppDelegate()
        var screenStyle = UIUserInterfaceStyle.unspecified
        var viewStyle = UIUserInterfaceStyle.unspecified
        var background: CGColor?
        delegate.onLaunch = {
            screenStyle = UIScreen.main.traitCollection.userInterfaceStyle
            viewStyle = delegate.view.traitCollection.userInterfaceStyle
            delegate.view.backgroundColor = .systemBackground
            background = delegate.view.layer.backgroundColor
            ScriptedDisplayBackend.panel?.send(.began, x: 0.1, y: 0.1, at: 0)
            ScriptedDisplayBackend.panel?.send(.ended, x: 0.1, y: 0.1, at: 0.05)
        }
        let previousDelegate = UIApplication.shared.delegate
        let previousScreen = UIScreen.main
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previousDelegate
            UIScreen.install(previousScreen)
        }
        let board = BoardConfiguration(name: "dark kiosk", appearance: AppearanceConfiguration(style: .dark))
        let status = launchApplication(
            delegate: delegate, environment: ["VITRINE_DISPLAY": "scripted"], additionalInputSources: [], board: board,
            backends: DisplayBackend.registered + [ScriptedDisplayBackend.backend], loop: ManualEventLoop())
        #expect(status == 0)
        #expect(screenStyle == .dark)
        #expect(viewStyle == .dark)
        #expect(background == UIColor.black.cgColor)
    }

    @Test func theBoardsStylesNameUIKitsStyles() {
        #expect(AppearanceConfiguration.Style.light.userInterfaceStyle == .light)
        #expect(AppearanceConfiguration.Style.dark.userInterfaceStyle == .dark)
    }
}
