// Vitrine — Apache License 2.0
// UITextInput for a text view: the selection and ranges in UTF-16 offsets.

extension UITextView: UITextInput {
    /// The selection; setting it moves the caret or selects.
    public var selectedTextRange: UITextRange? {
        get { TextOffsets.textRange(selection, in: storage) }
        set {
            guard let newValue else { return }
            let clusters = TextOffsets.clusters(newValue, in: storage)
            selectionAnchor = clusters.lowerBound
            setSelection(clusters)
        }
    }

    public var endOfDocument: UITextPosition { TextOffsetPosition(storage.utf16.count) }

    public func text(in range: UITextRange) -> String? {
        String(Array(storage)[TextOffsets.clusters(range, in: storage)])
    }

    /// Replaces the text in `range`, as typing would (the delegate is asked).
    public func replace(_ range: UITextRange, withText text: String) {
        replace(TextOffsets.clusters(range, in: storage), with: text)
    }
}
