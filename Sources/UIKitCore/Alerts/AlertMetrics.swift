// Vitrine — Apache License 2.0
// The measurements of alerts and action sheets, in points. Apple documents none of them
// (the Human Interface Guidelines show alerts but give no numbers); these are the values
// measured on iOS screenshots and widely reported by developers who rebuilt the alert:
// a 270-point-wide alert with 14-point corners, 44-point action rows, a 17-point
// semibold title and a 13-point message; action sheets with 57-point rows of 20-point
// text, 13-point corners, 8 points from the screen's edges and 8 points between the
// actions and the cancel button. The paddings, the dimming, the durations and the
// regular-width action sheet's 304-point width are Vitrine's choices.

/// The measurements of alerts and action sheets (see the note above).
enum AlertMetrics {
    // MARK: - Alert
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertRowHeight: CGFloat = 44
    static let alertTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let alertMessageFont = UIFont.systemFont(ofSize: 13)
    static let alertActionFont = UIFont.systemFont(ofSize: 17)
    static let alertBoldActionFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// Space above the title and below the message (Vitrine's).
    static let alertHeaderVerticalPadding: CGFloat = 20
    /// Space between the header's text and the alert's sides (Vitrine's).
    static let headerHorizontalPadding: CGFloat = 16
    /// Space between the title and the message (Vitrine's).
    static let titleMessageSpacing: CGFloat = 4

    // Text fields (Vitrine's values): 13-point text in 30-point wells, 16 points from the
    // alert's sides, 12 points under the message, 8 points apart and 16 points above the actions.
    static let textFieldFont = UIFont.systemFont(ofSize: 13)
    static let textFieldHeight: CGFloat = 30
    static let textFieldTopSpacing: CGFloat = 12
    static let textFieldSpacing: CGFloat = 8
    static let textFieldBottomSpacing: CGFloat = 16
    static let textFieldTextInset: CGFloat = 6
    static let textFieldCornerRadius: CGFloat = 6

    // MARK: - Action sheet
    static let sheetRowHeight: CGFloat = 57
    static let sheetCornerRadius: CGFloat = 13
    static let sheetMargin: CGFloat = 8
    static let sheetCancelSpacing: CGFloat = 8
    static let sheetTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let sheetMessageFont = UIFont.systemFont(ofSize: 13)
    static let sheetActionFont = UIFont.systemFont(ofSize: 20)
    static let sheetBoldActionFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    /// Space above the title and below the message of an action sheet (Vitrine's).
    static let sheetHeaderVerticalPadding: CGFloat = 14
    /// The width of an action sheet shown as a card or popover on a regular-width screen
    /// (Vitrine's).
    static let regularSheetWidth: CGFloat = 304

    // MARK: - Presentation (Vitrine's)
    /// The opacity of the black dimming view behind an alert or a compact action sheet.
    static let dimmingAlpha: CGFloat = 0.2
    /// The alert's scale when its appearance starts.
    static let appearingScale: CGFloat = 1.2
    /// How long the appearance takes (a critically damped spring).
    static let appearanceDuration: TimeInterval = 0.4
    /// How long the alert's fade-out and the action sheet's slide down take.
    static let disappearanceDuration: TimeInterval = 0.25
}
