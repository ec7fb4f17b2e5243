// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A window fed by a scripted keyboard through a press router (the runtime's path), and
/// by a scripted touch panel through the touch harness.
@MainActor
final class KeyboardHarness {
    let touches = TouchHarness()
    let keyboard = ScriptedKeyboardSource()
    let router: PressRouter
    var window: UIWindow { touches.window }

    init() {
        let window = touches.window
        router = PressRouter(keyWindow: { window })
        keyboard.keyHandler = { [router] event in router.handle(event) }
        try? keyboard.start(on: touches.loop)
    }

    /// A second keyboard (or scanner) feeding the same router.
    func addKeyboard(deviceID: Int, isScanner: Bool) -> ScriptedKeyboardSource {
        let source = ScriptedKeyboardSource(deviceID: deviceID, isScanner: isScanner)
        source.keyHandler = { [router] event in router.handle(event) }
        try? source.start(on: touches.loop)
        return source
    }
}

/// A view that can become first responder and records the press methods it receives,
/// as "began a", "ended Return"; `handles` keeps presses from its next responder.
@MainActor
class PressLogView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    init(_ name: String = "v") {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    let name: String
    var log: [String] = []
    var handles = false
    var acceptsFirstResponder = true
    var allowsResigning = true

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { allowsResigning }

    static func label(_ presses: Set<UIPress>) -> String {
        presses.map { press in
            let key = press.key
            switch key?.keyCode {
            case .keyboardReturnOrEnter?: return "Return"
            case .keyboardLeftArrow?: return "Left"
            default: return key?.characters ?? "?"
            }
        }.sorted().joined(separator: ",")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(name) began \(Self.label(presses))")
        if !handles { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(name) ended \(Self.label(presses))")
        if !handles { super.pressesEnded(presses, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(name) cancelled \(Self.label(presses))")
        if !handles { super.pressesCancelled(presses, with: event) }
    }
}

/// A custom text-entry view: the smallest UIKeyInput adopter, keeping its text.
@MainActor
class PinEntryView: PressLogView, UIKeyInput {
    var text = ""
    var keyboardType: UIKeyboardType = .numberPad
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}
