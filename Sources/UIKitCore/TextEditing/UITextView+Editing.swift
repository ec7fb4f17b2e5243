// Vitrine — Apache License 2.0
// Changing a text view's text and selection, and the keys that do it: Left and Right
// by grapheme cluster, Up and Down to the nearest position on the neighbouring line
// (keeping the column across short lines), Home and End to the line's ends, Tab typed
// as "\t", Return typed as "\n" (by the press router, through `insertText`), and the
// Control shortcuts of UITextField (A, C, X, V).

import Foundation

extension UITextView: TextEditingKeyHandling {
    func handleEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        if flags.contains(.control) || flags.contains(.command) {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": selectionAnchor = 0; setSelection(0..<storage.count)
            case "c": copySelection()
            case "x": if isEditable { copySelection(); replace(selection, with: "") }
            case "v": if isEditable, let string = UIPasteboard.general.string { replace(selection, with: string) }
            default: return false
            }
            return true
        }
        let moving = selection.lowerBound == selectionAnchor ? selection.upperBound : selection.lowerBound
        let count = storage.count
        switch key.keyCode {
        case .keyboardLeftArrow:
            preferredCaretX = nil
            if !extending, !selection.isEmpty { moveCaret(to: selection.lowerBound, extending: false) }
            else { moveCaret(to: max(0, moving - 1), extending: extending) }
        case .keyboardRightArrow:
            preferredCaretX = nil
            if !extending, !selection.isEmpty { moveCaret(to: selection.upperBound, extending: false) }
            else { moveCaret(to: min(count, moving + 1), extending: extending) }
        case .keyboardUpArrow, .keyboardDownArrow:
            let lines = caretLines
            let current = lineIndex(ofCluster: moving, in: lines)
            let x = preferredCaretX ?? caretX(atUTF16: utf16Offset(ofCluster: moving), on: lines[current])
            let target = current + (key.keyCode == .keyboardUpArrow ? -1 : 1)
            let index: Int
            if target < 0 { index = 0 }
            else if target >= lines.count { index = count }
            else { index = clusterIndex(onLine: lines[target], nearestX: x) }
            moveCaret(to: index, extending: extending)
            preferredCaretX = x
        case .keyboardHome, .keyboardEnd:
            preferredCaretX = nil
            let lines = caretLines
            let line = lines[lineIndex(ofCluster: moving, in: lines)]
            let offset = key.keyCode == .keyboardHome ? line.range.lowerBound : line.range.upperBound
            moveCaret(to: clusterIndex(forUTF16Offset: offset), extending: extending)
        case .keyboardDeleteForward:
            guard isEditable else { return true }
            if !selection.isEmpty { replace(selection, with: "") }
            else if selection.upperBound < count { replace(selection.upperBound..<(selection.upperBound + 1), with: "") }
        case .keyboardTab:
            guard isEditable else { return true }
            insertText("\t")
        default:
            return false
        }
        return true
    }

    private func moveCaret(to index: Int, extending: Bool) {
        if extending {
            setSelection(min(index, selectionAnchor)..<max(index, selectionAnchor))
        } else {
            selectionAnchor = index
            setSelection(index..<index)
        }
        scrollCaretIntoView()
    }

    private func copySelection() {
        guard !selection.isEmpty else { return }
        UIPasteboard.general.string = String(Array(storage)[selection])
    }

    /// Sets the selection (clamped to the text) and tells the delegate when it moved.
    func setSelection(_ range: Range<Int>) {
        let count = storage.count
        let clamped = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
        guard clamped != selection else { return updateCaret() }
        selection = clamped
        contentView.setNeedsDisplay()
        updateCaret()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Replaces the clusters in `range` with `text`, asking the delegate first (UTF-16
    /// range), leaves the caret after the new text and scrolls it into view.
    @discardableResult
    func replace(_ range: Range<Int>, with text: String) -> Bool {
        guard isEditable else { return false }
        var characters = Array(storage)
        guard range.upperBound <= characters.count else { return false }
        if let delegate = textViewDelegate {
            let location = String(characters[..<range.lowerBound]).utf16.count
            let length = String(characters[range]).utf16.count
            guard delegate.textView(self, shouldChangeTextIn: NSRange(location: location, length: length), replacementText: text) else {
                return false
            }
            characters = Array(storage)
            guard range.upperBound <= characters.count else { return false }
        }
        if range.isEmpty, text.isEmpty { return false }
        let head = String(characters[..<range.lowerBound]) + text
        storage = head + String(characters[range.upperBound...])
        let caret = min(head.count, storage.count)
        selection = caret..<caret
        selectionAnchor = caret
        preferredCaretX = nil
        textDidChangeLayout()
        scrollCaretIntoView()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        textViewDelegate?.textViewDidChangeSelection(self)
        return true
    }
}
