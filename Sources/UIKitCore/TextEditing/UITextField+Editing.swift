// Vitrine — Apache License 2.0
// Changing a text field's text and selection, and the keys that do it.
//
// Keys (from the press router, for a field that is first responder): Left and Right move
// the caret one grapheme cluster (collapsing a selection to its edge), with Shift they
// extend the selection; Home/Up and End/Down go to the start and end; Delete (forward)
// removes the cluster after the caret; Return asks the delegate's `textFieldShouldReturn`
// and sends `.editingDidEndOnExit` and `.primaryActionTriggered`; Tab and Shift-Tab go to
// the next and previous field (TextFieldTabOrder.swift). Control (or Command)
// with A selects all, C copies, X cuts, V pastes (through `UIPasteboard.general`), Z
// undoes and Shift+Z redoes. The letter is the layout's unmodified character, so the
// shortcuts follow the keymap (Z is where a German layout has it).

import Foundation

extension UITextField: TextEditingKeyHandling {
    func handleEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        if flags.contains(.control) || flags.contains(.command) {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": selectAllText()
            case "c": copySelection()
            case "x": cutSelection()
            case "v": pasteText()
            // Undo and redo go through the window's undo manager (Shift+Z redoes).
        case "z": extending ? redo() : undo()
            default: return false
            }
            return true
        }
        let count = storage.count
        switch key.keyCode {
        case .keyboardLeftArrow:
            if !extending, !selection.isEmpty { moveCaret(to: selection.lowerBound, extending: false) }
            else { moveCaret(to: max(0, caretEnd(extending) - 1), extending: extending) }
        case .keyboardRightArrow:
            if !extending, !selection.isEmpty { moveCaret(to: selection.upperBound, extending: false) }
            else { moveCaret(to: min(count, caretEnd(extending) + 1), extending: extending) }
        case .keyboardHome, .keyboardUpArrow:
            moveCaret(to: 0, extending: extending)
        case .keyboardEnd, .keyboardDownArrow:
            moveCaret(to: count, extending: extending)
        case .keyboardDeleteForward:
            if !selection.isEmpty { replace(selection, with: "") }
            else if selection.upperBound < count { replace(selection.upperBound..<(selection.upperBound + 1), with: "") }
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

    /// The moving end of the selection: the one away from the anchor.
    private func caretEnd(_ extending: Bool) -> Int {
        guard extending else { return selection.lowerBound }
        return selection.lowerBound == selectionAnchor ? selection.upperBound : selection.lowerBound
    }

    private func moveCaret(to index: Int, extending: Bool) {
        if extending {
            setSelection(min(index, selectionAnchor)..<max(index, selectionAnchor))
        } else {
            selectionAnchor = index
            setSelection(index..<index)
        }
    }

    private func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        // UIKit ends editing on Return only for fields with an `.editingDidEndOnExit` action.
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if endsEditing { _ = resignFirstResponder() }
    }

    // MARK: - Selection

    /// Sets the selection (clamped to the text) and tells the delegate when it moved.
    func setSelection(_ range: Range<Int>) {
        let count = storage.count
        let clamped = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
        guard clamped != selection else { return updateCaret() }
        // The caret moved away: typing from the new place is a new undo step.
        typingRunEnd = nil
        selection = clamped
        textLayoutDidChange()
        delegate?.textFieldDidChangeSelection(self)
    }

    func selectAllText() {
        selectionAnchor = 0
        setSelection(0..<storage.count)
    }

    /// The selected text; nil for a caret.
    var selectedText: String? {
        guard !selection.isEmpty else { return nil }
        let characters = Array(storage)
        return String(characters[selection])
    }

    // MARK: - Pasteboard and undo

    func copySelection() {
        // Secure text never leaves the field, as in UIKit.
        guard !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
    }

    func cutSelection() {
        guard !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
        replace(selection, with: "")
    }

    func pasteText() {
        guard let string = UIPasteboard.general.string else { return }
        // One line: line breaks in pasted text become spaces.
        replace(selection, with: String(string.map { $0.isNewline ? " " : $0 }))
    }

    func undo() {
        typingRunEnd = nil
        undoManager?.undo()
    }

    func redo() {
        typingRunEnd = nil
        undoManager?.redo()
    }

    /// Registers, with the window's undo manager, the step back to `text` and `range`;
    /// undoing it registers the step forward again (the redo).
    private func registerUndo(restoring text: String, _ range: Range<Int>) {
        undoManager?.registerUndo(withTarget: self) { field in
            field.registerUndo(restoring: field.storage, field.selection)
            field.typingRunEnd = nil
            field.restore(text, range)
        }
        undoManager?.setActionName("Typing")
    }

    private func restore(_ text: String, _ range: Range<Int>) {
        storage = text
        selection = range
        selectionAnchor = range.lowerBound
        textDidChangeByEditing()
    }

    // MARK: - Replacing text

    /// Replaces the clusters in `range` with `string`, asking the delegate first (with the
    /// range in UTF-16 units), and leaves the caret after the new text. Returns whether
    /// the text changed.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String, askingDelegate: Bool = true) -> Bool {
        var characters = Array(storage)
        guard range.lowerBound >= 0, range.upperBound <= characters.count else { return false }
        if askingDelegate, let delegate {
            let location = String(characters[..<range.lowerBound]).utf16.count
            let length = String(characters[range]).utf16.count
            guard delegate.textField(self, shouldChangeCharactersIn: NSRange(location: location, length: length),
                                     replacementString: string) else { return false }
            // The delegate may have changed the text while asked; the range then no longer applies.
            characters = Array(storage)
            guard range.upperBound <= characters.count else { return false }
        }
        if range.isEmpty, string.isEmpty { return false }
        // Characters typed one after another undo together, as in UIKit; anything else
        // (deleting, pasting over a selection, typing elsewhere) is a step of its own.
        let typesOn = range.isEmpty && !string.isEmpty
        if !(typesOn && range.lowerBound == typingRunEnd) { registerUndo(restoring: storage, selection) }
        let head = String(characters[..<range.lowerBound]) + string
        storage = head + String(characters[range.upperBound...])
        // Counted on the joined text: a combining mark typed after a letter joins its cluster.
        let caret = min(head.count, storage.count)
        selection = caret..<caret
        selectionAnchor = caret
        typingRunEnd = typesOn ? caret : nil
        textDidChangeByEditing()
        return true
    }

    /// After an edit by the user: redraw, tell the targets, the observers and the delegate.
    private func textDidChangeByEditing() {
        textLayoutDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The text, the selection or the geometry changed: lay out and redraw.
    func textLayoutDidChange() {
        invalidateCaretOffsets()
        setNeedsLayout()
        setNeedsDisplay()
        updateCaret()
    }
}
