// Vitrine — Apache License 2.0

/// Gives a picker view the content of its rows and hears which row the user chose; every
/// method is optional, as in UIKit (the defaults are in an extension).
///
/// A row shows, in this order of preference: the delegate's
/// `pickerView(_:viewForRow:forComponent:reusing:)`, its
/// `pickerView(_:attributedTitleForRow:forComponent:)`, its
/// `pickerView(_:titleForRow:forComponent:)`, else nothing.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`, in points. The default, 0, shares the picker's width
    /// between the components that give none.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of each row of `component`, in points. The default, 0, means the
    /// picker's standard row height (32 points).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The text of a row, drawn in the standard font and colour, centred.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled text of a row, centred; used instead of `titleForRow` when not nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view for a row, used instead of a title. `view` is a view the picker used for a
    /// row that scrolled out of sight, to reuse, or nil. The picker sizes the view to the
    /// row.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user brought `row` of `component` to rest in the selection band. Not called
    /// for `selectRow(_:inComponent:animated:)`, nor when the wheel comes back to the
    /// row that was already selected.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? { nil }
    /// The default has no view for the row: the picker then shows a title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        PickerRowPlaceholder()
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// What the default `viewForRow` returns: the picker then asks for a title instead.
final class PickerRowPlaceholder: UIView {
    init() { super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
}
