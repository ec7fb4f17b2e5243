// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct UIDatePickerTests: GregorianUTCDates {
    /// A date picker with wheels in `mode`, en_US, Gregorian, UTC, at the window's centre, driven
    /// through the touch path.
    private static func harness(mode: UIDatePicker.Mode, date: Date, configure: (UIDatePicker) -> Void = { _ in })
        -> (PickerHarness, UIDatePicker, ControlEventLog) {
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let datePicker = UIDatePicker()
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.calendar = gregorian()
        datePicker.timeZone = utc
        datePicker.datePickerMode = mode
        datePicker.preferredDatePickerStyle = .wheels
        configure(datePicker)
        datePicker.date = date
        datePicker.frame.origin = CGPoint(x: 340, y: 392)
        touches.window.addSubview(datePicker)
        frames.wait(0.1)
        let h = PickerHarness(touches: touches, frames: frames, picker: datePicker.pickerView)
        return (h, datePicker, ControlEventLog(datePicker))
    }

    private static func title(_ picker: UIPickerView, _ row: Int, _ component: Int) -> String? {
        (picker.view(forRow: row, forComponent: component) as? UILabel)?.text
    }

    @Test func theDateWheelsFollowTheLocalesOrderAndNames() {
        let (h, datePicker, _) = Self.harness(mode: .date, date: Self.date(2026, 3, 10))
        #expect(datePicker.columns == [.month, .day, .year], "en_US writes “March 10, 2026”")
        #expect(Self.title(h.picker, 2, 0) == "March")
        #expect(Self.title(h.picker, 9, 1) == "10")
        #expect(h.picker.selectedRow(inComponent: 0) == 2)
        #expect(h.picker.selectedRow(inComponent: 1) == 9)
        #expect(Self.title(h.picker, h.picker.selectedRow(inComponent: 2), 2) == "2026")
        #expect(datePicker.datePickerStyle == .wheels)
        #expect(datePicker.frame.size == CGSize(width: 320, height: 216))

        datePicker.locale = Locale(identifier: "de_DE")
        h.wait(0.05)
        #expect(datePicker.columns == [.day, .month, .year], "de_DE writes “10. März 2026”")
        #expect(Self.title(h.picker, 2, 1) == "März")
    }

    @Test func aTappedDaySendsValueChangedOnceWhenTheWheelRests() {
        let (h, datePicker, events) = Self.harness(mode: .date, date: Self.date(2026, 3, 10))
        h.tapRow(2, inComponent: 1)
        h.wait(0.5)
        #expect(datePicker.date == Self.date(2026, 3, 12), "the time of day is kept")
        #expect(events.events == ["valueChanged"])
    }

    @Test func aChoiceBeyondTheMaximumIsClampedAndTheWheelsGlideBack() {
        let (h, datePicker, events) = Self.harness(mode: .date, date: Self.date(2026, 3, 10)) { picker in
            picker.maximumDate = Self.date(2026, 3, 20)
        }
        // The year wheel ends at the maximum's year: the next year is not a row.
        #expect(h.picker.numberOfRows(inComponent: 2) == 2026 - (2026 - 100) + 1)
        // April 10 is past March 20.
        h.tapRow(1, inComponent: 0)
        h.wait(0.5)
        #expect(datePicker.date == Self.date(2026, 3, 20))
        #expect(events.events == ["valueChanged"])
        h.wait(0.5)
        #expect(h.picker.selectedRow(inComponent: 0) == 2)
        #expect(h.picker.selectedRow(inComponent: 1) == 19)
        #expect(h.wheel(0).contentOffset.y == CGFloat(2 * 32 - 92), "the month wheel glided back to March")
    }

    @Test func aDayTheMonthLacksBecomesItsLastDay() {
        let (h, datePicker, events) = Self.harness(mode: .date, date: Self.date(2026, 1, 31))
        h.tapRow(1, inComponent: 0)
        h.wait(1)
        // 2026 is not a leap year: 31 February becomes 28 February.
        #expect(datePicker.date == Self.date(2026, 2, 28))
        #expect(h.picker.selectedRow(inComponent: 1) == 27)
        #expect(events.events == ["valueChanged"])
    }

    @Test func settingTheDateFromCodeSendsNothingAndIsKeptWithinTheLimits() {
        let datePicker = UIDatePicker()
        let events = ControlEventLog(datePicker)
        datePicker.timeZone = Self.utc
        datePicker.minimumDate = Self.date(2026, 1, 1)
        datePicker.maximumDate = Self.date(2026, 12, 31)
        datePicker.date = Self.date(2030, 5, 5)
        #expect(datePicker.date == Self.date(2026, 12, 31))
        datePicker.setDate(Self.date(2000, 1, 1), animated: true)
        #expect(datePicker.date == Self.date(2026, 1, 1))
        // A minimum after the maximum: both are ignored, as UIKit documents.
        datePicker.minimumDate = Self.date(2027, 1, 1)
        datePicker.date = Self.date(2030, 5, 5)
        #expect(datePicker.date == Self.date(2030, 5, 5))
        #expect(events.events.isEmpty)
    }

    @Test func theTimeWheelsUseTheLocalesClockAndTheMinuteInterval() {
        let (h, datePicker, events) = Self.harness(mode: .time, date: Self.date(2026, 3, 10, 15, 40)) { picker in
            picker.minuteInterval = 15
        }
        #expect(datePicker.columns == [.hour(twelveHour: true), .minute, .period])
        #expect(h.picker.numberOfRows(inComponent: 1) == 4)
        #expect(h.picker.selectedRow(inComponent: 0) == 3, "3 PM")
        #expect(h.picker.selectedRow(inComponent: 1) == 2, "40 minutes shows 30")
        #expect(Self.title(h.picker, 1, 2) == "PM")
        // AM: 3:30 AM on the same day.
        h.tapRow(-1, inComponent: 2)
        h.wait(0.5)
        #expect(datePicker.date == Self.date(2026, 3, 10, 3, 30))
        #expect(events.events == ["valueChanged"])
        datePicker.minuteInterval = 7
        #expect(datePicker.minuteInterval == 1, "7 does not divide 60")
    }

    @Test func theDateRoundsToTheMinuteIntervalUnlessToldNotTo() {
        let (_, datePicker, events) = Self.harness(mode: .dateAndTime, date: Self.date(2026, 3, 10, 15, 40)) { picker in
            picker.minuteInterval = 15
        }
        // Down to the step the minute wheel shows: 15:40 → 15:30.
        #expect(datePicker.date == Self.date(2026, 3, 10, 15, 30))
        datePicker.date = Self.date(2026, 3, 10, 9, 59).addingTimeInterval(42)
        #expect(datePicker.date == Self.date(2026, 3, 10, 9, 45), "seconds go too")
        datePicker.roundsToMinuteInterval = false
        datePicker.date = Self.date(2026, 3, 10, 9, 52)
        #expect(datePicker.date == Self.date(2026, 3, 10, 9, 52))
        // Turning rounding back on rounds the date the picker has.
        datePicker.roundsToMinuteInterval = true
        #expect(datePicker.date == Self.date(2026, 3, 10, 9, 45))
        // A date-only picker has no minutes to round.
        datePicker.datePickerMode = .date
        datePicker.date = Self.date(2026, 3, 10, 9, 52)
        #expect(datePicker.date == Self.date(2026, 3, 10, 9, 52))
        #expect(events.events.isEmpty, "setting the date from code sends nothing")
    }

    @Test func theCountdownKeepsItsDurationWithinADay() {
        let (h, datePicker, events) = Self.harness(mode: .countDownTimer, date: Self.date(2026, 3, 10))
        datePicker.countDownDuration = 90_000
        #expect(datePicker.countDownDuration == 86_399)
        datePicker.countDownDuration = 3600 + 5 * 60
        h.wait(0.05)
        #expect(h.picker.selectedRow(inComponent: 0) == 1)
        #expect(h.picker.selectedRow(inComponent: 1) == 5)
        h.tapRow(2, inComponent: 1)
        h.wait(0.5)
        #expect(datePicker.countDownDuration == 3600 + 7 * 60)
        #expect(events.events == ["valueChanged"])
    }

    @Test func theDayWheelOfDateAndTimeMovesByWholeDaysAndKeepsTheTime() {
        let (h, datePicker, events) = Self.harness(mode: .dateAndTime, date: Self.date(2026, 3, 10, 9, 45))
        #expect(datePicker.columns == [.relativeDay, .hour(twelveHour: true), .minute, .period])
        // The day wheel spans 1000 days either side of the date it was built around.
        #expect(h.picker.numberOfRows(inComponent: 0) == 2001)
        let today = h.picker.selectedRow(inComponent: 0)
        h.tapRow(1, inComponent: 0)
        h.wait(0.5)
        #expect(h.picker.selectedRow(inComponent: 0) == today + 1)
        #expect(datePicker.date == Self.date(2026, 3, 11, 9, 45))
        #expect(events.events == ["valueChanged"])
        // Weekday and month from the locale's formatter: 11 March 2026 is a Wednesday.
        #expect(Self.title(h.picker, today + 1, 0) == "Wed, Mar 11")
    }
}
