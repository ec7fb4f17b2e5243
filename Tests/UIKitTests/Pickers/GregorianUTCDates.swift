// Vitrine — Apache License 2.0
import Foundation

/// Dates on the Gregorian calendar in UTC, so a date picker suite's expectations do not
/// depend on the machine's calendar or time zone.
protocol GregorianUTCDates {}

extension GregorianUTCDates {
    static var utc: TimeZone { TimeZone(identifier: "UTC")! }

    static func gregorian() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
        gregorian().date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
}
