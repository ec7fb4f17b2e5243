// Vitrine — Apache License 2.0
import Foundation

/// One month of a calendar laid out in weeks: seven columns starting at the calendar's
/// `firstWeekday`, six rows (enough for any month of the Gregorian calendar: 31 days
/// after at most 6 blank cells fill 37 of 42 cells).
struct DatePickerMonth: Equatable {
    static let columns = 7
    static let rows = 6

    /// The month's first day, at its start in the calendar's time zone.
    let firstDay: Date
    let year: Int
    let month: Int
    let dayCount: Int
    /// The cells before day 1 in the first row.
    let leadingBlanks: Int

    /// The month containing `date` in `calendar`.
    init(containing date: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month], from: date)
        year = parts.year ?? 1
        month = parts.month ?? 1
        firstDay = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? calendar.startOfDay(for: date)
        dayCount = calendar.range(of: .day, in: .month, for: firstDay)?.count ?? 30
        let weekday = calendar.component(.weekday, from: firstDay)
        leadingBlanks = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
    }

    /// The month `count` months after this one (before, when negative).
    func adding(months count: Int, calendar: Calendar) -> DatePickerMonth {
        let moved = calendar.date(byAdding: .month, value: count, to: firstDay) ?? firstDay
        return DatePickerMonth(containing: moved, calendar: calendar)
    }

    /// The day (1-based) in the cell at `row`, `column`; nil for a blank cell.
    func day(row: Int, column: Int) -> Int? {
        guard (0..<Self.rows).contains(row), (0..<Self.columns).contains(column) else { return nil }
        let day = row * Self.columns + column - leadingBlanks + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// The cell showing `day` (1-based).
    func cell(ofDay day: Int) -> (row: Int, column: Int) {
        let index = day - 1 + leadingBlanks
        return (index / Self.columns, index % Self.columns)
    }

    /// The start of `day` (1-based) of this month.
    func date(ofDay day: Int, calendar: Calendar) -> Date {
        calendar.date(byAdding: .day, value: day - 1, to: firstDay) ?? firstDay
    }

    /// The weekday initials in column order: `veryShortStandaloneWeekdaySymbols` (Sunday
    /// first) turned to start at `firstWeekday`.
    static func weekdaySymbols(calendar: Calendar) -> [String] {
        inColumnOrder(calendar.veryShortStandaloneWeekdaySymbols, calendar: calendar)
    }

    /// The weekdays' full names in column order (what VoiceOver reads for the initials).
    static func weekdayNames(calendar: Calendar) -> [String] {
        inColumnOrder(calendar.standaloneWeekdaySymbols, calendar: calendar)
    }

    /// Weekday `symbols` listed Sunday first, turned to start at `firstWeekday`.
    private static func inColumnOrder(_ symbols: [String], calendar: Calendar) -> [String] {
        guard symbols.count == columns else { return symbols }
        let first = min(max(calendar.firstWeekday - 1, 0), columns - 1)
        return Array(symbols[first...] + symbols[..<first])
    }
}
