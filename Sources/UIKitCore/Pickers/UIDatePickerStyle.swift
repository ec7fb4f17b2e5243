// Vitrine — Apache License 2.0

/// How a date picker presents itself.
///
/// `.automatic` lets the picker choose: `.compact` for the modes that have a calendar or
/// a clock (iOS 14 and later do so on touch screens), `.wheels` for `.countDownTimer` and
/// `.yearAndMonth`. UIKit documents that `.compact` and `.inline` cannot show
/// `.countDownTimer` and that `.yearAndMonth` needs `.wheels` (it raises an exception);
/// Vitrine shows wheels in both, and `datePickerStyle` says so.
public enum UIDatePickerStyle: Int, Sendable {
    /// The picker chooses the style from its mode.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// The value in rounded labels; tapping one shows a calendar or wheels over the window.
    case compact = 2
    /// A month calendar in place, with a time row below it in `.dateAndTime` mode.
    case inline = 3
}
