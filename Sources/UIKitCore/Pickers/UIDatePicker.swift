// Vitrine — Apache License 2.0
import Foundation
// A control for choosing a date, a time or a duration: wheels, a month calendar in place
// (`.inline`), or the value in capsules that open a calendar or wheels (`.compact`);
// UIDatePicker+Style.swift has the styles.
//
// Design note. The picker's wheels are columns (DatePickerColumn) chosen by the mode and
// the locale's own order; month names, weekdays and AM/PM come from a DateFormatter for
// the locale, calendar and time zone. When a wheel comes to rest, the date is rebuilt
// from every wheel, kept within `minimumDate…maximumDate` (a day that the month lacks
// becomes its last day), the wheels glide to what was kept, and `.valueChanged` goes to
// the targets if the date changed. Setting `date` from code sends nothing, as in UIKit.
//
// iOS loops its month, day, hour and minute wheels endlessly; Vitrine's wheels end. The
// day wheel of `.dateAndTime` spans 1000 days either side of the date (or the minimum
// and maximum dates), the year wheel 100 years either side (ours, as is "Today" for the
// current day and English unit names on the countdown wheels).
//
// The wheels are kept for every style (hidden unless the style is `.wheels`) so that the
// date's arithmetic has one home; the calendar and the capsules only show the date and
// hand the user's choice to `commitUserChoice(_:)`.

/// A control for the entry of dates, times and durations.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The wheels.
    let pickerView = UIPickerView()
    private lazy var wheels = DatePickerWheels(datePicker: self)
    private(set) var columns: [DatePickerColumn] = []
    /// The first day of the `.dateAndTime` day wheel and the first year of the year wheel.
    private(set) var firstDay = Date(timeIntervalSince1970: 0)
    private(set) var dayCount = 0
    private(set) var firstYear = 0
    private(set) var yearCount = 0

    // MARK: - Mode and style

    /// What the picker chooses; default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuild() } }
    }

    /// The style the app asks for; default `.automatic`. A change lays the picker out again.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { showDate(animated: false) } }
    }

    /// The style shown: never `.automatic` (see `UIDatePickerStyle`).
    open var datePickerStyle: UIDatePickerStyle {
        Self.resolvedStyle(preferred: preferredDatePickerStyle, mode: datePickerMode)
    }

    // MARK: - Style views

    /// The style whose views are installed.
    var installedStyle: UIDatePickerStyle = .wheels
    /// The mode the installed views were made for.
    var installedMode: Mode?
    /// The month calendar of `.inline` in the date modes.
    var calendarView: DatePickerCalendarView?
    /// The capsules of `.compact`, or the time row of `.inline`.
    var compactView: DatePickerCompactView?
    /// The compact picker's editor on screen.
    weak var overlay: DatePickerOverlayView?
    /// The size the picker gave itself (created with a zero frame); while its frame keeps
    /// that size, a change of style or content resizes it.
    var selfChosenSize: CGSize?

    override func stateDidChange(from previous: State) {
        super.stateDidChange(from: previous)
        if previous.contains(.disabled) == isEnabled { showEnabledState() }
    }

    // MARK: - Date

    /// The date shown, kept within `minimumDate…maximumDate`. Setting it sends no event.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date` (kept within the limits), gliding the wheels there when `animated`.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        if needsRebuild(for: storedDate) { rebuild() } else { showDate(animated: animated) }
    }

    /// The earliest date the user can choose; nil (the default) for none. Ignored, with
    /// `maximumDate`, while it is later than `maximumDate`, as UIKit documents.
    open var minimumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The latest date the user can choose; nil (the default) for none.
    open var maximumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The step of the minute wheel, 1 to 30; it must divide 60. Other values give the
    /// default, 1, as UIKit documents.
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            if minuteInterval != oldValue {
                storedDate = clamped(storedDate)
                rebuild()
            }
        }
    }

    /// Whether `date` is rounded to `minuteInterval` (default true, as in UIKit): the picker
    /// then only produces dates on the interval's minutes, with no seconds. With false,
    /// dates keep their minutes and only the minute wheel steps by the interval. Dates are
    /// rounded down, to the step the minute wheel shows; an interval of 1 leaves dates as
    /// they are (ours: Apple documents neither).
    open var roundsToMinuteInterval = true {
        didSet { if roundsToMinuteInterval != oldValue { setDate(storedDate, animated: false) } }
    }

    /// The locale of the wheels' order and names; nil (the default) means the current locale.
    open var locale: Locale? {
        didSet { rebuild() }
    }

    /// The calendar the wheels count in; the current calendar by default.
    open var calendar: Calendar! = Calendar.current {
        didSet {
            if calendar == nil { calendar = Calendar.current }
            rebuild()
        }
    }

    /// The time zone of the wheels; nil (the default) means the calendar's.
    open var timeZone: TimeZone? {
        didSet { rebuild() }
    }

    /// The duration of `.countDownTimer` mode, in seconds, from 0 to 23 h 59 min (86 399 s);
    /// the wheels show whole minutes. Default 0.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            storedDuration = newValue.isFinite ? min(max(newValue, 0), 86_399) : 0
            showDate(animated: false)
        }
    }

    private var storedDate: Date
    private var storedDuration: TimeInterval = 0

    // MARK: - Initializers

    /// Creates a date picker showing now; a zero-sized frame becomes the style's size.
    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
        // The wheels follow the bounds in `layoutSubviews`, not by autoresizing: the picker
        // may resize itself from a compact size, which autoresizing would add to them.
        pickerView.frame = frame.size == .zero
            ? CGRect(x: 0, y: 0, width: UIPickerView.defaultWidth, height: UIPickerView.defaultHeight) : bounds
        addSubview(pickerView)
        pickerView.dataSource = wheels
        pickerView.delegate = wheels
        rebuild()
        if frame.size == .zero {
            let size = styleFittingSize
            self.frame.size = size
            selfChosenSize = size
        }
    }

    /// Creates a date picker from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The style's size: 320 × 216 points for wheels, the calendar's for `.inline`, the
    /// capsules' for `.compact`.
    open override var intrinsicContentSize: CGSize { styleFittingSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { styleFittingSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutStyleViews()
    }

    /// A compact picker's editor closes when the picker leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { overlay?.dismiss() }
    }

    // MARK: - Counting

    /// The locale the wheels use.
    var effectiveLocale: Locale { locale ?? Locale.current }

    /// The calendar in the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var result = calendar ?? Calendar.current
        if let timeZone { result.timeZone = timeZone }
        result.locale = effectiveLocale
        return result
    }

    /// The limits in force: both, when the minimum is not after the maximum.
    var limits: (minimum: Date?, maximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    func clamped(_ date: Date) -> Date {
        let date = roundedToMinuteInterval(date)
        let (minimum, maximum) = limits
        if let minimum, date < minimum { return minimum }
        if let maximum, date > maximum { return maximum }
        return date
    }

    /// `date` on the step of `minuteInterval` at or before it, when the picker rounds and
    /// shows minutes.
    private func roundedToMinuteInterval(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode == .time || datePickerMode == .dateAndTime else { return date }
        let step = TimeInterval(minuteInterval * 60)
        // Steps count from the start of the date's hour in the picker's calendar, so time
        // zones with half-hour offsets still land on :00, :15, :30 and :45.
        let calendar = effectiveCalendar
        guard let hour = calendar.dateInterval(of: .hour, for: date)?.start else { return date }
        let offset = date.timeIntervalSince(hour)
        return hour.addingTimeInterval((offset / step).rounded(.down) * step)
    }

    private func limitsDidChange() {
        storedDate = clamped(storedDate)
        rebuild()
    }

    /// Whether `date` falls outside the day or year wheel.
    private func needsRebuild(for date: Date) -> Bool {
        let calendar = effectiveCalendar
        if columns.contains(.relativeDay) {
            let days = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
            if days < 0 || days >= dayCount { return true }
        }
        if columns.contains(.year) {
            let year = calendar.component(.year, from: date) - firstYear
            if year < 0 || year >= yearCount { return true }
        }
        return false
    }

    /// Chooses the wheels for the mode and locale, their ranges around the date, and
    /// reloads them.
    func rebuild() {
        let calendar = effectiveCalendar
        columns = DatePickerColumn.columns(for: datePickerMode, locale: effectiveLocale)
        let (minimum, maximum) = limits
        let day = calendar.startOfDay(for: storedDate)
        let lowDay = minimum.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: -1000, to: day) ?? day
        let highDay = maximum.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: 1000, to: day) ?? day
        firstDay = lowDay
        dayCount = max(1, (calendar.dateComponents([.day], from: lowDay, to: highDay).day ?? 0) + 1)
        let year = calendar.component(.year, from: storedDate)
        firstYear = minimum.map { calendar.component(.year, from: $0) } ?? year - 100
        let lastYear = maximum.map { calendar.component(.year, from: $0) } ?? year + 100
        yearCount = max(1, lastYear - firstYear + 1)
        wheels.refreshFormatter()
        pickerView.reloadAllComponents()
        showDate(animated: false)
    }

    /// Turns every wheel to the date (or the duration) and shows it in the style's views.
    private func showDate(animated: Bool) {
        for (component, column) in columns.enumerated() {
            pickerView.selectRow(row(of: column), inComponent: component, animated: animated)
        }
        refreshStyle()
    }

    /// The user chose `date` in the calendar or an editor: it is kept within the limits,
    /// shown, and `.valueChanged` goes out if it changed.
    func commitUserChoice(_ date: Date) {
        let kept = clamped(date)
        let changed = kept != storedDate
        storedDate = kept
        if needsRebuild(for: kept) { rebuild() } else { showDate(animated: false) }
        if changed { sendActions(for: .valueChanged) }
    }

    /// The user chose the day starting at `day` in the calendar: that day at the time
    /// the picker shows.
    func userChoseDay(_ day: Date) {
        guard isEnabled else { return }
        let calendar = effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: storedDate)
        let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
        parts.year = dayParts.year
        parts.month = dayParts.month
        parts.day = dayParts.day
        commitUserChoice(calendar.date(from: parts) ?? day)
    }

    /// The row of `column` that shows the current date or duration.
    func row(of column: DatePickerColumn) -> Int {
        let calendar = effectiveCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: storedDate)
        let minutes = Int(storedDuration / 60)
        switch column {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return (parts.year ?? firstYear) - firstYear
        case .relativeDay:
            return calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: storedDate)).day ?? 0
        case .hour(let twelveHour): return twelveHour ? (parts.hour ?? 0) % 12 : (parts.hour ?? 0)
        case .minute: return (parts.minute ?? 0) / minuteInterval
        case .period: return (parts.hour ?? 0) < 12 ? 0 : 1
        case .countdownHours: return minutes / 60
        case .countdownMinutes: return (minutes % 60) / minuteInterval
        }
    }

    /// A wheel came to rest after the user turned it: the date (or duration) the wheels
    /// now show, kept within the limits; `.valueChanged` when it changed.
    func wheelsDidSettle() {
        func selected(_ column: DatePickerColumn) -> Int? {
            columns.firstIndex(of: column).map { pickerView.selectedRow(inComponent: $0) }
        }
        if datePickerMode == .countDownTimer {
            let hours = selected(.countdownHours) ?? 0, minutes = (selected(.countdownMinutes) ?? 0) * minuteInterval
            var duration = TimeInterval(hours * 3600 + minutes * 60)
            // A countdown of nothing is not a choice: the wheels go to one step (ours, as iOS does).
            if duration == 0 { duration = TimeInterval(minuteInterval * 60) }
            let changed = duration != storedDuration
            storedDuration = duration
            showDate(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let calendar = effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: storedDate)
        if let row = selected(.relativeDay), let day = calendar.date(byAdding: .day, value: row, to: firstDay) {
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            parts.year = dayParts.year
            parts.month = dayParts.month
            parts.day = dayParts.day
        }
        if let row = selected(.year) { parts.year = firstYear + row }
        if let row = selected(.month) { parts.month = row + 1 }
        if let row = selected(.day) { parts.day = row + 1 }
        if let twelve = columns.firstIndex(of: .hour(twelveHour: true)) {
            let pm = (selected(.period) ?? 0) == 1
            parts.hour = pickerView.selectedRow(inComponent: twelve) + (pm ? 12 : 0)
        } else if let row = selected(.hour(twelveHour: false)) {
            parts.hour = row
        }
        if let row = selected(.minute) { parts.minute = row * minuteInterval }
        // A day the month lacks (31 April) becomes the month's last day.
        if let year = parts.year, let month = parts.month,
           let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first)?.count, let day = parts.day, day > days {
            parts.day = days
        }
        let chosen = calendar.date(from: parts) ?? storedDate
        let kept = clamped(chosen)
        let changed = kept != storedDate
        storedDate = kept
        if needsRebuild(for: kept) { rebuild() } else { showDate(animated: true) }
        if changed { sendActions(for: .valueChanged) }
    }
}
