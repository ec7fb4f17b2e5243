// Vitrine — Apache License 2.0
// What a text field adds to the shared editing (TextEditor.swift): its own keys, and what
// follows an edit.
//
// Keys (from the press router, for a field that is first responder), besides the
// editor's: Home/Up and End/Down go to the start and end; Return asks the delegate's
// `textFieldShouldReturn` and sends `.editingDidEndOnExit` and `.primaryActionTriggered`;
// Tab and Shift-Tab go to the next and previous field (TextFieldTabOrder.swift).

import Foundation

extension UITextField: TextEditorHost {
    func handleHostEditingKey(_ key: UIKey, from moving: Int, extending: Bool) -> Bool {
        switch key.keyCode {
        case .keyboardHome, .keyboardUpArrow:
            editor.moveCaret(to: 0, extending: extending)
        case .keyboardEnd, .keyboardDownArrow:
            editor.moveCaret(to: storage.count, extending: extending)
        case .keyboardReturnOrEnter, .keypadEnter:
            returnKeyPressed()
        case .keyboardTab:
            // The next field (Shift: the previous one); a lone field keeps the key to itself.
            _ = TextFieldTabOrder.advance(from: self, backwards: extending)
        default:
            return false
        }
        return true
    }

    private func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        // UIKit ends editing on Return only for fields with an `.editingDidEndOnExit` action.
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if endsEditing { _ = resignFirstResponder() }
    }

    /// The selected text; nil for a caret.
    var selectedText: String? { editor.selectedText }

    // MARK: - TextEditorHost

    /// A field that is first responder is always editable.
    var acceptsEdits: Bool { true }

    /// Secure text never leaves the field, as in UIKit.
    var allowsCopyingText: Bool { !isSecureTextEntry }

    var isSingleLine: Bool { true }

    func textEditorShouldChange(_ range: NSRange, replacementText text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    /// After an edit by the user: redraw, tell the targets, the observers and the delegate.
    func textEditorDidChangeText() {
        textLayoutDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    func textEditorDidChangeSelection() {
        textLayoutDidChange()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The field keeps its caret in view when it lays out.
    func textEditorDidMoveCaretByKey() {}

    /// The text, the selection or the geometry changed: lay out and redraw.
    func textLayoutDidChange() {
        invalidateCaretOffsets()
        setNeedsLayout()
        setNeedsDisplay()
        updateCaret()
    }
}
