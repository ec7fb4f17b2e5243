// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// `sendAction(_:to:from:for:)` with method references, and opening URLs on a kiosk.
@MainActor @Suite struct UIApplicationActionTests {
    /// A responder that can become first responder and records the actions it gets.
    final class Editor: UIView {
        var received: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        func save() { received.append("save") }
        func close(_ sender: Any?) { received.append("close from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    }

    /// A controller whose view holds the editor: a later stop in the responder chain.
    final class Screen: UIViewController {
        var received: [String] = []
        func share(_ sender: Any) { received.append("share") }
    }

    /// An action type no responder anywhere has.
    final class Nobody: UIResponder {
        func act() {}
    }

    @Test func anActionWithATargetCallsTheTarget() {
        let editor = Editor()
        #expect(UIApplication.shared.sendAction(Editor.save, to: editor, from: nil, for: nil))
        #expect(UIApplication.shared.sendAction(Editor.close, to: editor, from: UIButton(), for: nil))
        #expect(editor.received == ["save", "close from UIButton"])
    }

    @Test func aNilTargetGoesUpTheResponderChainFromTheFirstResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        defer { window.isHidden = true }
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        screen.view.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        // The first responder takes what it implements...
        #expect(UIApplication.shared.sendAction(Editor.save, to: nil, from: nil, for: nil))
        #expect(editor.received == ["save"])
        // ...and the chain passes the rest on: editor → controller's view → controller.
        #expect(UIApplication.shared.sendAction(Screen.share, to: nil, from: nil, for: nil))
        #expect(screen.received == ["share"])
        // Nobody in the chain: not handled.
        #expect(!UIApplication.shared.sendAction(Nobody.act, to: nil, from: nil, for: nil))
        _ = editor.resignFirstResponder()
    }

    @Test func noOtherAppOpensURLsOnAKiosk() async {
        let url = URL(string: "https://example.com/menu")!
        #expect(!UIApplication.shared.canOpenURL(url))
        let opened = await withCheckedContinuation { continuation in
            UIApplication.shared.open(url, options: [:]) { continuation.resume(returning: $0) }
        }
        #expect(!opened)
        #expect(await UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) == false)
    }
}
