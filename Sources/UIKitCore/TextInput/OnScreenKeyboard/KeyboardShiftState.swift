// Vitrine — Apache License 2.0

/// The shift key's state on the letters page.
enum KeyboardShiftState: Equatable {
    case off
    /// The next letter is a capital, then shift turns off.
    case once
    /// Every letter is a capital until shift is tapped again.
    case capsLock
}

extension KeyboardShiftState {
    /// Whether the responder's autocapitalization asks for a capital after `textBefore`
    /// (the text before the insertion point).
    static func autoShift(_ type: UITextAutocapitalizationType, textBefore: String) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words:
            guard let last = textBefore.last else { return true }
            return last.isWhitespace
        case .sentences:
            // A sentence starts at the beginning, after a line break, or after . ! ?
            // followed by a space.
            if textBefore.isEmpty || textBefore.last?.isNewline == true { return true }
            guard textBefore.last?.isWhitespace == true else { return false }
            guard let mark = textBefore.reversed().drop(while: { $0 == " " }).first else { return true }
            return mark == "." || mark == "!" || mark == "?" || mark.isNewline
        }
    }
}
