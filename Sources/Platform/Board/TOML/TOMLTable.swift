// Vitrine — Apache License 2.0

/// A table of a parsed TOML document: its keys in file order, each with its value and the
/// line on which the key (or the header that introduced it) was written.
final class TOMLTable {
    /// How a table came to exist, which decides what may still add to it (TOML 1.0:
    /// a table is defined once; dotted keys and headers may not reopen each other's tables;
    /// an inline table is complete where it closes).
    enum Definition {
        /// Named only as the parent in a header (`a` of `[a.b]`); a later `[a]` may define it.
        case implicit
        /// Defined by its own `[name]` or `[[name]]` header, or the document root.
        case header
        /// Created by a dotted key (`a.b = 1` creates `a`).
        case dotted
        /// An inline table `{ … }`, closed to any addition.
        case inline
    }

    /// One key of the table.
    struct Entry {
        var value: TOMLValue
        /// The 1-based line of the key, or of the header that created the table.
        var line: Int
    }

    var definition: Definition
    private(set) var keys: [String] = []
    private var entries: [String: Entry] = [:]

    init(definition: Definition) {
        self.definition = definition
    }

    subscript(key: String) -> Entry? {
        entries[key]
    }

    /// Adds a key the table does not have yet.
    func insert(_ key: String, _ value: TOMLValue, line: Int) {
        precondition(entries[key] == nil, "TOMLTable.insert: '\(key)' is already defined")
        keys.append(key)
        entries[key] = Entry(value: value, line: line)
    }

    /// The line on which `path` (keys from this table down) was first written; through an
    /// array of tables, its first table. nil when the path is not in the document.
    func line(of path: [String]) -> Int? {
        var table = self
        var line: Int?
        for (index, key) in path.enumerated() {
            guard let entry = table[key] else { return nil }
            line = entry.line
            guard index < path.count - 1 else { break }
            switch entry.value {
            case .table(let next):
                table = next
            case .array(let array) where array.isArrayOfTables:
                guard case .table(let first)? = array.elements.first else { return nil }
                table = first
            default:
                return nil
            }
        }
        return line
    }

    /// The line of `path`, else of its nearest ancestor that is in the document.
    func nearestLine(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = line(of: path) { return line }
            path.removeLast()
        }
        return nil
    }
}
