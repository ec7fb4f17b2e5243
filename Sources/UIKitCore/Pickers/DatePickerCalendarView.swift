// Vitrine — Apache License 2.0
import Foundation
// The month calendar of an inline date picker: a header with the month and year and the
// previous and next month buttons, a row of weekday initials starting at the calendar's
// first weekday, and six rows of days. A tap on a day the limits allow chooses it (the
// picker keeps the time of day); the buttons, and a swipe across the days, turn the month
// (the new month slides in from the side it comes from), and the buttons turn themselves
// off where the limits end. A tap on the month and year shows month and year wheels in
// place of the days, as iOS does, to jump to a month; another tap returns to the days of
// the month the wheels show. Turning the month chooses nothing.
//
// Metrics (ours; Apple documents none): a 44-point header with the month 16 points in and
// 44-point buttons 8 points from the trailing edge, a 24-point weekday row, 40-point day
// rows, 8 points below; the grid is inset 8 points at each side. 320 points wide, it is
// 44 + 24 + 6 × 40 + 8 = 316 points high.

@MainActor
final class DatePickerCalendarView: UIView {
    static let headerHeight: CGFloat = 44
    static let weekdayRowHeight: CGFloat = 24
    static let dayRowHeight: CGFloat = 40
    static let bottomInset: CGFloat = 8
    static let sideInset: CGFloat = 8
    static let headerInset: CGFloat = 16
    static let buttonSize: CGFloat = 44
    static let height = headerHeight + weekdayRowHeight + CGFloat(DatePickerMonth.rows) * dayRowHeight + bottomInset
    /// How long a new month takes to slide in (ours).
    static let slideDuration: TimeInterval = 0.3

    unowned let datePicker: UIDatePicker
    let monthLabel = UILabel()
    /// The chevron after the month: right while the days show, down while the wheels do.
    let monthChevron = UIImageView(image: UIImage(systemName: "chevron.right"))
    /// Covers the month and its chevron: a tap shows or hides the month and year wheels.
    let monthYearButton = UIButton(type: .custom)
    /// The month and year wheels, made the first time they are asked for.
    private(set) var monthYearPicker: UIDatePicker?
    /// Whether the month and year wheels show in place of the days.
    private(set) var isChoosingMonth = false
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private(set) var weekdayLabels: [UILabel] = []
    /// The days, row by row; it takes the taps.
    let grid = UIView()
    private(set) var dayCells: [DatePickerDayCell] = []
    /// The month on screen.
    private(set) var shownMonth: DatePickerMonth
    private let tap = UITapGestureRecognizer()
    private let swipeToNext = UISwipeGestureRecognizer()
    private let swipeToPrevious = UISwipeGestureRecognizer()
    private var monthFormatter = DateFormatter()
    private var dayFormatter = DateFormatter()

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        shownMonth = DatePickerMonth(containing: datePicker.date, calendar: datePicker.effectiveCalendar)
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        // A month sliding in shows only inside the calendar.
        clipsToBounds = true
        monthLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        monthLabel.isAccessibilityElement = false
        addSubview(monthLabel)
        monthChevron.contentMode = .center
        addSubview(monthChevron)
        monthYearButton.addTarget(self, action: DatePickerCalendarView.toggleMonthChoice, for: .touchUpInside)
        monthYearButton.accessibilityTraits = [.button, .header]
        addSubview(monthYearButton)
        previousButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        nextButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        // The names VoiceOver reads on iOS.
        previousButton.accessibilityLabel = "Previous Month"
        nextButton.accessibilityLabel = "Next Month"
        previousButton.addTarget(self, action: DatePickerCalendarView.showPreviousMonth, for: .touchUpInside)
        nextButton.addTarget(self, action: DatePickerCalendarView.showNextMonth, for: .touchUpInside)
        addSubview(previousButton)
        addSubview(nextButton)
        for _ in 0..<DatePickerMonth.columns {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        grid.backgroundColor = nil
        grid.isOpaque = false
        addSubview(grid)
        for _ in 0..<(DatePickerMonth.rows * DatePickerMonth.columns) {
            let cell = DatePickerDayCell()
            dayCells.append(cell)
            grid.addSubview(cell)
        }
        tap.addTarget(self, action: DatePickerCalendarView.handleTap)
        grid.addGestureRecognizer(tap)
        // Swiping the days toward the leading edge brings the next month, as turning a page.
        swipeToNext.direction = .left
        swipeToNext.addTarget(self, action: DatePickerCalendarView.swipedToNext)
        grid.addGestureRecognizer(swipeToNext)
        swipeToPrevious.direction = .right
        swipeToPrevious.addTarget(self, action: DatePickerCalendarView.swipedToPrevious)
        grid.addGestureRecognizer(swipeToPrevious)
        reload(showingDate: true)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: - Content

    /// Shows the picker's calendar, limits and date; with `showingDate`, turns to the
    /// date's month first.
    func reload(showingDate: Bool) {
        let calendar = datePicker.effectiveCalendar
        if showingDate {
            shownMonth = DatePickerMonth(containing: datePicker.date, calendar: calendar)
        } else {
            // The calendar may have changed: the same month, counted again.
            shownMonth = DatePickerMonth(containing: shownMonth.firstDay, calendar: calendar)
        }
        monthFormatter = DateFormatter()
        monthFormatter.locale = datePicker.effectiveLocale
        monthFormatter.calendar = calendar
        monthFormatter.timeZone = calendar.timeZone
        monthFormatter.setLocalizedDateFormatFromTemplate("yMMMM")
        monthLabel.text = monthFormatter.string(from: shownMonth.firstDay)
        monthYearButton.accessibilityLabel = monthLabel.text
        dayFormatter = DateFormatter()
        dayFormatter.locale = datePicker.effectiveLocale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        let names = DatePickerMonth.weekdayNames(calendar: calendar)
        for (column, (label, symbol)) in zip(weekdayLabels, DatePickerMonth.weekdaySymbols(calendar: calendar)).enumerated() {
            label.text = symbol
            label.accessibilityLabel = column < names.count ? names[column] : nil
        }
        let (minimum, maximum) = datePicker.limits
        let firstAllowed = minimum.map { calendar.startOfDay(for: $0) }
        let lastAllowed = maximum.map { calendar.startOfDay(for: $0) }
        let chosen = calendar.startOfDay(for: datePicker.date)
        let today = calendar.startOfDay(for: Date())
        for (index, cell) in dayCells.enumerated() {
            guard let day = shownMonth.day(row: index / DatePickerMonth.columns, column: index % DatePickerMonth.columns) else {
                cell.show(day: nil, look: .blank)
                continue
            }
            let start = shownMonth.date(ofDay: day, calendar: calendar)
            let look: DatePickerDayCell.Look
            if let firstAllowed, start < firstAllowed {
                look = .unavailable
            } else if let lastAllowed, start > lastAllowed {
                look = .unavailable
            } else if start == chosen {
                look = .chosen
            } else if start == today {
                look = .today
            } else {
                look = .plain
            }
            cell.show(day: day, look: look, spokenDate: dayFormatter.string(from: start))
        }
        // A month button turns off where the limits end.
        previousButton.isEnabled = minimum.map { $0 < shownMonth.firstDay } ?? true
        let next = shownMonth.adding(months: 1, calendar: calendar)
        nextButton.isEnabled = maximum.map { $0 >= next.firstDay } ?? true
        showMonthChoiceState()
        setNeedsLayout()
    }

    /// Shows the days or the month and year wheels, as `isChoosingMonth` says.
    private func showMonthChoiceState() {
        grid.isHidden = isChoosingMonth
        for label in weekdayLabels { label.isHidden = isChoosingMonth }
        previousButton.isHidden = isChoosingMonth
        nextButton.isHidden = isChoosingMonth
        monthYearPicker?.isHidden = !isChoosingMonth
        monthLabel.textColor = isChoosingMonth ? tintColor : .label
        monthChevron.transform = isChoosingMonth ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        monthYearButton.accessibilityValue = isChoosingMonth ? "Expanded" : "Collapsed"
    }

    /// Whether the limits allow some of `day` (1-based) of the shown month.
    func allows(day: Int) -> Bool {
        let calendar = datePicker.effectiveCalendar
        let start = shownMonth.date(ofDay: day, calendar: calendar)
        let (minimum, maximum) = datePicker.limits
        if let minimum, start < calendar.startOfDay(for: minimum) { return false }
        if let maximum, start > calendar.startOfDay(for: maximum) { return false }
        return true
    }

    private func showPreviousMonth() { turnMonth(by: -1) }

    private func showNextMonth() { turnMonth(by: 1) }

    private func swipedToNext() {
        if nextButton.isEnabled, !isChoosingMonth { turnMonth(by: 1) }
    }

    private func swipedToPrevious() {
        if previousButton.isEnabled, !isChoosingMonth { turnMonth(by: -1) }
    }

    /// Shows the month `count` months on, sliding in from the side it comes from.
    private func turnMonth(by count: Int) {
        shownMonth = shownMonth.adding(months: count, calendar: datePicker.effectiveCalendar)
        reload(showingDate: false)
        let width = grid.bounds.width
        guard width > 0 else { return }
        grid.transform = CGAffineTransform(translationX: count > 0 ? width : -width, y: 0)
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            self.grid.transform = .identity
        }
    }

    /// Shows the month and year wheels in place of the days, or the days of the month the
    /// wheels show.
    private func toggleMonthChoice() {
        isChoosingMonth.toggle()
        if isChoosingMonth {
            let wheels = monthYearPicker ?? makeMonthYearPicker()
            wheels.locale = datePicker.locale
            wheels.calendar = datePicker.calendar
            wheels.timeZone = datePicker.timeZone
            wheels.minimumDate = datePicker.minimumDate
            wheels.maximumDate = datePicker.maximumDate
            wheels.date = shownMonth.firstDay
        }
        reload(showingDate: false)
    }

    private func makeMonthYearPicker() -> UIDatePicker {
        let wheels = UIDatePicker()
        wheels.datePickerMode = .yearAndMonth
        wheels.preferredDatePickerStyle = .wheels
        wheels.addAction(UIAction { [unowned self, unowned wheels] _ in
            self.shownMonth = DatePickerMonth(containing: wheels.date, calendar: self.datePicker.effectiveCalendar)
            self.reload(showingDate: false)
        }, for: .valueChanged)
        addSubview(wheels)
        monthYearPicker = wheels
        return wheels
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        monthChevron.tintColor = tintColor
        monthLabel.textColor = isChoosingMonth ? tintColor : .label
    }

    private func handleTap() {
        let point = tap.location(in: grid)
        let columnWidth = grid.bounds.width / CGFloat(DatePickerMonth.columns)
        guard columnWidth > 0, point.x >= 0, point.y >= 0 else { return }
        let row = Int((point.y / Self.dayRowHeight).rounded(.down))
        let column = Int((point.x / columnWidth).rounded(.down))
        guard let day = shownMonth.day(row: row, column: column), allows(day: day) else { return }
        datePicker.userChoseDay(shownMonth.date(ofDay: day, calendar: datePicker.effectiveCalendar))
    }

    // The day taps and the month buttons are the calendar's: a touch here must not reach
    // the date picker, which as a control would track it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let b = Self.buttonSize
        nextButton.frame = CGRect(x: width - Self.sideInset - b, y: 0, width: b, height: b)
        previousButton.frame = CGRect(x: width - Self.sideInset - 2 * b, y: 0, width: b, height: b)
        // The month's own width, then its chevron, within the room the buttons leave.
        let chevronWidth: CGFloat = 20
        let room = max(0, previousButton.frame.minX - Self.headerInset - chevronWidth)
        let textWidth = min(room, monthLabel.sizeThatFits(CGSize(width: room, height: Self.headerHeight)).width.rounded(.up))
        monthLabel.frame = CGRect(x: Self.headerInset, y: 0, width: textWidth, height: Self.headerHeight)
        monthChevron.frame = CGRect(x: monthLabel.frame.maxX + 2, y: 0, width: chevronWidth, height: Self.headerHeight)
        monthYearButton.frame = CGRect(x: Self.headerInset, y: 0, width: monthChevron.frame.maxX - Self.headerInset, height: Self.headerHeight)
        grid.frame = CGRect(x: Self.sideInset, y: Self.headerHeight + Self.weekdayRowHeight,
                            width: max(0, width - 2 * Self.sideInset), height: CGFloat(DatePickerMonth.rows) * Self.dayRowHeight)
        let columnWidth = grid.bounds.width / CGFloat(DatePickerMonth.columns)
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: Self.sideInset + CGFloat(column) * columnWidth, y: Self.headerHeight,
                                 width: columnWidth, height: Self.weekdayRowHeight)
        }
        for (index, cell) in dayCells.enumerated() {
            let row = index / DatePickerMonth.columns, column = index % DatePickerMonth.columns
            cell.frame = CGRect(x: CGFloat(column) * columnWidth, y: CGFloat(row) * Self.dayRowHeight,
                                width: columnWidth, height: Self.dayRowHeight)
        }
        monthYearPicker?.frame = CGRect(x: Self.sideInset, y: Self.headerHeight, width: max(0, width - 2 * Self.sideInset),
                                        height: max(0, bounds.height - Self.headerHeight - Self.bottomInset))
    }
}
