// Vitrine — Apache License 2.0
// UIKit declares these methods optional; each has UIKit's default in the extension. The
// text view's `delegate` is its scroll view's, so a UITextViewDelegate hears about
// scrolling too, as on iOS.

import Foundation

/// The methods a text view's delegate implements to manage editing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; true by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may stop; true by default. Not asked when the end is forced.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16) may be replaced by `text`; false vetoes it.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
