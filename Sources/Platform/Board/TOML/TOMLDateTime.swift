// Vitrine — Apache License 2.0

/// A TOML date, time or date-time, as written: no board key takes one, but the parser
/// reads them (with their ranges checked) so that any valid TOML file loads and a key
/// given a date is reported as "a date", not as a syntax error.
struct TOMLDateTime: Equatable {
    struct Date: Equatable {
        var year: Int, month: Int, day: Int
    }

    struct Time: Equatable {
        var hour: Int, minute: Int, second: Int
        /// The fraction of a second, to the nanosecond (TOML requires at least milliseconds).
        var nanosecond: Int
    }

    var date: Date?
    var time: Time?
    /// Minutes east of UTC (`Z` is 0); nil for a local date-time.
    var offsetMinutes: Int?

    /// `a date`, `a time` or `a date-time`, for error messages.
    var kindDescription: String {
        switch (date, time) {
        case (.some, nil): return "a date"
        case (nil, .some): return "a time"
        default: return "a date-time"
        }
    }
}
