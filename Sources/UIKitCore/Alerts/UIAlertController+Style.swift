// Vitrine — Apache License 2.0

extension UIAlertController {
    /// How an alert controller shows its actions (Apple's names and raw values).
    public enum Style: Int, Sendable {
        /// A list of choices that slides up from the bottom of a compact screen; on a
        /// regular-width screen a card in the middle, or a popover by its source.
        case actionSheet = 0
        /// A small card in the middle of the screen that interrupts the user.
        case alert = 1
    }
}
