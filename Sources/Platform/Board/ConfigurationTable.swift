// Vitrine — Apache License 2.0

/// One table of a parsed board file, with what is needed to report a bad key in it:
/// the file name, the table's key path, its line, and where the problems go.
///
/// Each typed getter returns nil when the key is absent and throws a
/// `BoardConfigurationError` (file, line, key path) when it has another type. Decoders
/// run each key's checks in `collect`, which records the error and goes on, so one pass
/// finds every problem of the file.
struct ConfigurationTable {
    /// The errors found so far, shared by every table of one file.
    final class Problems {
        private(set) var errors: [BoardConfigurationError] = []

        func record(_ error: BoardConfigurationError) {
            errors.append(error)
        }

        /// In line order; errors without a line (a missing top-level key) first.
        var inLineOrder: [BoardConfigurationError] {
            errors.enumerated().sorted { a, b in
                (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
            }.map(\.element)
        }
    }

    private let table: TOMLTable
    /// The key path of this table; empty for the document root.
    let path: [String]
    let file: String
    /// The line of this table's key or header; nil for the document root.
    let line: Int?
    let problems: Problems

    init(_ table: TOMLTable, path: [String], file: String, line: Int?, problems: Problems) {
        self.table = table
        self.path = path
        self.file = file
        self.line = line
        self.problems = problems
    }

    /// Runs one key's checks; an error is recorded and decoding goes on.
    func collect(_ body: () throws(BoardConfigurationError) -> Void) {
        do {
            try body()
        } catch {
            problems.record(error)
        }
    }

    // MARK: - Keys

    /// Records an error for every key (in file order) that is not in `allowed`.
    func rejectUnknownKeys(allowed: [String]) {
        for key in table.keys where !allowed.contains(key) {
            problems.record(error(key, .unknownKey(expected: allowed)))
        }
    }

    /// Whether the table has `key`, whatever its value.
    func has(_ key: String) -> Bool {
        table[key] != nil
    }

    /// An error about `key` of this table (or the table itself when nil), located at
    /// the key's line, else the table's.
    /// `suffix` is appended to the rendered key path, as `[2]` for an array element.
    func error(_ key: String?, _ kind: BoardConfigurationError.Kind, suffix: String = "") -> BoardConfigurationError {
        let keyPath = path + (key.map { [$0] } ?? [])
        return BoardConfigurationError(
            file: file, line: key.flatMap { table[$0]?.line } ?? line,
            keyPath: keyPath.isEmpty ? nil : Self.render(keyPath) + suffix, kind: kind)
    }

    /// `display.rotation`; parts that are not bare keys are quoted, as TOML would write them.
    static func render(_ path: [String]) -> String {
        TOMLParser.render(path)
    }

    // MARK: - Typed values

    func string(_ key: String) throws(BoardConfigurationError) -> String? {
        guard let value = table[key]?.value else { return nil }
        guard case .string(let string) = value else { throw wrongType(key, expected: "a string", value) }
        return string
    }

    func integer(_ key: String) throws(BoardConfigurationError) -> Int? {
        guard let value = table[key]?.value else { return nil }
        guard case .integer(let int) = value else { throw wrongType(key, expected: "an integer", value) }
        return int
    }

    /// An integer or a floating-point number, which must be finite.
    func number(_ key: String) throws(BoardConfigurationError) -> Double? {
        guard let value = table[key]?.value else { return nil }
        guard let number = Self.number(value) else { throw wrongType(key, expected: "a number", value) }
        guard number.isFinite else { throw error(key, .invalidValue("\(number) is not a finite number")) }
        return number
    }

    func bool(_ key: String) throws(BoardConfigurationError) -> Bool? {
        guard let value = table[key]?.value else { return nil }
        guard case .boolean(let bool) = value else { throw wrongType(key, expected: "a boolean (true or false)", value) }
        return bool
    }

    /// An array whose elements are all finite numbers (integers or floating point).
    func numbers(_ key: String) throws(BoardConfigurationError) -> [Double]? {
        guard let value = table[key]?.value else { return nil }
        guard case .array(let array) = value, !array.isArrayOfTables else {
            throw wrongType(key, expected: "an array of numbers", value)
        }
        var numbers: [Double] = []
        for (index, element) in array.elements.enumerated() {
            guard let number = Self.number(element) else {
                throw error(key, .wrongType(expected: "a number", found: Self.describe(element)), suffix: "[\(index)]")
            }
            guard number.isFinite else {
                throw error(key, .invalidValue("\(number) is not a finite number"), suffix: "[\(index)]")
            }
            numbers.append(number)
        }
        return numbers
    }

    func subtable(_ key: String) throws(BoardConfigurationError) -> ConfigurationTable? {
        guard let entry = table[key] else { return nil }
        guard case .table(let subtable) = entry.value else { throw wrongType(key, expected: "a table", entry.value) }
        return ConfigurationTable(subtable, path: path + [key], file: file, line: entry.line, problems: problems)
    }

    // MARK: - Private

    private func wrongType(_ key: String, expected: String, _ value: TOMLValue) -> BoardConfigurationError {
        error(key, .wrongType(expected: expected, found: Self.describe(value)))
    }

    private static func number(_ value: TOMLValue) -> Double? {
        switch value {
        case .integer(let int): return Double(int)
        case .float(let double): return double
        default: return nil
        }
    }

    /// `the string "3"`, `the integer 45`, `a table` …
    static func describe(_ value: TOMLValue) -> String {
        switch value {
        case .string(let string): return "the string \(BoardConfigurationError.quoted(string))"
        case .integer(let int): return "the integer \(int)"
        case .float(let double): return "the number \(double)"
        case .boolean(let bool): return "the boolean \(bool)"
        case .table: return "a table"
        case .array: return "an array"
        case .dateTime(let date): return date.kindDescription
        }
    }
}
