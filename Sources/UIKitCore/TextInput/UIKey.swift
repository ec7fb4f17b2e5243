// Vitrine — Apache License 2.0
import PlatformCore

/// A key on a hardware keyboard, as a press reports it: which key, the text it types
/// and the modifiers held.
@preconcurrency @MainActor
open class UIKey {
    /// The key's USB HID usage.
    open var keyCode: UIKeyboardHIDUsage { UIKeyboardHIDUsage(event.hidUsage) }
    /// The text the key types with the modifiers held.
    open var characters: String { event.characters }
    /// The text the key would type with no modifier but Shift.
    open var charactersIgnoringModifiers: String { event.charactersIgnoringModifiers }
    /// The modifier keys held.
    open var modifierFlags: UIKeyModifierFlags { UIKeyModifierFlags(event.modifiers) }

    /// The platform's event the key was made from.
    let event: KeyEvent

    init(_ event: KeyEvent) {
        self.event = event
    }

    /// The input a `UIKeyCommand` names the key by: `UIKeyCommand.inputUpArrow` and the
    /// like for keys that type nothing, else the unmodified characters, lowercased.
    var commandInput: String {
        if let special = Self.specialInputs[keyCode] { return special }
        return charactersIgnoringModifiers.lowercased()
    }

    private static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: UIKeyCommand.inputUpArrow, .keyboardDownArrow: UIKeyCommand.inputDownArrow,
        .keyboardLeftArrow: UIKeyCommand.inputLeftArrow, .keyboardRightArrow: UIKeyCommand.inputRightArrow,
        .keyboardEscape: UIKeyCommand.inputEscape, .keyboardPageUp: UIKeyCommand.inputPageUp,
        .keyboardPageDown: UIKeyCommand.inputPageDown, .keyboardHome: UIKeyCommand.inputHome,
        .keyboardEnd: UIKeyCommand.inputEnd, .keyboardDeleteForward: UIKeyCommand.inputDelete,
        .keyboardReturnOrEnter: "\r", .keypadEnter: "\r", .keyboardTab: "\t", .keyboardDeleteOrBackspace: "\u{8}",
        .keyboardF1: UIKeyCommand.f1, .keyboardF2: UIKeyCommand.f2, .keyboardF3: UIKeyCommand.f3,
        .keyboardF4: UIKeyCommand.f4, .keyboardF5: UIKeyCommand.f5, .keyboardF6: UIKeyCommand.f6,
        .keyboardF7: UIKeyCommand.f7, .keyboardF8: UIKeyCommand.f8, .keyboardF9: UIKeyCommand.f9,
        .keyboardF10: UIKeyCommand.f10, .keyboardF11: UIKeyCommand.f11, .keyboardF12: UIKeyCommand.f12,
    ]
}
