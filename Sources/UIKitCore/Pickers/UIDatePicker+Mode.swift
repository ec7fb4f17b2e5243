// Vitrine — Apache License 2.0

extension UIDatePicker {
    /// What a date picker lets the user choose.
    public enum Mode: Int, Sendable {
        /// Hours and minutes (and AM/PM where the locale uses a 12-hour clock).
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A day, then hours and minutes (and AM/PM).
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer = 3
        /// Year and month (iOS 17.4).
        case yearAndMonth = 4
    }
}

/// How a date picker presents itself.
///
/// Vitrine draws wheels for every style: `.automatic` is `.wheels` on a kiosk (no
/// pointer or keyboard calendar to prefer), and `.compact` and `.inline` (a button that
/// opens a calendar, a calendar in place) are not built yet, so they show wheels too and
/// `datePickerStyle` says so.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
