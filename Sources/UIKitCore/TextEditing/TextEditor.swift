// Vitrine — Apache License 2.0
// The editing shared by UITextField and UITextView: the text, the selection, changing
// them by key, by typing and through the pasteboard, and undo.
//
// The text is a String edited in grapheme clusters (Swift's Character): the caret sits
// between clusters, so arrows and Backspace never split an emoji, a letter with its
// combining marks or a CJK character. The selection is a range of cluster offsets; the
// delegate and UITextInput see UTF-16 offsets, as UIKit's do.
//
// Undo goes through the host's `undoManager` (the window's, up the responder chain).
// Characters typed one after another undo as one step ("Typing"), as in UIKit; a
// deletion, a paste, a cut or typing somewhere else is a step of its own. Text set by
// code clears the steps. The action names ("Typing", "Paste", "Cut", "Delete") are
// Vitrine's: UIKit does not document them.
//
// An attributed text keeps its runs (`styledText`): an edit replaces the same UTF-16 range
// in it, the inserted text taking the attributes of the character before it (the first
// character's at the start), as UIKit's typing attributes do; undo restores the runs too.
//
// Keys shared by both hosts: Left and Right move one cluster (collapsing a selection to
// its edge; with Shift they extend it), Delete (forward) removes the cluster after the
// caret, and Control (or Command) with A selects all, C copies, X cuts, V pastes, Z undoes
// and Shift+Z redoes. The letter is the layout's unmodified character, so the shortcuts
// follow the keymap. Other keys (Up, Down, Home, End, Return, Tab) are the host's.

import Foundation

/// The text and selection of a text field or text view, and the edits on them.
@MainActor
final class TextEditor {
    /// What an edit is, for undo: typing joins the run before it, the rest stand alone.
    enum Edit {
        case typing
        case deletion
        case paste
        case cut
        /// The clear button: undoable, but the delegate is not asked (`textFieldShouldClear` was).
        case clearing

        var actionName: String {
            switch self {
            case .typing: return "Typing"
            case .deletion, .clearing: return "Delete"
            case .paste: return "Paste"
            case .cut: return "Cut"
            }
        }
    }

    private weak var host: (any TextEditorHost)?

    /// The text.
    private(set) var text = ""
    /// The text with its runs' attributes when it was set as an attributed text; nil for
    /// plain text, drawn in the host's attributes. Never mutated in place (undo keeps it).
    private(set) var styledText: NSAttributedString?
    /// The selection, in grapheme-cluster offsets; empty for a caret.
    var selection: Range<Int> = 0..<0
    /// Where a selection being extended started.
    var anchor = 0
    /// Where the caret is after the characters typed since the last undo registration:
    /// typing on from there joins the same undo step; nil once anything else happened.
    private(set) var typingRunEnd: Int?

    init(host: any TextEditorHost) {
        self.host = host
    }

    // MARK: - Reading

    var count: Int { text.count }

    /// The moving end of the selection: the one away from the anchor.
    var movingEnd: Int {
        selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
    }

    /// The selected text; nil for a caret.
    var selectedText: String? {
        guard !selection.isEmpty else { return nil }
        return String(Array(text)[selection])
    }

    /// The cluster range in UTF-16 units.
    func utf16Range(_ clusters: Range<Int>) -> NSRange {
        let characters = Array(text)
        let location = String(characters[..<clusters.lowerBound]).utf16.count
        return NSRange(location: location, length: String(characters[clusters]).utf16.count)
    }

    // MARK: - Setting by code

    /// Text set by code: the caret goes to the end, and earlier edits can no longer be undone.
    func setTextByCode(_ newText: String, styled: NSAttributedString? = nil) {
        text = styled?.string ?? newText
        styledText = styled.flatMap { $0.length > 0 ? NSAttributedString(attributedString: $0) : nil }
        let end = text.count
        selection = end..<end
        anchor = end
        host?.undoManager?.removeAllActions(withTarget: self)
        typingRunEnd = nil
    }

    /// Empties the text (a field that clears when editing begins); the steps before stay.
    func removeAllText() {
        text = ""
        styledText = nil
        moveCaretToEnd()
    }

    /// Sets `attributes` on the whole attributed text (the host's font or colour changed,
    /// which UIKit applies to the entire text).
    func addAttributesToAllText(_ attributes: [NSAttributedString.Key: Any]) {
        guard let styledText else { return }
        let result = NSMutableAttributedString(attributedString: styledText)
        result.addAttributes(attributes, range: NSRange(location: 0, length: result.length))
        self.styledText = result
    }

    /// The attributed text as the host hands it out: its runs, or the plain text in
    /// `plainAttributes` (the host's).
    func attributedText(plainAttributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        styledText.map(NSAttributedString.init(attributedString:)) ?? NSAttributedString(string: text, attributes: plainAttributes)
    }

    /// The font and colour at an attributed text's start, which UIKit makes the host's own.
    static func leadingFontAndColor(of text: NSAttributedString?) -> (UIFont?, UIColor?) {
        guard let text, text.length > 0 else { return (nil, nil) }
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        return (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
    }

    /// The attributed text as drawn: each run over `defaults` (the host's font and colour
    /// where a run has none); nil for plain text.
    func styledText(over defaults: [NSAttributedString.Key: Any]) -> NSAttributedString? {
        guard let styledText else { return nil }
        let result = NSMutableAttributedString(string: styledText.string, attributes: defaults)
        styledText.enumerateAttributes(in: NSRange(location: 0, length: styledText.length), options: []) { attributes, range, _ in
            result.addAttributes(attributes, range: range)
        }
        return result
    }

    /// Collapses the selection to a caret at the end.
    func moveCaretToEnd() {
        let end = text.count
        selection = end..<end
        anchor = end
    }

    /// Selects the clusters in `range` as a drag from its start would.
    func select(_ range: Range<Int>) {
        anchor = range.lowerBound
        setSelection(range)
    }

    /// Sets the selection (clamped to the text) and tells the host when it moved.
    func setSelection(_ range: Range<Int>) {
        let count = text.count
        let clamped = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
        guard clamped != selection else {
            host?.updateCaret()
            return
        }
        // The caret moved away: typing from the new place is a new undo step.
        typingRunEnd = nil
        selection = clamped
        host?.textEditorDidChangeSelection()
        if let host { OnScreenKeyboard.responderTextDidChange(host) }
    }

    func selectAll() {
        anchor = 0
        setSelection(0..<text.count)
    }

    /// Moves the caret to `index`, or with `extending` the selection's moving end.
    func moveCaret(to index: Int, extending: Bool) {
        if extending {
            setSelection(min(index, anchor)..<max(index, anchor))
        } else {
            anchor = index
            setSelection(index..<index)
        }
        host?.textEditorDidMoveCaretByKey()
    }

    // MARK: - UIKeyInput

    func insertText(_ string: String) {
        replace(selection, with: string, as: .typing)
    }

    /// Deletes the selection, or the grapheme cluster before the caret.
    func deleteBackward() {
        if !selection.isEmpty {
            replace(selection, with: "", as: .deletion)
        } else if selection.lowerBound > 0 {
            replace((selection.lowerBound - 1)..<selection.lowerBound, with: "", as: .deletion)
        }
    }

    /// Deletes the selection, or the grapheme cluster after the caret.
    func deleteForward() {
        if !selection.isEmpty {
            replace(selection, with: "", as: .deletion)
        } else if selection.upperBound < text.count {
            replace(selection.upperBound..<(selection.upperBound + 1), with: "", as: .deletion)
        }
    }

    // MARK: - Pasteboard

    func copySelection() {
        guard host?.allowsCopyingText == true, let selectedText else { return }
        UIPasteboard.general.string = selectedText
    }

    func cutSelection() {
        guard let host, host.allowsCopyingText, host.acceptsEdits, let selectedText else { return }
        UIPasteboard.general.string = selectedText
        replace(selection, with: "", as: .cut)
    }

    func paste() {
        guard let host, host.acceptsEdits, let string = UIPasteboard.general.string else { return }
        let pasted = host.isSingleLine ? String(string.map { $0.isNewline ? " " : $0 }) : string
        replace(selection, with: pasted, as: .paste)
    }

    // MARK: - Undo

    func undo() {
        typingRunEnd = nil
        guard host?.acceptsEdits == true else { return }
        host?.undoManager?.undo()
    }

    func redo() {
        typingRunEnd = nil
        guard host?.acceptsEdits == true else { return }
        host?.undoManager?.redo()
    }

    /// Registers the step back to `oldText` and `oldSelection`; undoing it registers the
    /// step forward again (the redo).
    private func registerUndo(restoring oldText: String, _ oldStyled: NSAttributedString?, _ oldSelection: Range<Int>,
                              named name: String) {
        guard let manager = host?.undoManager else { return }
        manager.registerUndo(withTarget: self) { editor in
            editor.registerUndo(restoring: editor.text, editor.styledText, editor.selection, named: name)
            editor.typingRunEnd = nil
            editor.text = oldText
            editor.styledText = oldStyled
            editor.selection = oldSelection
            editor.anchor = oldSelection.lowerBound
            editor.host?.textEditorDidChangeText()
            if let host = editor.host { OnScreenKeyboard.responderTextDidChange(host) }
        }
        // While undoing or redoing, the manager carries the group's name over itself.
        if !manager.isUndoing, !manager.isRedoing { manager.setActionName(name) }
    }

    // MARK: - Replacing text

    /// Replaces the clusters in `range` with `string`, asking the host's delegate first
    /// (with the range in UTF-16 units; not when clearing), and leaves the caret after the
    /// new text. Returns whether the text changed.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String, as edit: Edit) -> Bool {
        guard let host, host.acceptsEdits else { return false }
        var characters = Array(text)
        guard range.lowerBound >= 0, range.upperBound <= characters.count else { return false }
        if edit != .clearing {
            guard host.textEditorShouldChange(utf16Range(range), replacementText: string) else { return false }
            // The delegate may have changed the text while asked; the range then no longer applies.
            characters = Array(text)
            guard range.upperBound <= characters.count else { return false }
        }
        if range.isEmpty, string.isEmpty { return false }
        let typesOn = edit == .typing && range.isEmpty && !string.isEmpty
        if !(typesOn && range.lowerBound == typingRunEnd) {
            registerUndo(restoring: text, styledText, selection, named: edit.actionName)
        }
        if let typed = host.typedTextAttributes, edit == .typing || edit == .paste {
            // The host's typing attributes: a plain text becomes an attributed one around them.
            let base = styledText ?? NSAttributedString(string: text, attributes: typed.plain)
            styledText = Self.replacing(utf16Range(range), in: base, with: string, attributes: typed.typed)
        } else if let styledText {
            self.styledText = Self.replacing(utf16Range(range), in: styledText, with: string)
        }
        let head = String(characters[..<range.lowerBound]) + string
        text = head + String(characters[range.upperBound...])
        // Counted on the joined text: a combining mark typed after a letter joins its cluster.
        let caret = min(head.count, text.count)
        selection = caret..<caret
        anchor = caret
        typingRunEnd = typesOn ? caret : nil
        host.textEditorDidChangeText()
        OnScreenKeyboard.responderTextDidChange(host)
        return true
    }

    /// `styled` with `range` replaced by `string` in `given` attributes, else those of the
    /// character before it.
    private static func replacing(_ range: NSRange, in styled: NSAttributedString, with string: String,
                                  attributes given: [NSAttributedString.Key: Any]? = nil) -> NSAttributedString? {
        let result = NSMutableAttributedString(attributedString: styled)
        let source = range.location > 0 ? range.location - 1 : range.location
        let attributes = given ?? (source < styled.length ? styled.attributes(at: source, effectiveRange: nil) : [:])
        result.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        // Emptied, the text is plain again: what is typed next takes the host's attributes.
        return result.length > 0 ? result : nil
    }

    // MARK: - Keys

    /// Handles a key going down (or repeating) for the host that is first responder;
    /// returns false to let it type.
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        if flags.contains(.control) || flags.contains(.command) {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": selectAll()
            case "c": copySelection()
            case "x": cutSelection()
            case "v": paste()
            case "z": extending ? redo() : undo()
            default: return false
            }
            return true
        }
        let moving = extending ? movingEnd : selection.lowerBound
        switch key.keyCode {
        case .keyboardLeftArrow:
            if !extending, !selection.isEmpty { moveCaret(to: selection.lowerBound, extending: false) }
            else { moveCaret(to: max(0, moving - 1), extending: extending) }
        case .keyboardRightArrow:
            if !extending, !selection.isEmpty { moveCaret(to: selection.upperBound, extending: false) }
            else { moveCaret(to: min(text.count, moving + 1), extending: extending) }
        case .keyboardDeleteForward:
            deleteForward()
        default:
            return host?.handleHostEditingKey(key, from: movingEnd, extending: extending) ?? false
        }
        return true
    }
}

// MARK: - UITextInput's ranges

extension TextEditor {
    var selectedTextRange: UITextRange {
        TextOffsets.textRange(selection, in: text)
    }

    var endOfDocument: UITextPosition { TextOffsetPosition(text.utf16.count) }

    func text(in range: UITextRange) -> String {
        String(Array(text)[TextOffsets.clusters(range, in: text)])
    }

    func clusters(_ range: UITextRange) -> Range<Int> {
        TextOffsets.clusters(range, in: text)
    }
}
