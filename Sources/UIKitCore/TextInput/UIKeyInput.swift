// Vitrine — Apache License 2.0

/// The text-entry methods a responder adopts to receive typed text: when it is first
/// responder, keys no responder handled are typed into it (Return as "\n", Backspace as
/// `deleteBackward()`).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (replacing the selection).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}
