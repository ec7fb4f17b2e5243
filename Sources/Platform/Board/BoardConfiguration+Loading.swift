// Vitrine — Apache License 2.0
import Foundation
import TOMLKit

extension BoardConfiguration {
    /// Reads and decodes the board file at `path`.
    /// - Parameter path: the TOML file, such as `board-configs/qemu-bochs.toml`. Errors
    ///   name it as given.
    /// - Returns: the validated configuration.
    /// - Throws: `BoardConfigurationError`: `.unreadable` with the errno when the file
    ///   cannot be read, otherwise as `parse(_:file:)`.
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
    ///   `.unknownKey`, `.wrongType`, `.invalidValue` or `.missingKey` with the line and
    ///   key path.
    public static func parse(_ text: String, file: String) throws(BoardConfigurationError) -> BoardConfiguration {
        let document: TOMLTable
        do {
            document = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw BoardConfigurationError(
                file: file, line: error.source.begin.line,
                kind: .syntax(message: error.description, column: error.source.begin.column))
        } catch {
            throw BoardConfigurationError(file: file, kind: .syntax(message: "\(error)", column: 1))
        }
        let root = ConfigurationTable(document, path: [], file: file, locator: TOMLKeyLocator(source: text))
        return try BoardConfiguration(decoding: root)
    }

    /// Decodes and validates the document root.
    init(decoding root: ConfigurationTable) throws(BoardConfigurationError) {
        try root.rejectUnknownKeys(allowed: Self.keys)
        guard let name = try root.string("name") else {
            throw root.error("name", .missingKey("every board file starts with name = \"…\", used in logs"))
        }
        guard !name.isEmpty else { throw root.error("name", .invalidValue("empty; give the board a name for logs")) }
        let display = try root.subtable("display").map { table throws(BoardConfigurationError) in
            try DisplayConfiguration(decoding: table)
        }
        let touch = try root.subtable("touch").map { table throws(BoardConfigurationError) in
            try TouchConfiguration(decoding: table)
        }
        let power = try root.subtable("power").map { table throws(BoardConfigurationError) in
            try PowerConfiguration(decoding: table)
        }
        let console = try root.subtable("console").map { table throws(BoardConfigurationError) in
            try ConsoleConfiguration(decoding: table)
        }
        let appearance = try root.subtable("appearance").map { table throws(BoardConfigurationError) in
            try AppearanceConfiguration(decoding: table)
        }
        self.init(name: name, display: display ?? .init(), touch: touch ?? .init(), power: power ?? .init(),
                  console: console ?? .init(), appearance: appearance ?? .init())
    }

    /// The file's text, or `.unreadable` with the errno of the failed call.
    private static func readText(_ path: String) throws(BoardConfigurationError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw BoardConfigurationError(file: path, kind: .unreadable(errno: errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw BoardConfigurationError(file: path, kind: .unreadable(errno: errno))
            }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
