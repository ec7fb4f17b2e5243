// Vitrine — Apache License 2.0
// The search field's delegate: it reports the field's moments to its search bar, which
// speaks to its own delegate in UISearchBarDelegate's terms. UIKit likewise makes the bar
// the field's delegate; an app that replaces `searchTextField.delegate` stops the bar's
// delegate calls.

import Foundation

@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.fieldShouldBeginEditing() }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar.fieldDidBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.fieldShouldEndEditing() }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { bar.fieldDidEndEditing() }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.fieldShouldChange(range, replacementText: string)
    }

    /// Return is the Search key; the field handles nothing more.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.fieldReturnKeyPressed()
        return false
    }
}
