// Vitrine — Apache License 2.0
// Key commands without selectors.
//
// As for control actions (UIControl+Actions.swift), the action is an unapplied method
// reference: `UIKeyCommand(input: "s", modifierFlags: .control, action: Editor.save)`.
// UIKit sends a key command's selector to the first responder in the chain that
// implements it; here the first responder in the chain of the method's type gets it.

/// A key combination that performs an action when pressed on a hardware keyboard.
///
/// UIKit derives it from UICommand; Vitrine has no menus yet, so it derives from
/// UIMenuElement directly.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key, as the text it types without modifiers ("s", "\r") or one of the
    /// `input…` constants for keys that type nothing.
    open private(set) var input: String?
    /// The modifier keys that must be held, exactly (Caps Lock and the keypad flag are
    /// not compared).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// A name for the command shown to users; Vitrine shows none.
    open var discoverabilityTitle: String?
    /// Whether the command takes the key before text editing and scrolling do; false by
    /// default, so a focused text field keeps its keys.
    open var wantsPriorityOverSystemBehavior = false
    /// The command's attributes (`.disabled` keeps it from firing).
    open var attributes: UIMenuElement.Attributes = []

    /// Calls the action on the responder when it is of the action's type, if the flag
    /// is set; returns whether it is of that type.
    private let body: @MainActor (UIResponder, UIKeyCommand, Bool) -> Bool

    private init(title: String, input: String, modifierFlags: UIKeyModifierFlags,
                 body: @escaping @MainActor (UIResponder, UIKeyCommand, Bool) -> Bool) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.body = body
        super.init(title: title, subtitle: nil, image: nil)
    }

    /// A command calling `action` (a method taking the command) on the first responder of
    /// the method's type in the responder chain.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> (UIKeyCommand) -> Void) {
        self.init(title: "", input: input, modifierFlags: modifierFlags) { responder, command, performs in
            guard let target = responder as? Target else { return false }
            if performs { action(target)(command) }
            return true
        }
    }

    /// A command calling `action` (a method taking no argument) on the first responder of
    /// the method's type in the responder chain.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: "", input: input, modifierFlags: modifierFlags) { responder, _, performs in
            guard let target = responder as? Target else { return false }
            if performs { action(target)() }
            return true
        }
    }

    /// A command with a title (UIKit's menu form) calling `action` on the first responder
    /// of the method's type.
    public convenience init<Target: AnyObject>(title: String, image: UIImage? = nil,
                                               action: @escaping (Target) -> (UIKeyCommand) -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.image = image
    }

    /// A command with a title calling `action`, a method taking no argument.
    public convenience init<Target: AnyObject>(title: String, image: UIImage? = nil,
                                               action: @escaping (Target) -> () -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.image = image
    }

    /// Whether `key` is this command's key combination.
    func matches(_ key: UIKey) -> Bool {
        guard !attributes.contains(.disabled), let input else { return false }
        let compared: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(compared) == modifierFlags.intersection(compared) else { return false }
        // Letters match in either case ("S" with .shift is "s" with .shift).
        return key.commandInput.lowercased() == input.lowercased()
    }

    /// Calls the action on `responder` when it is of the action's type; returns whether it did.
    func perform(on responder: UIResponder) -> Bool {
        body(responder, self, true)
    }

    /// Whether `responder` is of the action's type.
    func perform(probing responder: UIResponder) -> Bool {
        body(responder, self, false)
    }
}

extension UIKeyCommand {
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    nonisolated public static let f1 = "UIKeyInputF1"
    nonisolated public static let f2 = "UIKeyInputF2"
    nonisolated public static let f3 = "UIKeyInputF3"
    nonisolated public static let f4 = "UIKeyInputF4"
    nonisolated public static let f5 = "UIKeyInputF5"
    nonisolated public static let f6 = "UIKeyInputF6"
    nonisolated public static let f7 = "UIKeyInputF7"
    nonisolated public static let f8 = "UIKeyInputF8"
    nonisolated public static let f9 = "UIKeyInputF9"
    nonisolated public static let f10 = "UIKeyInputF10"
    nonisolated public static let f11 = "UIKeyInputF11"
    nonisolated public static let f12 = "UIKeyInputF12"
}
