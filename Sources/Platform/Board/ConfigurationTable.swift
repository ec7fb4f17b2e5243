// Vitrine — Apache License 2.0
import TOMLKit

/// One table of a parsed board file, with what is needed to report a bad key in it:
/// the file name, the table's key path and the locator of source lines.
///
/// Each typed getter returns nil when the key is absent and throws a
/// `BoardConfigurationError` (file, line, key path) when it has another type.
struct ConfigurationTable {
    private let table: TOMLTable
    /// The key path of this table; empty for the document root.
    let path: [String]
    let file: String
    let locator: TOMLKeyLocator

    init(_ table: TOMLTable, path: [String], file: String, locator: TOMLKeyLocator) {
        self.table = table
        self.path = path
        self.file = file
        self.locator = locator
    }

    // MARK: - Keys

    /// Throws for the first key (in file order) that is not in `allowed`.
    func rejectUnknownKeys(allowed: [String]) throws(BoardConfigurationError) {
        let unknown = table.keys.filter { !allowed.contains($0) }
        let first = unknown.min { a, b in
            (locator.line(of: path + [a]) ?? .max, a) < (locator.line(of: path + [b]) ?? .max, b)
        }
        if let first {
            throw error(first, .unknownKey(expected: allowed))
        }
    }

    /// An error about `key` of this table (or the table itself when nil), located at
    /// the key's line, else the nearest enclosing table's.
    /// `suffix` is appended to the rendered key path, as `[2]` for an array element.
    func error(_ key: String?, _ kind: BoardConfigurationError.Kind, suffix: String = "") -> BoardConfigurationError {
        let keyPath = path + (key.map { [$0] } ?? [])
        return BoardConfigurationError(
            file: file, line: locator.nearestLine(of: keyPath),
            keyPath: keyPath.isEmpty ? nil : Self.render(keyPath) + suffix, kind: kind)
    }

    /// `display.rotation`; parts that are not bare keys are quoted, as TOML would write them.
    static func render(_ path: [String]) -> String {
        path.map { part in
            let bare = !part.isEmpty && part.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
            }
            return bare ? part : "\"" + part.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }.joined(separator: ".")
    }

    // MARK: - Typed values

    func string(_ key: String) throws(BoardConfigurationError) -> String? {
        guard let value = table[key] else { return nil }
        guard let string = value.string else { throw wrongType(key, expected: "a string", value) }
        return string
    }

    func integer(_ key: String) throws(BoardConfigurationError) -> Int? {
        guard let value = table[key] else { return nil }
        guard let int = value.int else { throw wrongType(key, expected: "an integer", value) }
        return int
    }

    /// An integer or a floating-point number, which must be finite.
    func number(_ key: String) throws(BoardConfigurationError) -> Double? {
        guard let value = table[key] else { return nil }
        guard let number = Self.number(value) else { throw wrongType(key, expected: "a number", value) }
        guard number.isFinite else { throw error(key, .invalidValue("\(number) is not a finite number")) }
        return number
    }

    func bool(_ key: String) throws(BoardConfigurationError) -> Bool? {
        guard let value = table[key] else { return nil }
        guard let bool = value.bool else { throw wrongType(key, expected: "a boolean (true or false)", value) }
        return bool
    }

    /// An array whose elements are all finite numbers (integers or floating point).
    func numbers(_ key: String) throws(BoardConfigurationError) -> [Double]? {
        guard let value = table[key] else { return nil }
        guard let array = value.array else { throw wrongType(key, expected: "an array of numbers", value) }
        var numbers: [Double] = []
        for (index, element) in array.enumerated() {
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
        guard let value = table[key] else { return nil }
        guard let subtable = value.table else { throw wrongType(key, expected: "a table", value) }
        return ConfigurationTable(subtable, path: path + [key], file: file, locator: locator)
    }

    // MARK: - Private

    private func wrongType(_ key: String, expected: String, _ value: TOMLValueConvertible) -> BoardConfigurationError {
        error(key, .wrongType(expected: expected, found: Self.describe(value)))
    }

    private static func number(_ value: TOMLValueConvertible) -> Double? {
        if let int = value.int { return Double(int) }
        return value.double
    }

    /// `the string "3"`, `the integer 45`, `a table` …
    static func describe(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return "the string \(value.debugDescription)"
        case .int: return "the integer \(value.debugDescription)"
        case .double: return "the number \(value.debugDescription)"
        case .bool: return "the boolean \(value.debugDescription)"
        case .table: return "a table"
        case .array: return "an array"
        case .date: return "a date"
        case .time: return "a time"
        case .dateTime: return "a date-time"
        }
    }
}
