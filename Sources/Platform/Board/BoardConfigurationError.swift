// Vitrine — Apache License 2.0
import Foundation

/// A board file that cannot be used: unreadable, not TOML, or with a key that is
/// unknown, of the wrong type or out of range.
///
/// The description names the file, the line and the key path, so the user can go
/// straight to the mistake:
///
///     board-configs/foo.toml:7: display.rotaton: unknown key (expected one of: buffers, card, …)
///     board-configs/foo.toml:9: display.rotation: 45 is not one of 0, 90, 180, 270
///     board-configs/foo.toml:3:12: syntax error: expected '=' …
///     read board configuration board-configs/foo.toml: No such file or directory (errno 2)
///
/// Values quoted in a message are shortened to their first 60 characters and "…".
public struct BoardConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Equatable, Sendable {
        /// Reading the file failed with this errno.
        case unreadable(errno: Int32)
        /// The path names something other than a regular file (`kind`: "a FIFO", "a
        /// character device", "a directory" …), which is not read: a FIFO could block
        /// forever and `/dev/zero` never ends.
        case notARegularFile(kind: String)
        /// The file is larger than `limit` bytes, the most a board file may have.
        case tooLarge(limit: Int)
        /// The TOML parser rejected the text; `message` is its description.
        case syntax(message: String, column: Int)
        /// The key is not one the table accepts; `expected` lists those it does.
        case unknownKey(expected: [String])
        /// The value has another TOML type; both are described in words
        /// (`"an integer"`, `"the string \"3\""`).
        case wrongType(expected: String, found: String)
        /// The value has the right type but is not allowed; the text says why.
        case invalidValue(String)
        /// A required key is absent; the text says why it is required.
        case missingKey(String)
    }

    /// The board file, as the caller named it.
    public var file: String
    /// The 1-based line of the offending key or section, when it is in the file.
    public var line: Int?
    /// The dotted key path, such as `display.rotation`; nil for file and syntax errors.
    public var keyPath: String?
    /// What is wrong.
    public var kind: Kind

    /// Creates an error.
    /// - Parameters:
    ///   - file: the board file's path.
    ///   - line: the line of the offending key, if known.
    ///   - keyPath: the dotted key path, if the error concerns a key.
    ///   - kind: what is wrong.
    public init(file: String, line: Int? = nil, keyPath: String? = nil, kind: Kind) {
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.kind = kind
    }

    /// `file:line: key.path: problem`, or the read or syntax form shown above.
    public var description: String {
        switch kind {
        case .unreadable(let errno):
            return "read board configuration \(file): \(String(cString: strerror(errno))) (errno \(errno))"
        case .notARegularFile(let kind):
            return "read board configuration \(file): \(kind), not a regular file"
        case .tooLarge(let limit):
            return "read board configuration \(file): larger than \(limit) bytes; a board file is a few kilobytes"
        case .syntax(let message, let column):
            return "\(file):\(line ?? 1):\(column): syntax error: \(message)"
        default:
            break
        }
        var text = file
        if let line { text += ":\(line)" }
        if let keyPath { text += ": \(keyPath)" }
        return text + ": " + problem
    }

    private var problem: String {
        switch kind {
        case .unknownKey(let expected):
            return "unknown key (expected one of: \(expected.joined(separator: ", ")))"
        case .wrongType(let expected, let found):
            return "expected \(expected), found \(found)"
        case .invalidValue(let reason):
            return reason
        case .missingKey(let reason):
            return "missing: \(reason)"
        case .unreadable, .notARegularFile, .tooLarge, .syntax:
            return ""
        }
    }

    /// The longest value a message quotes whole.
    static let quotedLength = 60

    /// `"text"` for messages: control characters and quotes escaped as TOML writes them,
    /// and at most `quotedLength` characters, then "…", so a megabyte value cannot flood
    /// the console.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for (count, character) in text.enumerated() {
            guard count < quotedLength else {
                result += "…"
                break
            }
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r\n": result += "\\r\\n"
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.value < 0x20 || scalar.value == 0x7F {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    result.append(character)
                }
            }
        }
        return result + "\""
    }
}
