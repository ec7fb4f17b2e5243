// Vitrine — Apache License 2.0

/// Finds the line on which each key of a TOML document is defined.
///
/// TOMLKit reports line and column for syntax errors only; a parsed table does not know
/// where its keys came from. Board-file errors must still say `file:line: key.path`, so
/// this scanner walks the source text once and remembers, for every key path, the line
/// of its first definition. It runs only on text TOMLKit has already accepted, so it can
/// stay small: it recognizes
///
/// - table headers `[a.b]` and `[[a.b]]` (the current table for the keys that follow;
///   array-of-tables entries share one path, as the board file has none),
/// - `key = value` with bare, `"basic"` and `'literal'` keys, dotted keys, and the keys of
///   inline tables (`display = { rotation = 90 }`), each on the line where it appears,
/// - values it must skip without misreading: basic, literal and multi-line strings (which
///   may contain `#`, `=` or newlines), arrays over several lines, comments, and dates
///   with a space before the time.
///
/// A header or dotted key also records its parent paths (`[display.x]` defines `display`)
/// unless they were defined earlier. If the text is not valid TOML after all, scanning
/// stops and the lines found so far are kept.
struct TOMLKeyLocator {
    private let lines: [[String]: Int]

    /// Scans `source`.
    init(source: String) {
        var scanner = Scanner(Array(source.utf8))
        scanner.scanDocument()
        lines = scanner.found
    }

    /// The 1-based line on which `path` is first defined, or nil when it is not in the text.
    func line(of path: [String]) -> Int? {
        lines[path]
    }

    /// The line of `path`, else of its nearest ancestor that appears in the text.
    func nearestLine(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }
}

private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var found: [[String]: Int] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Document structure

    mutating func scanDocument() {
        var table: [String] = []
        while true {
            skipTrivia(acrossLines: true)
            guard let byte = peek() else { return }
            if byte == ascii("[") {
                let isArray = peek(1) == ascii("[")
                advance(isArray ? 2 : 1)
                skipTrivia(acrossLines: false)
                let headerLine = line
                guard let key = parseKey(), consume("]"), !isArray || consume("]") else { return }
                table = key
                record(key, line: headerLine)
            } else {
                let keyLine = line
                guard let key = parseKey(), consume("=") else { return }
                record(table + key, line: keyLine)
                skipTrivia(acrossLines: false)
                guard skipValue(inlineTablePath: table + key) else { return }
            }
        }
    }

    /// Records `path` at `line`, and its parents where not yet known.
    mutating func record(_ path: [String], line: Int) {
        for length in 1...max(1, path.count) where found[Array(path.prefix(length))] == nil {
            found[Array(path.prefix(length))] = line
        }
    }

    /// Parses `a`, `"a b"`, `'a'` or `a."b".c`, with the spaces around each dot, and the
    /// spaces after it.
    mutating func parseKey() -> [String]? {
        var parts: [String] = []
        while true {
            skipTrivia(acrossLines: false)
            guard let part = parseSimpleKey() else { return nil }
            parts.append(part)
            skipTrivia(acrossLines: false)
            guard consume(".") else { return parts }
        }
    }

    mutating func parseSimpleKey() -> String? {
        guard let byte = peek() else { return nil }
        if byte == ascii("\"") || byte == ascii("'") {
            advance(1)
            var text: [UInt8] = []
            while let c = peek(), c != byte, c != ascii("\n") {
                if byte == ascii("\""), c == ascii("\\"), let escaped = peek(1) {
                    text.append(unescaped(escaped))
                    advance(2)
                } else {
                    text.append(c)
                    advance(1)
                }
            }
            guard consume(Character(UnicodeScalar(byte))) else { return nil }
            return String(decoding: text, as: UTF8.self)
        }
        let start = index
        while let c = peek(), isBareKeyByte(c) { advance(1) }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    // MARK: - Values

    /// Skips one value. Keys of an inline table are recorded under `inlineTablePath`;
    /// nil inside arrays, whose elements have no key path.
    mutating func skipValue(inlineTablePath: [String]?) -> Bool {
        guard let byte = peek() else { return false }
        switch byte {
        case ascii("\""), ascii("'"):
            return skipString(quote: byte)
        case ascii("["):
            advance(1)
            while true {
                skipTrivia(acrossLines: true)
                guard let c = peek() else { return false }
                if c == ascii("]") {
                    advance(1)
                    return true
                }
                if c == ascii(",") {
                    advance(1)
                    continue
                }
                guard skipValue(inlineTablePath: nil) else { return false }
            }
        case ascii("{"):
            advance(1)
            while true {
                skipTrivia(acrossLines: false)
                guard let c = peek() else { return false }
                if c == ascii("}") {
                    advance(1)
                    return true
                }
                if c == ascii(",") {
                    advance(1)
                    continue
                }
                let keyLine = line
                guard let key = parseKey(), consume("=") else { return false }
                if let inlineTablePath { record(inlineTablePath + key, line: keyLine) }
                skipTrivia(acrossLines: false)
                guard skipValue(inlineTablePath: inlineTablePath.map { $0 + key }) else { return false }
            }
        default:
            // Numbers, booleans, dates: up to a delimiter. A date is followed by a space
            // and a digit when the time is written after a space (1979-05-27 07:32:00).
            let start = index
            while let c = peek() {
                if c == ascii(" "), index - start == 10, bytes[start + 4] == ascii("-"),
                    let next = peek(1), isDigit(next)
                {
                    advance(1)
                    continue
                }
                if c == ascii(" ") || c == ascii("\t") || c == ascii("\n") || c == ascii("\r")
                    || c == ascii(",") || c == ascii("]") || c == ascii("}") || c == ascii("#")
                {
                    break
                }
                advance(1)
            }
            return index > start
        }
    }

    /// Skips a basic or literal string, single- or multi-line, from its opening quote.
    mutating func skipString(quote: UInt8) -> Bool {
        let multiline = peek(1) == quote && peek(2) == quote
        advance(multiline ? 3 : 1)
        while let c = peek() {
            if quote == ascii("\""), c == ascii("\\") {
                advance(2)
                continue
            }
            if c == quote {
                if !multiline {
                    advance(1)
                    return true
                }
                if peek(1) == quote, peek(2) == quote {
                    advance(3)
                    // Up to two more quotes may end the content: """a""""" is `a""`.
                    var extra = 0
                    while extra < 2, peek() == quote {
                        advance(1)
                        extra += 1
                    }
                    return true
                }
            }
            if c == ascii("\n"), !multiline { return false }
            advance(1)
        }
        return false
    }

    // MARK: - Bytes

    /// Skips spaces, tabs and a comment; with `acrossLines`, newlines too.
    mutating func skipTrivia(acrossLines: Bool) {
        while let c = peek() {
            if c == ascii(" ") || c == ascii("\t") || c == ascii("\r") || (acrossLines && c == ascii("\n")) {
                advance(1)
            } else if c == ascii("#") {
                while let d = peek(), d != ascii("\n") { advance(1) }
            } else {
                return
            }
        }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves forward `count` bytes, counting the newlines passed.
    mutating func advance(_ count: Int) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == ascii("\n") { line += 1 }
            index += 1
        }
    }

    /// Skips spaces, then `character` if it is next; returns whether it was.
    mutating func consume(_ character: Character) -> Bool {
        skipTrivia(acrossLines: false)
        guard peek() == character.asciiValue else { return false }
        advance(1)
        return true
    }

    func isBareKeyByte(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= ascii("A") && c <= ascii("Z")) || (c >= ascii("a") && c <= ascii("z"))
            || c == ascii("_") || c == ascii("-")
    }

    func isDigit(_ c: UInt8) -> Bool { c >= ascii("0") && c <= ascii("9") }

    /// The byte a one-character escape in a quoted key stands for. (`\uXXXX` escapes in
    /// keys are not decoded; no board key needs them.)
    func unescaped(_ c: UInt8) -> UInt8 {
        switch c {
        case ascii("n"): return ascii("\n")
        case ascii("t"): return ascii("\t")
        default: return c
        }
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 {
    UInt8(character.value)
}
