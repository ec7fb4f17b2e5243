// Vitrine — Apache License 2.0
// UITextInput for a text view: the selection and ranges in UTF-16 offsets.

extension UITextView: UITextInput {
    /// The selection; setting it moves the caret or selects.
    public var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { if let newValue { editor.select(editor.clusters(newValue)) } }
    }

    public var endOfDocument: UITextPosition { editor.endOfDocument }

    public func text(in range: UITextRange) -> String? { editor.text(in: range) }

    /// Replaces the text in `range`, as typing would (the delegate is asked).
    public func replace(_ range: UITextRange, withText text: String) {
        editor.replace(editor.clusters(range), with: text, as: .typing)
    }
}
