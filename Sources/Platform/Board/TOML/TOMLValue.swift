// Vitrine — Apache License 2.0

/// A value of a parsed TOML document.
///
/// Arrays and tables are reference types (`TOMLArray`, `TOMLTable`) because the parser
/// keeps adding to a table after it is first named: later headers, later `[[…]]` entries.
enum TOMLValue {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case dateTime(TOMLDateTime)
    case array(TOMLArray)
    case table(TOMLTable)
}

/// An array: written inline (`[1, 2]`, closed once parsed), or made of `[[name]]` tables.
final class TOMLArray {
    private(set) var elements: [TOMLValue]
    /// True for an array of tables built by `[[name]]` headers; only those may grow.
    let isArrayOfTables: Bool

    init(_ elements: [TOMLValue], isArrayOfTables: Bool) {
        self.elements = elements
        self.isArrayOfTables = isArrayOfTables
    }

    /// Adds the table of one more `[[name]]` header.
    func append(_ table: TOMLTable) {
        precondition(isArrayOfTables, "TOMLArray.append: only an array of tables grows after it is parsed")
        elements.append(.table(table))
    }
}
