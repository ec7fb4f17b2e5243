// Vitrine — Apache License 2.0
// A scroll view that dismisses the keyboard when the user drags its content. The
// interactive modes (the keyboard following the finger down) are approximated by
// dismissing at the drag's start, as `.onDrag` does.

extension UIScrollView {
    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none
        case onDrag
        case interactive
        case onDragWithAccessory
        case interactiveWithAccessory
    }

    /// Called when a drag begins: ends editing in the window unless the mode is `.none`.
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let window else { return }
        window.endEditing(true)
    }
}
