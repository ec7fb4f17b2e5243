// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct UIDatePickerStyleTests: GregorianUTCDates {
    /// A date picker in `style` and `mode`, en_US, Gregorian, UTC, at (340, 392) in a
    /// touch harness's window, at the size it gives itself.
    private static func harness(style: UIDatePickerStyle, mode: UIDatePicker.Mode, date: Date,
                                configure: (UIDatePicker) -> Void = { _ in }) -> (PickerHarness, UIDatePicker, ControlEventLog) {
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let datePicker = UIDatePicker()
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.calendar = gregorian()
        datePicker.timeZone = utc
        datePicker.datePickerMode = mode
        datePicker.preferredDatePickerStyle = style
        configure(datePicker)
        datePicker.date = date
        datePicker.frame.origin = CGPoint(x: 340, y: 392)
        touches.window.addSubview(datePicker)
        frames.wait(0.1)
        let h = PickerHarness(touches: touches, frames: frames, picker: datePicker.pickerView)
        return (h, datePicker, ControlEventLog(datePicker))
    }

    /// The window point at the middle of `view`.
    private static func centre(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// Taps the cell of `day` in `datePicker`'s calendar through the touch path.
    private static func tapDay(_ day: Int, in datePicker: UIDatePicker, _ h: PickerHarness) {
        let calendar = datePicker.calendarView!
        let (row, column) = calendar.shownMonth.cell(ofDay: day)
        let cell = calendar.dayCells[row * DatePickerMonth.columns + column]
        h.tap(centre(of: cell, in: h.touches.window))
        h.wait(0.1)
    }

    private static func overlay(in window: UIWindow) -> DatePickerOverlayView? {
        window.subviews.compactMap { $0 as? DatePickerOverlayView }.last
    }

    // MARK: - Styles and sizes

    @Test func automaticIsCompactWhereACalendarOrClockCanShowAndWheelsElsewhere() {
        let datePicker = UIDatePicker()
        #expect(datePicker.preferredDatePickerStyle == .automatic)
        for mode in [UIDatePicker.Mode.time, .date, .dateAndTime] {
            datePicker.datePickerMode = mode
            #expect(datePicker.datePickerStyle == .compact, "\(mode)")
        }
        // UIKit documents that `.compact` and `.inline` cannot show `.countDownTimer`.
        for style in [UIDatePickerStyle.automatic, .compact, .inline] {
            datePicker.preferredDatePickerStyle = style
            datePicker.datePickerMode = .countDownTimer
            #expect(datePicker.datePickerStyle == .wheels)
            datePicker.datePickerMode = .yearAndMonth
            #expect(datePicker.datePickerStyle == .wheels)
        }
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .inline
        #expect(datePicker.datePickerStyle == .inline)
        #expect(datePicker.pickerView.isHidden)
        datePicker.preferredDatePickerStyle = .wheels
        #expect(!datePicker.pickerView.isHidden)
    }

    @Test func sizesFollowTheStyle() {
        let datePicker = UIDatePicker()
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = Self.utc
        datePicker.date = Self.date(2026, 3, 10, 15, 40)
        datePicker.datePickerMode = .dateAndTime
        // Compact: two capsules 6 points apart, each its text's width plus 2 × 11, 34 high.
        let compact = datePicker.compactView!
        let expectedWidth = compact.dateCapsule.fittingSize.width + 6 + compact.timeCapsule.fittingSize.width
        #expect(compact.dateCapsule.fittingSize.width == (compact.dateCapsule.label.intrinsicContentSize.width + 22).rounded(.up))
        #expect(datePicker.intrinsicContentSize == CGSize(width: expectedWidth, height: 34))
        #expect(datePicker.frame.size == datePicker.intrinsicContentSize, "a zero frame takes the style's size")
        // Inline: the calendar, 44 + 24 + 6 × 40 + 8 = 316, and the 48-point time row.
        datePicker.preferredDatePickerStyle = .inline
        #expect(datePicker.sizeThatFits(.zero) == CGSize(width: 320, height: 364))
        #expect(datePicker.frame.size == CGSize(width: 320, height: 364), "the picker still has the size it gave itself")
        datePicker.datePickerMode = .date
        #expect(datePicker.intrinsicContentSize == CGSize(width: 320, height: 316))
        datePicker.preferredDatePickerStyle = .wheels
        #expect(datePicker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(datePicker.frame.size == CGSize(width: 320, height: 216))
        // A frame the app chose is the app's.
        datePicker.frame.size = CGSize(width: 300, height: 400)
        datePicker.preferredDatePickerStyle = .inline
        #expect(datePicker.frame.size == CGSize(width: 300, height: 400))
    }

    // MARK: - Inline

    @Test func theInlineCalendarShowsTheMonthInTheLocalesWeek() {
        let (_, datePicker, _) = Self.harness(style: .inline, mode: .date, date: Self.date(2026, 3, 10))
        let calendar = datePicker.calendarView!
        #expect(calendar.monthLabel.text == "March 2026")
        #expect(calendar.weekdayLabels.map(\.text) == ["S", "M", "T", "W", "T", "F", "S"])
        // 1 March 2026 is a Sunday: the first cell; 10 March is cell 9.
        #expect(calendar.dayCells[0].label.text == "1")
        #expect(calendar.dayCells[9].look == .chosen)
        #expect(calendar.dayCells[31].look == .blank)
        #expect(datePicker.compactView == nil, "no time row in .date mode")

        datePicker.locale = Locale(identifier: "de_DE")
        #expect(calendar.monthLabel.text == "März 2026")
        #expect(calendar.weekdayLabels.map(\.text) == ["M", "D", "M", "D", "F", "S", "S"])
        #expect(calendar.dayCells[6].label.text == "1", "Monday first: Sunday the 1st is the seventh cell")
    }

    @Test func aTappedDayIsChosenOnceKeepingTheTime() {
        let (h, datePicker, events) = Self.harness(style: .inline, mode: .dateAndTime, date: Self.date(2026, 3, 10, 9, 45))
        Self.tapDay(12, in: datePicker, h)
        #expect(datePicker.date == Self.date(2026, 3, 12, 9, 45))
        #expect(events.events == ["valueChanged"])
        let calendar = datePicker.calendarView!
        #expect(calendar.dayCells[11].look == .chosen)
        #expect(calendar.dayCells[9].look == .plain)
        // The chosen day again: nothing changes, nothing is sent.
        Self.tapDay(12, in: datePicker, h)
        #expect(events.events == ["valueChanged"])
        // The time row shows the time.
        #expect(datePicker.compactView?.titleLabel?.text == "Time")
        #expect(datePicker.compactView?.dateCapsule.isHidden == true)
        #expect(datePicker.compactView?.timeCapsule.isHidden == false)
    }

    @Test func daysOutsideTheLimitsAreDimmedAndCannotBeChosen() {
        let (h, datePicker, events) = Self.harness(style: .inline, mode: .date, date: Self.date(2026, 3, 10)) { picker in
            picker.minimumDate = Self.date(2026, 3, 5, 10, 0)
            picker.maximumDate = Self.date(2026, 3, 20, 9, 0)
        }
        let calendar = datePicker.calendarView!
        #expect(calendar.dayCells[2].look == .unavailable, "3 March")
        #expect(calendar.dayCells[4].look == .plain, "5 March, the minimum's day")
        #expect(calendar.dayCells[20].look == .unavailable, "21 March")
        #expect(!calendar.previousButton.isEnabled && !calendar.nextButton.isEnabled)
        Self.tapDay(3, in: datePicker, h)
        #expect(datePicker.date == Self.date(2026, 3, 10))
        #expect(events.events.isEmpty)
        // 20 March at the picker's 12:00 is after the maximum, 9:00: it is kept at 9:00.
        Self.tapDay(20, in: datePicker, h)
        #expect(datePicker.date == Self.date(2026, 3, 20, 9, 0))
        #expect(events.events == ["valueChanged"])
    }

    @Test func theMonthButtonsTurnTheCalendar() {
        let (h, datePicker, events) = Self.harness(style: .inline, mode: .date, date: Self.date(2026, 3, 10))
        let calendar = datePicker.calendarView!
        h.tap(Self.centre(of: calendar.nextButton, in: h.touches.window))
        h.wait(0.1)
        #expect(calendar.monthLabel.text == "April 2026")
        #expect(events.events.isEmpty, "turning the month chooses nothing")
        #expect(datePicker.date == Self.date(2026, 3, 10))
        // 1 April 2026 is a Wednesday (1 March, a Sunday, plus 31 days): column 3.
        #expect(calendar.shownMonth.cell(ofDay: 1) == (row: 0, column: 3))
        Self.tapDay(1, in: datePicker, h)
        #expect(datePicker.date == Self.date(2026, 4, 1))
        #expect(events.events == ["valueChanged"])
        h.tap(Self.centre(of: calendar.previousButton, in: h.touches.window))
        h.tap(Self.centre(of: calendar.previousButton, in: h.touches.window))
        h.wait(0.1)
        #expect(calendar.monthLabel.text == "February 2026")
    }

    @Test func todayIsInTheTintColour() {
        var calendar = Self.gregorian()
        calendar.locale = Locale(identifier: "en_US")
        let now = Date()
        let todayNumber = calendar.component(.day, from: now)
        // Another day of this month.
        let other = calendar.date(byAdding: .day, value: todayNumber == 1 ? 1 : -1, to: now)!
        let (_, datePicker, _) = Self.harness(style: .inline, mode: .date, date: other) { $0.tintColor = .systemGreen }
        let view = datePicker.calendarView!
        let (row, column) = view.shownMonth.cell(ofDay: todayNumber)
        let cell = view.dayCells[row * DatePickerMonth.columns + column]
        #expect(cell.look == .today)
        #expect(cell.label.textColor == UIColor.systemGreen)
        #expect(cell.marker.isHidden)
    }

    /// The chosen day's circle is filled with the tint colour on the white window; a point
    /// 14 points left of its centre is inside the 18-point radius and clear of the number
    /// (two 20-point digits are about 22 points wide).
    @Test func theChosenDayIsAFilledTintCircle() {
        let (h, datePicker, _) = Self.harness(style: .inline, mode: .date, date: Self.date(2026, 3, 10))
        let scene = ControlPixelScene(width: 1000, height: 1000, scale: 1, background: .white, window: h.touches.window)
        scene.compose()
        let cells = datePicker.calendarView!.dayCells
        let chosen = Self.centre(of: cells[9].marker, in: h.touches.window)
        #expect(scene.matches(chosen.x - 14, chosen.y, 0, 122, 255), "systemBlue, light: (0, 122, 255)")
        #expect(scene.matches(chosen.x, chosen.y - 14, 0, 122, 255))
        let plain = Self.centre(of: cells[10], in: h.touches.window)
        #expect(scene.matches(plain.x - 14, plain.y, 255, 255, 255))
    }

    // MARK: - Compact

    @Test func theCompactCapsulesShowTheLocalesFormats() {
        let (_, datePicker, _) = Self.harness(style: .compact, mode: .dateAndTime, date: Self.date(2026, 3, 10, 15, 40))
        let compact = datePicker.compactView!
        #expect(compact.dateCapsule.text == "Mar 10, 2026")
        // en_US's short time puts a narrow no-break space before PM (CLDR).
        #expect(compact.timeCapsule.text == "3:40\u{202F}PM")
        #expect(compact.dateCapsule.frame.minX == 0)
        #expect(compact.timeCapsule.frame.maxX == datePicker.bounds.width)
        datePicker.datePickerMode = .time
        #expect(datePicker.compactView!.dateCapsule.isHidden)
        #expect(datePicker.bounds.width == datePicker.compactView!.timeCapsule.fittingSize.width)
    }

    @Test func theDateCapsuleOpensACalendarWhoseChoiceIsThePickersUntilATapOutside() throws {
        let (h, datePicker, events) = Self.harness(style: .compact, mode: .dateAndTime, date: Self.date(2026, 3, 10, 15, 40))
        let window = h.touches.window
        let capsule = datePicker.compactView!.dateCapsule
        h.tap(Self.centre(of: capsule, in: window))
        h.wait(0.1)
        let overlay = try #require(Self.overlay(in: window))
        let editor = try #require(overlay.editor as? UIDatePicker)
        // In .dateAndTime the calendar has its own time row, as on iOS.
        #expect(editor.datePickerStyle == .inline && editor.datePickerMode == .dateAndTime)
        #expect(editor.compactView?.titleLabel?.text == "Time")
        #expect(capsule.isActive)
        // Below the capsule: 392 + 34 + 8.
        #expect(overlay.card.frame.minY == 434)
        #expect(events.events.isEmpty, "opening the editor is no choice")
        Self.tapDay(14, in: editor, h)
        #expect(datePicker.date == Self.date(2026, 3, 14, 15, 40))
        #expect(events.events == ["valueChanged"])
        #expect(capsule.text == "Mar 14, 2026")
        #expect(overlay.superview != nil, "the calendar stays open after a choice")
        // A tap outside closes it and chooses nothing.
        h.tap(CGPoint(x: 20, y: 20))
        h.wait(0.1)
        #expect(Self.overlay(in: window) == nil)
        #expect(!capsule.isActive)
        #expect(events.events == ["valueChanged"])
    }

    @Test func theTimeCapsuleOpensTimeWheels() throws {
        let (h, datePicker, events) = Self.harness(style: .compact, mode: .dateAndTime, date: Self.date(2026, 3, 10, 15, 40)) {
            $0.minuteInterval = 5
        }
        let window = h.touches.window
        h.tap(Self.centre(of: datePicker.compactView!.timeCapsule, in: window))
        h.wait(0.1)
        let editor = try #require(Self.overlay(in: window)?.editor as? UIDatePicker)
        #expect(editor.datePickerStyle == .wheels && editor.datePickerMode == .time)
        #expect(editor.minuteInterval == 5)
        let wheels = PickerHarness(touches: h.touches, frames: h.frames, picker: editor.pickerView)
        // One hour wheel row down: 4 PM.
        wheels.tapRow(1, inComponent: 0)
        wheels.wait(0.5)
        #expect(datePicker.date == Self.date(2026, 3, 10, 16, 40))
        #expect(events.events == ["valueChanged"])
    }

    @Test func theEditorGoesAboveWhenBelowHasNoRoomAndClosesWithThePicker() throws {
        let (h, datePicker, _) = Self.harness(style: .compact, mode: .date, date: Self.date(2026, 3, 10))
        let window = h.touches.window
        datePicker.frame.origin.y = 900
        h.wait(0.05)
        h.tap(Self.centre(of: datePicker.compactView!.dateCapsule, in: window))
        h.wait(0.1)
        let overlay = try #require(Self.overlay(in: window))
        // Below would end at 900 + 34 + 8 + 316 = 1258, past 1000 − 8; above starts at
        // 900 − 8 − 316 = 576.
        #expect(overlay.card.frame.minY == 576)
        datePicker.removeFromSuperview()
        #expect(overlay.superview == nil)
    }

    @Test func aDisabledPickerOpensNothingAndChoosesNothing() {
        let (h, datePicker, events) = Self.harness(style: .compact, mode: .date, date: Self.date(2026, 3, 10))
        datePicker.isEnabled = false
        h.tap(Self.centre(of: datePicker.compactView!.dateCapsule, in: h.touches.window))
        h.wait(0.1)
        #expect(Self.overlay(in: h.touches.window) == nil)
        datePicker.preferredDatePickerStyle = .inline
        h.wait(0.1)
        Self.tapDay(12, in: datePicker, h)
        #expect(datePicker.date == Self.date(2026, 3, 10))
        #expect(events.events.isEmpty)
    }

    // MARK: - Turning months, month and year wheels, the disabled look, accessibility

    @Test func aSwipeAcrossTheDaysTurnsTheMonthWithinTheLimits() {
        let (h, datePicker, events) = Self.harness(style: .inline, mode: .date, date: Self.date(2026, 3, 10)) { picker in
            picker.maximumDate = Self.date(2026, 4, 20)
        }
        let calendar = datePicker.calendarView!
        let middle = Self.centre(of: calendar.grid, in: h.touches.window)
        // 200 points toward the leading edge in 100 ms: past the 50-point swipe distance.
        func swipe(by dx: CGFloat) {
            h.touches.drag(from: CGPoint(x: middle.x - dx / 2, y: middle.y), to: CGPoint(x: middle.x + dx / 2, y: middle.y), start: h.now + 0.01)
            h.wait(0.5)
        }
        swipe(by: -200)
        #expect(calendar.monthLabel.text == "April 2026")
        #expect(calendar.grid.transform == .identity, "the new month has slid into place")
        // April holds the maximum: no month after it.
        swipe(by: -200)
        #expect(calendar.monthLabel.text == "April 2026")
        swipe(by: 200)
        #expect(calendar.monthLabel.text == "March 2026")
        #expect(events.events.isEmpty, "turning the month chooses nothing")
        #expect(datePicker.date == Self.date(2026, 3, 10))
    }

    @Test func theMonthAndYearWheelsJumpToAMonthWithoutChoosingIt() throws {
        let (h, datePicker, events) = Self.harness(style: .inline, mode: .date, date: Self.date(2026, 3, 10))
        let calendar = datePicker.calendarView!
        h.tap(Self.centre(of: calendar.monthYearButton, in: h.touches.window))
        h.wait(0.1)
        let wheels = try #require(calendar.monthYearPicker)
        #expect(calendar.isChoosingMonth && !wheels.isHidden && calendar.grid.isHidden)
        #expect(calendar.previousButton.isHidden && calendar.nextButton.isHidden)
        #expect(wheels.datePickerMode == .yearAndMonth && wheels.datePickerStyle == .wheels)
        #expect(calendar.monthChevron.transform == CGAffineTransform(rotationAngle: .pi / 2), "the chevron points down")
        // Two rows down the month wheel: May.
        let month = try #require(wheels.columns.firstIndex(of: .month))
        let turn = PickerHarness(touches: h.touches, frames: h.frames, picker: wheels.pickerView)
        turn.tapRow(2, inComponent: month)
        turn.wait(0.5)
        #expect(calendar.monthLabel.text == "May 2026")
        h.tap(Self.centre(of: calendar.monthYearButton, in: h.touches.window))
        h.wait(0.1)
        #expect(!calendar.isChoosingMonth && wheels.isHidden && !calendar.grid.isHidden)
        // 1 May 2026 is a Friday (1 April, a Wednesday, plus 30 days): column 5.
        #expect(calendar.shownMonth.cell(ofDay: 1) == (row: 0, column: 5))
        #expect(events.events.isEmpty)
        #expect(datePicker.date == Self.date(2026, 3, 10))
        Self.tapDay(8, in: datePicker, h)
        #expect(datePicker.date == Self.date(2026, 5, 8))
        #expect(events.events == ["valueChanged"])
    }

    @Test func aDisabledPickerLooksDisabledInEveryStyleAndItsWheelsDoNotTurn() {
        let (h, datePicker, events) = Self.harness(style: .wheels, mode: .date, date: Self.date(2026, 3, 10))
        datePicker.isEnabled = false
        #expect(datePicker.pickerView.alpha == UIDatePicker.disabledAlpha)
        h.tapRow(1, inComponent: 0)
        h.wait(0.5)
        #expect(datePicker.date == Self.date(2026, 3, 10))
        for style in [UIDatePickerStyle.inline, .compact] {
            datePicker.preferredDatePickerStyle = style
            let views: [UIView?] = [datePicker.calendarView, datePicker.compactView]
            for case let view? in views {
                #expect(view.alpha == UIDatePicker.disabledAlpha && !view.isUserInteractionEnabled, "\(style)")
            }
        }
        datePicker.isEnabled = true
        #expect(datePicker.compactView?.alpha == 1)
        #expect(datePicker.compactView?.isUserInteractionEnabled == true)
        #expect(events.events.isEmpty)
    }

    @Test func theCalendarReadsAsDaysToAssistiveTechnologies() {
        let (_, datePicker, _) = Self.harness(style: .inline, mode: .date, date: Self.date(2026, 3, 10)) { picker in
            picker.minimumDate = Self.date(2026, 3, 5)
        }
        let calendar = datePicker.calendarView!
        let chosen = calendar.dayCells[9], earlier = calendar.dayCells[2], later = calendar.dayCells[11], blank = calendar.dayCells[40]
        #expect(chosen.isAccessibilityElement)
        #expect(chosen.accessibilityLabel == "Tuesday, March 10")
        #expect(chosen.accessibilityTraits == [.button, .selected])
        #expect(earlier.accessibilityTraits == [.button, .notEnabled], "3 March is before the minimum")
        #expect(later.accessibilityTraits == .button)
        #expect(!blank.isAccessibilityElement)
        #expect(calendar.previousButton.accessibilityLabel == "Previous Month")
        #expect(calendar.nextButton.accessibilityLabel == "Next Month")
        #expect(calendar.monthYearButton.accessibilityLabel == "March 2026")
        #expect(calendar.weekdayLabels.map(\.accessibilityLabel) == ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
    }

    @Test func theDateEditorsTimeRowChangesThePickersTime() throws {
        let (h, datePicker, events) = Self.harness(style: .compact, mode: .dateAndTime, date: Self.date(2026, 3, 10, 15, 40))
        let window = h.touches.window
        h.tap(Self.centre(of: datePicker.compactView!.dateCapsule, in: window))
        h.wait(0.1)
        let editor = try #require(Self.overlay(in: window)?.editor as? UIDatePicker)
        h.tap(Self.centre(of: try #require(editor.compactView?.timeCapsule), in: window))
        h.wait(0.1)
        let wheels = try #require(Self.overlay(in: window)?.editor as? UIDatePicker)
        #expect(wheels !== editor && wheels.datePickerMode == .time)
        let turn = PickerHarness(touches: h.touches, frames: h.frames, picker: wheels.pickerView)
        turn.tapRow(1, inComponent: 0)
        turn.wait(0.5)
        #expect(datePicker.date == Self.date(2026, 3, 10, 16, 40))
        #expect(events.events == ["valueChanged"])
    }
}
