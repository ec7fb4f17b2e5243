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
