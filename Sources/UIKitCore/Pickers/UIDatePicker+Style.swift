// Vitrine — Apache License 2.0
import Foundation
// The styles of a date picker. `.wheels` shows the picker view. `.inline` shows a month
// calendar (DatePickerCalendarView) in the date modes and, in `.dateAndTime` and `.time`,
// a time row below it whose capsule opens time wheels. `.compact` shows the value in
// capsules (DatePickerCompactView); the date's opens an inline calendar, the time's time
// wheels, over the window (DatePickerOverlayView). The editors are date pickers too, with
// the same locale, calendar, time zone, limits and minute interval; their choice becomes
// this picker's, and only this picker sends `.valueChanged` to the app's targets. In
// `.dateAndTime` the date's editor is an inline calendar with its own time row, as on iOS.
//
// A disabled picker takes no touch in any style and shows its views at half opacity
// (ours: UIKit documents no disabled look for date pickers).

extension UIDatePicker {
    /// The style shown for `preferred` in `mode`: `.automatic` is `.compact` (iOS 14 and
    /// later on touch screens); `.countDownTimer` and `.yearAndMonth` have only wheels.
    static func resolvedStyle(preferred: UIDatePickerStyle, mode: Mode) -> UIDatePickerStyle {
        switch mode {
        case .countDownTimer, .yearAndMonth: return .wheels
        case .time, .date, .dateAndTime: return preferred == .automatic ? .compact : preferred
        }
    }

    /// Whether the mode shows a day (a calendar, a date capsule).
    private var showsDay: Bool { datePickerMode == .date || datePickerMode == .dateAndTime }
    /// Whether the mode shows a time of day (a time row, a time capsule).
    private var showsTimeOfDay: Bool { datePickerMode == .time || datePickerMode == .dateAndTime }

    /// The size the style's views want.
    var styleFittingSize: CGSize {
        switch installedStyle {
        case .automatic, .wheels:
            return CGSize(width: UIPickerView.defaultWidth, height: UIPickerView.defaultHeight)
        case .inline:
            var height: CGFloat = 0
            if calendarView != nil { height += DatePickerCalendarView.height }
            if showsTimeOfDay { height += DatePickerCompactView.rowHeight }
            return CGSize(width: UIPickerView.defaultWidth, height: height)
        case .compact:
            return compactView?.fittingSize ?? .zero
        }
    }

    /// Installs the views of the style to show (when it changed) and shows the date in them.
    func refreshStyle() {
        let style = datePickerStyle
        if style != installedStyle || datePickerMode != installedMode { install(style) }
        let calendar = effectiveCalendar
        compactView?.show(date, mode: datePickerMode, calendar: calendar, locale: effectiveLocale)
        calendarView?.reload(showingDate: true)
        let size = styleFittingSize
        if let selfChosenSize, frame.size == selfChosenSize, size != selfChosenSize {
            frame.size = size
            self.selfChosenSize = size
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func install(_ style: UIDatePickerStyle) {
        overlay?.dismiss()
        calendarView?.removeFromSuperview()
        calendarView = nil
        compactView?.removeFromSuperview()
        compactView = nil
        installedStyle = style
        installedMode = datePickerMode
        pickerView.isHidden = style != .wheels
        switch style {
        case .automatic, .wheels:
            break
        case .inline:
            if showsDay {
                let calendarView = DatePickerCalendarView(datePicker: self)
                addSubview(calendarView)
                self.calendarView = calendarView
            }
            if showsTimeOfDay { installCompactView(title: "Time") }
        case .compact:
            installCompactView(title: nil)
        }
        showEnabledState()
    }

    /// The opacity of a disabled picker's views (ours).
    static let disabledAlpha: CGFloat = 0.5

    /// Lets the style's views take touches, and look it, only while the picker is enabled.
    func showEnabledState() {
        let views: [UIView?] = [pickerView, calendarView, compactView]
        for case let view? in views {
            view.isUserInteractionEnabled = isEnabled
            view.alpha = isEnabled ? 1 : Self.disabledAlpha
        }
        if !isEnabled { overlay?.dismiss() }
    }

    private func installCompactView(title: String?) {
        let view = DatePickerCompactView(title: title)
        view.dateCapsule.onTap = { [unowned self, unowned view] in self.presentEditor(forTime: false, from: view.dateCapsule) }
        view.timeCapsule.onTap = { [unowned self, unowned view] in self.presentEditor(forTime: true, from: view.timeCapsule) }
        addSubview(view)
        compactView = view
    }

    func layoutStyleViews() {
        if installedStyle == .wheels { pickerView.frame = bounds }
        var y: CGFloat = 0
        if let calendarView {
            calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: DatePickerCalendarView.height)
            y = calendarView.frame.maxY
        }
        guard let compactView else { return }
        if installedStyle == .inline {
            compactView.frame = CGRect(x: 0, y: y, width: bounds.width, height: DatePickerCompactView.rowHeight)
        } else {
            compactView.frame = bounds
        }
    }

    // MARK: - Editors

    /// Shows, over the window, a calendar (or time wheels, `forTime`) for the date, below
    /// or above `capsule`.
    func presentEditor(forTime: Bool, from capsule: DatePickerCapsule) {
        guard let window, isEnabled else { return }
        overlay?.dismiss()
        let editor = UIDatePicker(frame: .zero)
        editor.locale = locale
        editor.calendar = calendar
        editor.timeZone = timeZone
        editor.minuteInterval = minuteInterval
        editor.minimumDate = minimumDate
        editor.maximumDate = maximumDate
        editor.datePickerMode = forTime ? .time : datePickerMode == .dateAndTime ? .dateAndTime : .date
        editor.preferredDatePickerStyle = forTime ? .wheels : .inline
        editor.date = date
        editor.tintColor = tintColor
        editor.addAction(UIAction { [weak self, weak editor] _ in
            guard let self, let editor else { return }
            self.commitUserChoice(editor.date)
        }, for: .valueChanged)
        let shown = DatePickerOverlayView.present(editor, in: window, anchor: capsule.convert(capsule.bounds, to: window))
        capsule.isActive = true
        shown.onDismiss = { [weak capsule] in capsule?.isActive = false }
        overlay = shown
    }
}
