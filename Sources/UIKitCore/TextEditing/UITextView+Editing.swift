// Vitrine — Apache License 2.0
// What a text view adds to the shared editing (TextEditor.swift): its own keys, and what
// follows an edit. Up and Down go to the nearest position on the neighbouring line
// (keeping the column across short lines), Home and End to the line's ends, Tab is typed
// as "\t" and Return as "\n" (by the press router, through `insertText`). A view that is
// not editable refuses every change, undo included, but still selects and copies.

import Foundation

extension UITextView: TextEditorHost {
    func handleHostEditingKey(_ key: UIKey, from moving: Int, extending: Bool) -> Bool {
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow:
            let lines = caretLines
            let current = lineIndex(ofCluster: moving, in: lines)
            let x = preferredCaretX ?? caretX(atUTF16: utf16Offset(ofCluster: moving), on: lines[current])
            let target = current + (key.keyCode == .keyboardUpArrow ? -1 : 1)
            let index: Int
            if target < 0 { index = 0 }
            else if target >= lines.count { index = storage.count }
            else { index = clusterIndex(onLine: lines[target], nearestX: x) }
            editor.moveCaret(to: index, extending: extending)
            // Set after the move, which forgets it: the next Up or Down aims for the same x.
            preferredCaretX = x
        case .keyboardHome, .keyboardEnd:
            let lines = caretLines
            let line = lines[lineIndex(ofCluster: moving, in: lines)]
            let offset = key.keyCode == .keyboardHome ? line.range.lowerBound : line.range.upperBound
            editor.moveCaret(to: clusterIndex(forUTF16Offset: offset), extending: extending)
        case .keyboardTab:
            insertText("\t")
        default:
            return false
        }
        return true
    }

    // MARK: - TextEditorHost

    var acceptsEdits: Bool { isEditable }

    var allowsCopyingText: Bool { true }

    var isSingleLine: Bool { false }

    var typedTextAttributes: (typed: [NSAttributedString.Key: Any], plain: [NSAttributedString.Key: Any])? {
        storedTypingAttributes.map { typed in (textAttributes.merging(typed) { _, given in given }, textAttributes) }
    }

    func textEditorShouldChange(_ range: NSRange, replacementText text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    /// After an edit by the user: lay out, keep the caret in view, tell the delegate and observers.
    func textEditorDidChangeText() {
        preferredCaretX = nil
        storedTypingAttributes = nil  // now those of the character before the caret
        textDidChangeLayout()
        scrollCaretIntoView()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func textEditorDidChangeSelection() {
        // The selection moved: typing takes the attributes found there again, as in UIKit.
        storedTypingAttributes = nil
        contentView.setNeedsDisplay()
        updateCaret()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func textEditorDidMoveCaretByKey() {
        preferredCaretX = nil
        scrollCaretIntoView()
    }
}
