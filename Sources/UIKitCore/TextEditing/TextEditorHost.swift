// Vitrine — Apache License 2.0
// What a `TextEditor` (TextEditor.swift) needs from the text field or text view whose
// text it edits: whether edits are allowed, the delegate's veto, and what to redraw and
// tell after a change.

import Foundation

/// A text field or text view whose text a `TextEditor` edits; its editing keys are the
/// editor's (`handleEditingKey` below).
@MainActor
protocol TextEditorHost: UIResponder, TextEditingKeyHandling {
    /// The text, the selection and their edits.
    var editor: TextEditor { get }
    /// Whether the user may change the text now (a text view that is not editable may not).
    var acceptsEdits: Bool { get }
    /// Whether selected text may go to the pasteboard (secure text may not).
    var allowsCopyingText: Bool { get }
    /// Whether the text is one line: pasted line breaks become spaces.
    var isSingleLine: Bool { get }
    /// Attributes typed or pasted text takes instead of those of the character before it,
    /// with the host's attributes for a plain text around it; nil to follow the character before.
    var typedTextAttributes: (typed: [NSAttributedString.Key: Any], plain: [NSAttributedString.Key: Any])? { get }
    /// The delegate's veto over replacing the text in `range` (UTF-16) with `text`.
    func textEditorShouldChange(_ range: NSRange, replacementText text: String) -> Bool
    /// The user (or an undo) changed the text: lay out, redraw and tell the observers.
    func textEditorDidChangeText()
    /// The selection moved without the text changing: redraw and tell the delegate.
    func textEditorDidChangeSelection()
    /// A key moved the caret (even to where it was): keep it in view.
    func textEditorDidMoveCaretByKey()
    /// Places (or hides) the caret without anything having changed.
    func updateCaret()
    /// A key the shared ones do not cover; returns whether the host used it.
    func handleHostEditingKey(_ key: UIKey, from moving: Int, extending: Bool) -> Bool
}

extension TextEditorHost {
    var typedTextAttributes: (typed: [NSAttributedString.Key: Any], plain: [NSAttributedString.Key: Any])? { nil }

    func handleEditingKey(_ key: UIKey) -> Bool {
        editor.handleKey(key)
    }
}
