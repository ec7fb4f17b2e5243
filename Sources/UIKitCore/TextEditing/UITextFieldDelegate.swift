// Vitrine — Apache License 2.0
// UIKit declares these methods optional; here each has UIKit's default in the protocol
// extension. A delegate implementing `textFieldDidEndEditing(_:reason:)` gets only that
// one, as on iOS: its default calls `textFieldDidEndEditing(_:)`, which the field never
// calls directly.

import Foundation

/// The methods a text field's delegate implements to manage editing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may stop; true by default. Not asked when the end is forced.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may be replaced by `string`; false
    /// vetoes the change (the delegate may set `text` itself to rewrite it).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field should process Return; true by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
