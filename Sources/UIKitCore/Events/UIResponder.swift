// Vitrine — Apache License 2.0
// Responders, and the methods that walk the responder chain.
//
// The touch, press and first-responder members are declared in the class body, not in
// an extension, because Swift only lets subclasses override members declared there.
// The event methods' default implementations pass the event to `next`, as UIKit's do,
// so a view that does not handle a touch or a key leaves it to its superview, then the
// window, the application and the app delegate.

/// An object that can respond to events; the links between responders form the
/// responder chain.
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// Called on iOS after an object was loaded from a nib or storyboard (iOS declares it
    /// on NSObject). Vitrine loads none, so it is never called; it is here so overrides
    /// (`super.awakeFromNib()` included) compile.
    open func awakeFromNib() {}

    /// The next responder in the chain, or nil at its end: a view answers its superview,
    /// a window the application, the application its delegate when that is a responder.
    open var next: UIResponder? { nil }

    // MARK: - Touches

    /// Tells the responder that fingers touched down; by default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that fingers moved; by default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that fingers lifted; by default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that the system stopped tracking touches (a gesture recognizer
    /// took them, or the device went away); by default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Undo

    /// The undo manager for this responder's edits: by default the next responder's, which
    /// ends at the window's own (Undo/UndoManager.swift).
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: - First responder (see TextInput/FirstResponderRegistry.swift)

    /// Whether the responder can become the first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { FirstResponderRegistry.isFirstResponder(self) }

    /// Makes the responder the first responder of its window, asking the current one to
    /// resign first. Fails (returns false) when `canBecomeFirstResponder` is false, when
    /// the responder is not in a window (a view, or a view controller's view), or when
    /// the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        FirstResponderRegistry.makeFirstResponder(self)
    }

    /// Gives up first responder status; returns false when `canResignFirstResponder` is
    /// false. A responder that is not first responder returns true.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        FirstResponderRegistry.resign(self)
    }

    /// The view shown in place of the on-screen keyboard while the responder is first
    /// responder; nil by default.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while the responder is first responder; nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// Shows the first responder's current input views (and keyboard traits) again.
    open func reloadInputViews() {
        guard isFirstResponder, let window = FirstResponderRegistry.window(of: self) else { return }
        OnScreenKeyboard.firstResponderDidChange(in: window)
    }

    // MARK: - Presses and key commands (see TextInput/PressRouter.swift)

    /// The key commands this responder offers; the press router searches the chain from
    /// the first responder for one matching each key press. Nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Tells the responder that keys went down; by default forwards to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { PressRouter.pressesReachedEndOfChain(presses) }
    }

    /// Tells the responder that a press changed; by default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that keys came up; by default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that the system stopped tracking presses (the keyboard went
    /// away, or input was suspended); by default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}
