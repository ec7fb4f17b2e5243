// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation

extension BoardConfiguration {
    /// Reads and decodes the board file at `path`.
    /// - Parameter path: the TOML file, such as `board-configs/qemu-bochs.toml`. Errors
    ///   name it as given.
    /// - Returns: the validated configuration.
    /// - Throws: `BoardConfigurationError`: `.unreadable` with the errno when the file
    ///   cannot be read, `.notARegularFile` or `.tooLarge` for what is not read at all,
    ///   otherwise the first error of `parse(_:file:)`.
    public static func load(contentsOf path: String) throws(BoardConfigurationError) -> BoardConfiguration {
        let text = try readText(path)
        return try parse(text, file: path)
    }

    /// Decodes a board file's text.
    /// - Parameters:
    ///   - text: the TOML source.
    ///   - file: the name to use in error messages.
    /// - Returns: the validated configuration.
    /// - Throws: `BoardConfigurationError`: `.syntax` with the parser's line and column,
    ///   else the first in line order of the file's `.unknownKey`, `.wrongType`,
    ///   `.invalidValue` and `.missingKey` errors (`validate` gives them all).
    public static func parse(_ text: String, file: String) throws(BoardConfigurationError) -> BoardConfiguration {
        switch validate(text, file: file) {
        case .success(let board): return board
        case .failure(let errors): throw errors.errors[0]
        }
    }

    /// Every problem of the board file at `path`, for `vitrine check-config`.
    /// - Returns: the configuration, or every error in line order (a file that cannot be
    ///   read, or is not TOML, has one).
    public static func validate(contentsOf path: String) -> Result<BoardConfiguration, BoardConfigurationErrors> {
        do {
            return validate(try readText(path), file: path)
        } catch {
            return .failure(BoardConfigurationErrors(errors: [error]))
        }
    }

    /// Every problem of a board file's text.
    /// - Returns: the configuration, or every error in line order (a syntax error stops
    ///   the parser, so it is the only one).
    public static func validate(_ text: String, file: String) -> Result<BoardConfiguration, BoardConfigurationErrors> {
        let document: TOMLTable
        do {
            document = try Self.document(text, file: file)
        } catch {
            return .failure(BoardConfigurationErrors(errors: [error]))
        }
        let problems = ConfigurationTable.Problems()
        let board = BoardConfiguration(decoding: ConfigurationTable(document, path: [], file: file, line: nil, problems: problems))
        let errors = problems.inLineOrder
        guard let board, errors.isEmpty else { return .failure(BoardConfigurationErrors(errors: errors)) }
        return .success(board)
    }

    /// The parsed TOML of `text`, or its syntax error.
    static func document(_ text: String, file: String) throws(BoardConfigurationError) -> TOMLTable {
        do {
            return try TOMLParser.parse(text)
        } catch {
            throw BoardConfigurationError(file: file, line: error.line, kind: .syntax(message: error.message, column: error.column))
        }
    }

    /// Decodes the document root, recording every problem; nil when a required key is
    /// missing.
    init?(decoding root: ConfigurationTable) {
        root.rejectUnknownKeys(allowed: Self.keys)
        var name: String?
        root.collect { () throws(BoardConfigurationError) in
            guard let text = try root.string("name") else {
                throw root.error("name", .missingKey("every board file starts with name = \"…\", used in logs"))
            }
            guard !text.isEmpty else { throw root.error("name", .invalidValue("empty; give the board a name for logs")) }
            name = text
        }
        var display = DisplayConfiguration(), touch = TouchConfiguration(), power = PowerConfiguration()
        var console = ConsoleConfiguration(), appearance = AppearanceConfiguration(), keyboard = KeyboardConfiguration()
        var metrics = MetricsConfiguration()
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("display") { display = DisplayConfiguration(decoding: table) }
        }
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("touch") { touch = TouchConfiguration(decoding: table) }
        }
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("keyboard") { keyboard = KeyboardConfiguration(decoding: table) }
        }
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("power") { power = PowerConfiguration(decoding: table) }
        }
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("console") { console = ConsoleConfiguration(decoding: table) }
        }
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("appearance") { appearance = AppearanceConfiguration(decoding: table) }
        }
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("metrics") { metrics = MetricsConfiguration(decoding: table) }
        }
        var remote = RemoteConfiguration()
        root.collect { () throws(BoardConfigurationError) in
            if let table = try root.subtable("remote") { remote = RemoteConfiguration(decoding: table) }
        }
        guard let name else { return nil }
        self.init(name: name, display: display, touch: touch, power: power, console: console, appearance: appearance,
                  keyboard: keyboard, metrics: metrics)
        self.remote = remote
    }

    /// The file's text, read with `TOMLLimits.documentBytes` as its bound: only a regular
    /// file, opened non-blocking, so neither a FIFO (whose open would wait for a writer)
    /// nor a device such as `/dev/zero` (which never ends) can hold the kiosk at start.
    private static func readText(_ path: String) throws(BoardConfigurationError) -> String {
        let limit = TOMLLimits.documentBytes
        let data: Data
        do {
            data = try BoundedFile.contents(atPath: path, limit: limit)
        } catch {
            switch error.reason {
            case .system(let errno): throw BoardConfigurationError(file: path, kind: .unreadable(errno: errno))
            case .notARegularFile(let kind): throw BoardConfigurationError(file: path, kind: .notARegularFile(kind: kind))
            case .tooLarge: throw BoardConfigurationError(file: path, kind: .tooLarge(limit: limit))
            }
        }
        return try text(of: [UInt8](data), file: path)
    }

    /// The bytes as text; TOML is UTF-8, so anything else is a syntax error at its place.
    private static func text(of bytes: [UInt8], file: String) throws(BoardConfigurationError) -> String {
        // The standard library's validation first (a megabyte in milliseconds, where the
        // scalar walk below takes seconds in a debug build); the walk only places an error.
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                let before = bytes[..<offset]
                let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
                throw BoardConfigurationError(file: file, line: line, kind: .syntax(message: "not UTF-8 text", column: column))
            }
        }
    }
}
