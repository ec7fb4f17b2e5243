// Vitrine — Apache License 2.0
//
// A TOML 1.0 parser for board files, written for them: it reads the whole language
// (keys bare, quoted and dotted; tables and arrays of tables; inline tables; the four
// string kinds with every escape; integers in four bases; floats with inf and nan;
// booleans; offset and local dates and times; arrays; comments) and records the line of
// every key, so errors can say `file:line: key.path`.
//
// It replaces TOMLKit, whose bundled toml++ aborted the process on `[,]`, recursed once
// per dotted-key part (a 40,000-part key overflowed the stack) and needed a quadratic
// scanner beside it for lines. Here nothing recurses except values nested in values, and
// that is bounded; every run of bytes is bounded by `TOMLLimits` as it is read, so the
// work is linear in the text.

/// Parses TOML text into its root table.
struct TOMLParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The root table of `text`.
    /// - Throws: `TOMLSyntaxError` at the first place `text` is not TOML 1.0 or exceeds a
    ///   bound of `TOMLLimits`.
    static func parse(_ text: String) throws(TOMLSyntaxError) -> TOMLTable {
        var parser = TOMLParser(text)
        return try parser.parseDocument()
    }

    // MARK: - Document

    private mutating func parseDocument() throws(TOMLSyntaxError) -> TOMLTable {
        guard bytes.count <= TOMLLimits.documentBytes else {
            throw failure("the text is larger than \(TOMLLimits.documentBytes) bytes; a board file is a few kilobytes")
        }
        let root = TOMLTable(definition: .header)
        var current = root
        while true {
            skipSpaces()
            guard let byte = peek() else { return root }
            switch byte {
            case .lineFeed, .carriageReturn:
                try consumeNewline()
                continue
            case .hash:
                try skipComment()
            case .openBracket:
                current = try parseHeader(root: root)
            default:
                try parseKeyValue(into: current, depth: 0)
            }
            try expectEndOfLine()
        }
    }

    /// `[a.b]` or `[[a.b]]`: defines (or appends) the table and returns it, the table the
    /// following keys go into.
    private mutating func parseHeader(root: TOMLTable) throws(TOMLSyntaxError) -> TOMLTable {
        let headerLine = line
        let headerStart = index
        advance()
        let isArray = peek() == .openBracket
        if isArray { advance() }
        skipSpaces()
        let key = try parseKey()
        skipSpaces()
        guard peek() == .closeBracket, !isArray || peek(1) == .closeBracket else {
            throw failure(isArray ? "expected ']]' to close the array-of-tables header" : "expected ']' to close the table header")
        }
        advance(isArray ? 2 : 1)
        let headerColumn = column(of: headerStart)
        let errorAtHeader = { (message: String) in TOMLSyntaxError(line: headerLine, column: headerColumn, message: message) }

        var table = root
        for (position, part) in key.dropLast().enumerated() {
            let shown = Self.render(key.prefix(position + 1))
            if let entry = table[part] {
                switch entry.value {
                case .table(let next) where next.definition != .inline:
                    table = next
                case .array(let array) where array.isArrayOfTables:
                    guard case .table(let last)? = array.elements.last else { preconditionFailure("an array of tables holds tables") }
                    table = last
                default:
                    throw errorAtHeader("\(shown) is already \(Self.describe(entry.value)) (line \(entry.line)); it cannot hold a table")
                }
            } else {
                let next = TOMLTable(definition: .implicit)
                table.insert(part, .table(next), line: headerLine)
                table = next
            }
        }

        let name = key[key.count - 1]
        let shown = Self.render(key)
        if isArray {
            let element = TOMLTable(definition: .header)
            if let entry = table[name] {
                guard case .array(let array) = entry.value, array.isArrayOfTables else {
                    throw errorAtHeader("[[\(shown)]]: \(shown) is already \(Self.describe(entry.value)) (line \(entry.line))")
                }
                array.append(element)
            } else {
                table.insert(name, .array(TOMLArray([.table(element)], isArrayOfTables: true)), line: headerLine)
            }
            return element
        }
        guard let entry = table[name] else {
            let defined = TOMLTable(definition: .header)
            table.insert(name, .table(defined), line: headerLine)
            return defined
        }
        guard case .table(let existing) = entry.value else {
            throw errorAtHeader("[\(shown)]: \(shown) is already \(Self.describe(entry.value)) (line \(entry.line))")
        }
        switch existing.definition {
        case .implicit:
            existing.definition = .header
            return existing
        case .header:
            throw errorAtHeader("table [\(shown)] is defined twice (first on line \(entry.line))")
        case .dotted, .inline:
            throw errorAtHeader("[\(shown)] redefines a table already defined by keys on line \(entry.line)")
        }
    }

    /// `key = value`, with the key added to `table` (dotted keys create the tables between).
    private mutating func parseKeyValue(into table: TOMLTable, depth: Int) throws(TOMLSyntaxError) {
        let keyLine = line
        let keyColumn = column(of: index)
        let key = try parseKey()
        skipSpaces()
        guard peek() == .equals else {
            throw failure(peek().map { Self.isBareKeyByte($0) || $0 == .quote || $0 == .apostrophe }
                == true ? "expected '=' after the key (a key with spaces must be quoted)" : "expected '=' after the key")
        }
        advance()
        skipSpaces()
        let value = try parseValue(depth: depth)
        let errorAtKey = { (message: String) in TOMLSyntaxError(line: keyLine, column: keyColumn, message: message) }

        var target = table
        for (position, part) in key.dropLast().enumerated() {
            if let entry = target[part] {
                guard case .table(let next) = entry.value, next.definition == .dotted || next.definition == .implicit else {
                    throw errorAtKey("\(Self.render(key.prefix(position + 1))) is already \(Self.describe(entry.value)) "
                        + "(line \(entry.line)); dotted keys cannot add to it")
                }
                // Keys written into a table make it defined: a header may no longer claim it.
                next.definition = .dotted
                target = next
            } else {
                let next = TOMLTable(definition: .dotted)
                target.insert(part, .table(next), line: keyLine)
                target = next
            }
        }
        let name = key[key.count - 1]
        if let entry = target[name] {
            throw errorAtKey("duplicate key \(Self.render(key)) (first on line \(entry.line))")
        }
        target.insert(name, value, line: keyLine)
    }

    /// A bare, quoted or dotted key, as its parts.
    private mutating func parseKey() throws(TOMLSyntaxError) -> [String] {
        var parts: [String] = []
        while true {
            guard parts.count < TOMLLimits.keyParts else {
                throw failure("a key of more than \(TOMLLimits.keyParts) dotted parts")
            }
            skipSpaces()
            parts.append(try parseSimpleKey())
            skipSpaces()
            guard peek() == .dot else { return parts }
            advance()
        }
    }

    private mutating func parseSimpleKey() throws(TOMLSyntaxError) -> String {
        switch peek() {
        case .quote?, .apostrophe?:
            if peek(1) == peek(), peek(2) == peek() { throw failure("a key cannot be a multi-line string") }
            return try parseSingleLineString(limit: TOMLLimits.keyBytes, what: "key")
        case let byte? where Self.isBareKeyByte(byte):
            let start = index
            while let byte = peek(), Self.isBareKeyByte(byte) {
                guard index - start < TOMLLimits.keyBytes else { throw failure("a key longer than \(TOMLLimits.keyBytes) bytes") }
                advance()
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        case nil:
            throw failure("expected a key, found the end of the file")
        case .lineFeed?, .carriageReturn?:
            throw failure("expected a key, found the end of the line")
        case _?:
            throw failure("expected a key (letters, digits, '_' and '-', or a quoted string), found \(currentCharacter())")
        }
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(TOMLSyntaxError) -> TOMLValue {
        guard depth < TOMLLimits.nestingDepth else {
            throw failure("arrays and inline tables nested more than \(TOMLLimits.nestingDepth) deep")
        }
        switch peek() {
        case .quote?, .apostrophe?:
            if peek(1) == peek(), peek(2) == peek() { return .string(try parseMultilineString()) }
            return .string(try parseSingleLineString(limit: TOMLLimits.stringBytes, what: "string"))
        case .openBracket?:
            return try parseArray(depth: depth + 1)
        case .openBrace?:
            return .table(try parseInlineTable(depth: depth + 1))
        case let byte? where Self.isScalarByte(byte):
            return try parseScalar()
        case nil:
            throw failure("expected a value, found the end of the file")
        case .lineFeed?, .carriageReturn?, .hash?:
            throw failure("expected a value, found the end of the line")
        case _?:
            throw failure("expected a value (a string, number, boolean, date, array or inline table), found \(currentCharacter())")
        }
    }

    private mutating func parseArray(depth: Int) throws(TOMLSyntaxError) -> TOMLValue {
        advance()
        var elements: [TOMLValue] = []
        while true {
            try skipBlankLines()
            if peek() == .closeBracket { break }
            elements.append(try parseValue(depth: depth))
            try skipBlankLines()
            if peek() == .comma {
                advance()
                continue
            }
            guard peek() == .closeBracket else {
                throw failure(peek() == nil ? "unterminated array: expected ']'" : "expected ',' or ']' after an array element")
            }
            break
        }
        advance()
        return .array(TOMLArray(elements, isArrayOfTables: false))
    }

    /// `{ a = 1, b.c = 2 }`: on one line, no trailing comma (TOML 1.0).
    private mutating func parseInlineTable(depth: Int) throws(TOMLSyntaxError) -> TOMLTable {
        advance()
        let table = TOMLTable(definition: .dotted)
        skipSpaces()
        if peek() == .closeBrace {
            advance()
        } else {
            while true {
                skipSpaces()
                try parseKeyValue(into: table, depth: depth)
                skipSpaces()
                if peek() == .comma {
                    advance()
                    continue
                }
                guard peek() == .closeBrace else {
                    throw failure("expected ',' or '}' in an inline table (an inline table stays on one line)")
                }
                advance()
                break
            }
        }
        table.definition = .inline
        return table
    }

    // MARK: - Strings

    /// `"basic"` (with escapes) or `'literal'` on one line, from its opening quote.
    private mutating func parseSingleLineString(limit: Int, what: String) throws(TOMLSyntaxError) -> String {
        let quote = bytes[index]
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("unterminated \(what): expected \(Self.show(quote))") }
            if byte == quote {
                advance()
                return String(decoding: text, as: UTF8.self)
            }
            if byte == .lineFeed || byte == .carriageReturn {
                throw failure("unterminated \(what): a line ends before the closing \(Self.show(quote))")
            }
            guard text.count < limit else {
                throw failure("a \(what) longer than \(limit) bytes")
            }
            if quote == .quote && byte == .backslash {
                try parseEscape(into: &text)
            } else {
                try checkTextByte(byte)
                text.append(byte)
                advance()
            }
        }
    }

    /// `"""basic"""` or `'''literal'''`, from its opening quotes.
    private mutating func parseMultilineString() throws(TOMLSyntaxError) -> String {
        let quote = bytes[index]
        advance(3)
        // A newline right after the opening quotes is not part of the string.
        if peek() == .lineFeed || (peek() == .carriageReturn && peek(1) == .lineFeed) { try consumeNewline() }
        var text: [UInt8] = []
        while true {
            guard text.count <= TOMLLimits.stringBytes else {
                throw failure("a string longer than \(TOMLLimits.stringBytes) bytes")
            }
            guard let byte = peek() else { throw failure("unterminated multi-line string: expected \(quote == .quote ? "\"\"\"" : "'''")") }
            switch byte {
            case quote:
                var run = 0
                while peek(run) == quote { run += 1 }
                guard run >= 3 else {
                    text.append(contentsOf: repeatElement(quote, count: run))
                    advance(run)
                    continue
                }
                // Up to two quotes may end the content: """a""""" is `a""`.
                guard run <= 5 else { throw failure("three quotes inside a multi-line string must be escaped") }
                text.append(contentsOf: repeatElement(quote, count: run - 3))
                advance(run)
                return String(decoding: text, as: UTF8.self)
            case .lineFeed, .carriageReturn:
                try consumeNewline()
                text.append(.lineFeed)
            case .backslash where quote == .quote:
                if try skipLineEndingBackslash() { continue }
                try parseEscape(into: &text)
            default:
                try checkTextByte(byte)
                text.append(byte)
                advance()
            }
        }
    }

    /// A backslash that ends a line (spaces after it allowed) trims it and all whitespace
    /// and newlines that follow; returns false, having moved nothing, for any other escape.
    private mutating func skipLineEndingBackslash() throws(TOMLSyntaxError) -> Bool {
        var offset = 1
        while peek(offset) == .space || peek(offset) == .tab { offset += 1 }
        guard peek(offset) == .lineFeed || peek(offset) == .carriageReturn else { return false }
        advance(offset)
        while let byte = peek() {
            if byte == .space || byte == .tab {
                advance()
            } else if byte == .lineFeed || byte == .carriageReturn {
                try consumeNewline()
            } else {
                break
            }
        }
        return true
    }

    /// One escape of a basic string, from its backslash.
    private mutating func parseEscape(into text: inout [UInt8]) throws(TOMLSyntaxError) {
        advance()
        guard let letter = peek() else { throw failure("unterminated string: a backslash ends the file") }
        let simple: UInt8?
        switch letter {
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"): simple = .tab
        case UInt8(ascii: "n"): simple = .lineFeed
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = .carriageReturn
        case .quote: simple = .quote
        case .backslash: simple = .backslash
        case UInt8(ascii: "u"), UInt8(ascii: "U"): simple = nil
        default:
            throw failure("unknown escape '\\\(Self.show(letter, quoted: false))' (known: \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX)")
        }
        if let simple {
            text.append(simple)
            advance()
            return
        }
        let digits = letter == UInt8(ascii: "u") ? 4 : 8
        var value: UInt32 = 0
        for offset in 1...digits {
            guard let byte = peek(offset), let digit = Self.hexValue(byte) else {
                throw failure("\\\(Self.show(letter, quoted: false)) takes exactly \(digits) hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw failure("\\\(Self.show(letter, quoted: false)) escape of a code point that is not a Unicode scalar value")
        }
        UTF8.encode(scalar) { text.append($0) }
        advance(1 + digits)
    }

    /// Control characters other than tab are not allowed in strings and comments.
    private func checkTextByte(_ byte: UInt8) throws(TOMLSyntaxError) {
        if (byte < 0x20 && byte != .tab) || byte == 0x7F {
            throw failure("control character U+\(Self.hex4(byte)) must be escaped")
        }
    }

    // MARK: - Numbers, booleans, dates

    /// A bare value: `true`, `false`, an integer, a float or a date/time.
    private mutating func parseScalar() throws(TOMLSyntaxError) -> TOMLValue {
        let start = index
        let startColumn = column(of: start)
        try scanScalarRun(from: start)
        // A date may be followed by a space and a time: 1979-05-27 07:32:00.
        if index - start == 10, bytes[start + 4] == .minus, peek() == .space,
           let h1 = peek(1), let h2 = peek(2), Self.isDigit(h1), Self.isDigit(h2), peek(3) == .colon {
            advance()
            try scanScalarRun(from: start)
        }
        let token = Array(bytes[start..<index])
        let text = String(decoding: token, as: UTF8.self)
        let invalid = TOMLSyntaxError(line: line, column: startColumn, message: "")
        func fail(_ message: String) -> TOMLSyntaxError {
            var error = invalid
            error.message = message
            return error
        }
        switch text {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "inf", "+inf": return .float(.infinity)
        case "-inf": return .float(-.infinity)
        case "nan", "+nan", "-nan": return .float(.nan)
        default: break
        }
        if token.contains(.colon) || (token.count >= 10 && token[4] == .minus && token.prefix(4).allSatisfy(Self.isDigit)) {
            guard let date = Self.dateTime(token) else {
                throw fail("\(Self.shorten(text)) is not a valid date or time (such as 1979-05-27, 07:32:00 or 1979-05-27T07:32:00Z)")
            }
            return .dateTime(date)
        }
        if token.count > 2, token[0] == .zero, let radix = Self.radix(token[1]) {
            guard let value = Self.integer(token[2...], radix: radix) else {
                throw fail("\(Self.shorten(text)) is not a valid base-\(radix) integer (digits with single underscores between them, at most 64 bits)")
            }
            return .integer(value)
        }
        let unsigned = token.first == .plus || token.first == .minus ? token.dropFirst() : token[...]
        guard let first = unsigned.first, Self.isDigit(first) else {
            throw fail("expected a value, found \(Self.shorten(text)) (a string needs quotes)")
        }
        let isHexLike = token.contains { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "o") || $0 == UInt8(ascii: "b") }
        if !isHexLike, token.contains(where: { $0 == .dot || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            guard let value = Self.float(token) else {
                throw fail("\(Self.shorten(text)) is not a valid number (such as 3.14, -0.5, 1e6 or 6.626e-34)")
            }
            return .float(value)
        }
        guard let value = Self.decimalInteger(token) else {
            if token.allSatisfy({ Self.isDigit($0) || $0 == .underscore || $0 == .plus || $0 == .minus }),
               token.contains(where: Self.isDigit) {
                throw fail("\(Self.shorten(text)) is not a valid integer (no leading zeros, single underscores between digits, at most 64 bits)")
            }
            throw fail("expected a value, found \(Self.shorten(text)) (a string needs quotes)")
        }
        return .integer(value)
    }

    /// Moves over the bytes a number, boolean or date is made of.
    private mutating func scanScalarRun(from start: Int) throws(TOMLSyntaxError) {
        while let byte = peek(), Self.isScalarByte(byte) {
            guard index - start < TOMLLimits.scalarBytes else {
                throw failure("a value longer than \(TOMLLimits.scalarBytes) characters")
            }
            advance()
        }
    }

    /// `[+-]digits`, underscores only between digits, no leading zero, within Int.
    private static func decimalInteger(_ token: [UInt8]) -> Int? {
        var digits = token[...]
        var negative = false
        if let sign = digits.first, sign == .plus || sign == .minus {
            negative = sign == .minus
            digits = digits.dropFirst()
        }
        guard let first = digits.first, isDigit(first), first != .zero || digits.count == 1 else { return nil }
        return integer(digits, radix: 10, negative: negative)
    }

    /// Digits of `radix` with single underscores between them; nil when malformed or
    /// outside Int (a negative value is accumulated downward so Int.min fits).
    private static func integer(_ digits: ArraySlice<UInt8>, radix: Int, negative: Bool = false) -> Int? {
        guard let first = digits.first, let last = digits.last, first != .underscore, last != .underscore else { return nil }
        var value = 0
        var previousWasUnderscore = false
        for byte in digits {
            if byte == .underscore {
                guard !previousWasUnderscore else { return nil }
                previousWasUnderscore = true
                continue
            }
            previousWasUnderscore = false
            guard let digit = hexValue(byte), digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !overflow2 else { return nil }
            value = next
        }
        return value
    }

    /// `[+-]int(.digits)?([eE][+-]?digits)?` with at least a fraction or an exponent.
    private static func float(_ token: [UInt8]) -> Double? {
        var rest = token[...]
        if let sign = rest.first, sign == .plus || sign == .minus { rest = rest.dropFirst() }
        let integerEnd = rest.firstIndex { $0 == .dot || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? rest.endIndex
        let integerPart = rest[rest.startIndex..<integerEnd]
        guard let first = integerPart.first, first != .zero || integerPart.count == 1,
              allDigitsWithUnderscores(integerPart) else { return nil }
        rest = rest[integerEnd...]
        if rest.first == .dot {
            rest = rest.dropFirst()
            let fractionEnd = rest.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? rest.endIndex
            guard allDigitsWithUnderscores(rest[rest.startIndex..<fractionEnd]) else { return nil }
            rest = rest[fractionEnd...]
        }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == .plus || sign == .minus { rest = rest.dropFirst() }
            guard allDigitsWithUnderscores(rest) else { return nil }
            rest = rest[rest.endIndex...]
        }
        guard rest.isEmpty else { return nil }
        return Double(String(decoding: token.filter { $0 != .underscore }, as: UTF8.self))
    }

    /// Digits (leading zeros allowed) with single underscores between them.
    private static func allDigitsWithUnderscores(_ digits: ArraySlice<UInt8>) -> Bool {
        guard let first = digits.first, let last = digits.last, isDigit(first), isDigit(last) else { return false }
        var previousWasUnderscore = false
        for byte in digits {
            if byte == .underscore {
                if previousWasUnderscore { return false }
                previousWasUnderscore = true
            } else {
                guard isDigit(byte) else { return false }
                previousWasUnderscore = false
            }
        }
        return true
    }

    /// `1979-05-27`, `07:32:00.999`, `1979-05-27T07:32:00` with `Z`/`±hh:mm` or not;
    /// `T`, `t` or a space between date and time.
    private static func dateTime(_ token: [UInt8]) -> TOMLDateTime? {
        var result = TOMLDateTime()
        var rest = token[...]
        func number(_ count: Int) -> Int? {
            guard rest.count >= count else { return nil }
            var value = 0
            for byte in rest.prefix(count) {
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - .zero)
            }
            rest = rest.dropFirst(count)
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard rest.first == byte else { return false }
            rest = rest.dropFirst()
            return true
        }
        if rest.count >= 10, rest[rest.startIndex + 4] == .minus {
            guard let year = number(4), expect(.minus), let month = number(2), expect(.minus), let day = number(2),
                  (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
            result.date = .init(year: year, month: month, day: day)
            guard let separator = rest.first else { return result }
            guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == .space else { return nil }
            rest = rest.dropFirst()
        }
        guard let hour = number(2), expect(.colon), let minute = number(2), expect(.colon), let second = number(2),
              hour < 24, minute < 60, second <= 60 else { return nil }
        var nanosecond = 0
        if expect(.dot) {
            var digits = 0
            while let byte = rest.first, isDigit(byte) {
                // Digits past the nanosecond are dropped, as TOML allows.
                if digits < 9 { nanosecond = nanosecond * 10 + Int(byte - .zero) }
                digits += 1
                rest = rest.dropFirst()
            }
            guard digits > 0 else { return nil }
            for _ in min(digits, 9)..<9 { nanosecond *= 10 }
        }
        result.time = .init(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        if let offset = rest.first {
            guard result.date != nil else { return nil }
            if offset == UInt8(ascii: "Z") || offset == UInt8(ascii: "z") {
                rest = rest.dropFirst()
                result.offsetMinutes = 0
            } else {
                guard offset == .plus || offset == .minus else { return nil }
                rest = rest.dropFirst()
                guard let hours = number(2), expect(.colon), let minutes = number(2), hours < 24, minutes < 60 else { return nil }
                result.offsetMinutes = (hours * 60 + minutes) * (offset == .minus ? -1 : 1)
            }
        }
        return rest.isEmpty ? result : nil
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // MARK: - Whitespace, comments, newlines

    private mutating func skipSpaces() {
        while let byte = peek(), byte == .space || byte == .tab { advance() }
    }

    /// Inside arrays: spaces, comments and newlines.
    private mutating func skipBlankLines() throws(TOMLSyntaxError) {
        while let byte = peek() {
            switch byte {
            case .space, .tab: advance()
            case .lineFeed, .carriageReturn: try consumeNewline()
            case .hash: try skipComment()
            default: return
            }
        }
    }

    private mutating func skipComment() throws(TOMLSyntaxError) {
        advance()
        while let byte = peek(), byte != .lineFeed, byte != .carriageReturn {
            try checkTextByte(byte)
            advance()
        }
    }

    /// After a key/value pair or a header: spaces, maybe a comment, then a newline or the end.
    private mutating func expectEndOfLine() throws(TOMLSyntaxError) {
        skipSpaces()
        if peek() == .hash { try skipComment() }
        guard let byte = peek() else { return }
        guard byte == .lineFeed || byte == .carriageReturn else {
            throw failure("expected the end of the line after the value, found \(currentCharacter())")
        }
        try consumeNewline()
    }

    /// LF or CR LF; a lone CR is not a newline in TOML.
    private mutating func consumeNewline() throws(TOMLSyntaxError) {
        if peek() == .carriageReturn {
            guard peek(1) == .lineFeed else { throw failure("a carriage return must be followed by a line feed") }
            index += 1
        }
        index += 1
        line += 1
        lineStart = index
    }

    // MARK: - Bytes

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves forward within a line (never over a newline; `consumeNewline` does that).
    private mutating func advance(_ count: Int = 1) {
        index = min(index + count, bytes.count)
    }

    private func column(of position: Int) -> Int {
        // Characters, not bytes: count the bytes that start a UTF-8 sequence.
        bytes[lineStart..<min(position, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private func failure(_ message: String) -> TOMLSyntaxError {
        TOMLSyntaxError(line: line, column: column(of: index), message: message)
    }

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == .underscore || byte == .minus
    }

    /// What a number, boolean or date is made of.
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        isBareKeyByte(byte) || byte == .plus || byte == .dot || byte == .colon
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= .zero && byte <= UInt8(ascii: "9")
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    private static func radix(_ letter: UInt8) -> Int? {
        switch letter {
        case UInt8(ascii: "x"): return 16
        case UInt8(ascii: "o"): return 8
        case UInt8(ascii: "b"): return 2
        default: return nil
        }
    }

    private static func hex4(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The character at the read position for messages: `','`, `'“' (U+201C)`, `U+0000`.
    private func currentCharacter() -> String {
        guard let byte = peek() else { return "the end of the file" }
        guard byte >= 0x80 else { return Self.show(byte) }
        let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first!
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "'\(scalar)' (U+\(String(repeating: "0", count: max(0, 4 - digits.count)) + digits))"
    }

    /// `'x'` for a printable ASCII byte, `U+0000` otherwise.
    private static func show(_ byte: UInt8, quoted: Bool = true) -> String {
        guard byte >= 0x20, byte < 0x7F else { return "U+" + hex4(byte) }
        let text = String(UnicodeScalar(byte))
        return quoted ? "'\(text)'" : text
    }

    /// At most 60 characters of a token, for messages.
    private static func shorten(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// `a."b c"`, as TOML would write the key (quoted parts shortened as in every message).
    static func render<Parts: Collection<String>>(_ parts: Parts) -> String {
        parts.map { part in
            let bare = !part.isEmpty && part.utf8.allSatisfy(isBareKeyByte)
            return bare ? part : BoardConfigurationError.quoted(part)
        }.joined(separator: ".")
    }

    /// `a string`, `a table` …: what a key already holds, for redefinition errors.
    private static func describe(_ value: TOMLValue) -> String {
        switch value {
        case .string: return "a string"
        case .integer: return "an integer"
        case .float: return "a number"
        case .boolean: return "a boolean"
        case .dateTime(let date): return date.kindDescription
        case .array(let array): return array.isArrayOfTables ? "an array of tables" : "an array"
        case .table(let table): return table.definition == .inline ? "an inline table" : "a table"
        }
    }
}

private extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let hash = UInt8(ascii: "#")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let colon = UInt8(ascii: ":")
    static let equals = UInt8(ascii: "=")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}
