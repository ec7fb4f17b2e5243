// Vitrine — Apache License 2.0
import Foundation

/// One wheel of a date picker: what its rows stand for.
enum DatePickerColumn: Equatable {
    case month, day, year
    /// A whole day of `dateAndTime` mode, counted from the picker's first day.
    case relativeDay
    case hour(twelveHour: Bool)
    case minute
    /// AM or PM.
    case period
    case countdownHours, countdownMinutes

    /// The share of the picker's width the wheel takes, relative to the others (ours:
    /// wide enough for its longest title in the standard font).
    var widthWeight: CGFloat {
        switch self {
        case .month: return 1.5
        case .day: return 0.6
        case .year: return 0.9
        case .relativeDay: return 1.7
        case .hour, .minute, .period: return 0.6
        case .countdownHours, .countdownMinutes: return 1
        }
    }

    /// The wheels of `mode` in `locale`'s order: the order its "month day year" and
    /// "hour minute" formats give (`DateFormatter.dateFormat(fromTemplate:…)`), and a
    /// period wheel where it uses a 12-hour clock.
    static func columns(for mode: UIDatePicker.Mode, locale: Locale) -> [DatePickerColumn] {
        switch mode {
        case .countDownTimer:
            return [.countdownHours, .countdownMinutes]
        case .date:
            return ordered([("M", .month), ("d", .day), ("y", .year)], template: "yMMMMd", locale: locale)
        case .yearAndMonth:
            return ordered([("M", .month), ("y", .year)], template: "yMMMM", locale: locale)
        case .time:
            return timeColumns(locale: locale)
        case .dateAndTime:
            return [.relativeDay] + timeColumns(locale: locale)
        }
    }

    /// Whether `locale` writes times with a 12-hour clock.
    static func usesTwelveHourClock(_ locale: Locale) -> Bool {
        let format = unquoted(DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "H")
        return format.contains("h") || format.contains("K")
    }

    private static func timeColumns(locale: Locale) -> [DatePickerColumn] {
        let twelve = usesTwelveHourClock(locale)
        guard twelve else { return [.hour(twelveHour: false), .minute] }
        let format = unquoted(DateFormatter.dateFormat(fromTemplate: "jma", options: 0, locale: locale) ?? "h:mm a")
        let periodFirst = (format.firstIndex(of: "a") ?? format.endIndex) < (format.firstIndex { $0 == "h" || $0 == "K" } ?? format.endIndex)
        return periodFirst ? [.period, .hour(twelveHour: true), .minute] : [.hour(twelveHour: true), .minute, .period]
    }

    private static func ordered(_ parts: [(Character, DatePickerColumn)], template: String, locale: Locale) -> [DatePickerColumn] {
        let format = unquoted(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template)
        let found = parts.map { symbol, column in (format.firstIndex(of: symbol) ?? format.endIndex, column) }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A date format without its quoted literal text.
    private static func unquoted(_ format: String) -> String {
        var result = ""
        var inQuote = false
        for character in format {
            if character == "'" { inQuote.toggle() } else if !inQuote { result.append(character) }
        }
        return result
    }
}
