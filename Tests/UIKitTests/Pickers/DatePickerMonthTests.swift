// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

@Suite struct DatePickerMonthTests {
    private static func calendar(_ locale: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: locale)
        return calendar
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
    }

    /// 1 March 2026 is a Sunday (1 January 2026 is a Thursday; 31 + 28 days later is
    /// three weekdays on). en_US weeks start on Sunday, de_DE weeks on Monday.
    @Test func theFirstDayFallsUnderItsWeekdayFromTheLocalesFirstWeekday() {
        let us = Self.calendar("en_US")
        let march = DatePickerMonth(containing: Self.date(2026, 3, 10, us), calendar: us)
        #expect(march.year == 2026 && march.month == 3 && march.dayCount == 31)
        #expect(march.leadingBlanks == 0)
        #expect(march.day(row: 0, column: 0) == 1)
        // Day 31 is cell 30: row 4, column 2.
        #expect(march.cell(ofDay: 31) == (row: 4, column: 2))
        #expect(march.day(row: 4, column: 3) == nil)

        let de = Self.calendar("de_DE")
        let deMarch = DatePickerMonth(containing: Self.date(2026, 3, 10, de), calendar: de)
        #expect(deMarch.leadingBlanks == 6, "Sunday is the seventh column")
        #expect(deMarch.day(row: 0, column: 5) == nil)
        #expect(deMarch.day(row: 0, column: 6) == 1)
        // Day 31 is cell 36: row 5, column 1, the sixth row.
        #expect(deMarch.cell(ofDay: 31) == (row: 5, column: 1))
    }

    @Test func theWeekdayInitialsStartAtTheFirstWeekday() {
        #expect(DatePickerMonth.weekdaySymbols(calendar: Self.calendar("en_US")) == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(DatePickerMonth.weekdaySymbols(calendar: Self.calendar("de_DE")) == ["M", "D", "M", "D", "F", "S", "S"])
    }

    @Test func monthsTurnAcrossYearsAndCountLeapDays() {
        let us = Self.calendar("en_US")
        let december = DatePickerMonth(containing: Self.date(2027, 12, 31, us), calendar: us)
        let january = december.adding(months: 1, calendar: us)
        #expect(january.year == 2028 && january.month == 1)
        let february = january.adding(months: 1, calendar: us)
        #expect(february.dayCount == 29, "2028 is a leap year")
        #expect(february.date(ofDay: 29, calendar: us) == us.date(from: DateComponents(year: 2028, month: 2, day: 29)))
        #expect(january.adding(months: -2, calendar: us).month == 11)
    }
}
