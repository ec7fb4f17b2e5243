// Vitrine — Apache License 2.0
// Design note: `vitrine calibrate` writes its matrix into a file a person wrote, with
// comments that explain the board. Re-serialising the parsed TOML would drop them and
// reorder keys, so the edit is made on the text: the value of `touch.calibration` is
// replaced in place (the key, the comment after it and every other byte stay), or a
// `calibration = […]` line is added after the last key of `[touch]`, or a `[touch]`
// section is appended. The result is parsed again and must decode to the same board with
// only the calibration changed; a layout this editor does not handle (an inline `touch`
// table, say) is refused instead of written wrong.

/// Edits a board file's text, keeping its comments, order and formatting.
public enum BoardFileEditor {
    /// The text of a board file with `touch.calibration` set to `numbers`.
    /// - Parameters:
    ///   - numbers: six finite numbers, libinput's `[a, b, c, d, e, f]`.
    ///   - text: the board file's text (it must load).
    ///   - file: the file's name, for errors.
    /// - Returns: the edited text.
    /// - Throws: `BoardConfigurationError` when `text` does not load, when a number is
    ///   beyond ±`TouchConfiguration.largestCalibrationCoefficient`, or when the edit
    ///   would not give the same board with the new calibration.
    public static func settingCalibration(_ numbers: [Double], in text: String, file: String) throws(BoardConfigurationError) -> String {
        precondition(numbers.count == 6 && numbers.allSatisfy(\.isFinite),
                     "BoardFileEditor.settingCalibration: 'numbers' must be 6 finite numbers, got \(numbers)")
        let limit = TouchConfiguration.largestCalibrationCoefficient
        if let index = numbers.firstIndex(where: { abs($0) > limit }) {
            // The file would no longer load; say so rather than write it.
            throw BoardConfigurationError(file: file, keyPath: "touch.calibration[\(index)]", kind: .invalidValue(
                "\(numbers[index]) is outside -\(Int(limit))…\(Int(limit)); a calibration matrix maps 0…1 onto 0…1"))
        }
        let before = try BoardConfiguration.parse(text, file: file)
        let value = "[" + numbers.map(format).joined(separator: ", ") + "]"
        let locator = try BoardConfiguration.document(text, file: file)
        var bytes = Array(text.utf8)
        if let line = locator.line(of: ["touch", "calibration"]) {
            // Replace the value in place.
            guard let keyEnd = find(key: "calibration", onLine: line, in: bytes),
                  let start = skipSpaces(bytes, from: keyEnd), let end = valueEnd(bytes, from: start)
            else { throw refusal(file, line) }
            bytes.replaceSubrange(start..<end, with: Array(value.utf8))
        } else if let header = locator.line(of: ["touch"]) {
            // After the last key of [touch] (and its value, which may span lines), or the header.
            let lastKey = TouchConfiguration.keys.compactMap { locator.line(of: ["touch", $0]) }.max()
            var insertAt = endOfLine(bytes, line: header)
            if let lastKey, let keyName = TouchConfiguration.keys.first(where: { locator.line(of: ["touch", $0]) == lastKey }),
               let keyEnd = find(key: keyName, onLine: lastKey, in: bytes),
               let start = skipSpaces(bytes, from: keyEnd), let end = valueEnd(bytes, from: start) {
                insertAt = end
                while insertAt < bytes.count, bytes[insertAt] != UInt8(ascii: "\n") { insertAt += 1 }
            }
            let line = Array("calibration = \(value)".utf8)
            if insertAt >= bytes.count {
                if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
                bytes += line + [UInt8(ascii: "\n")]
            } else {
                bytes.insert(contentsOf: line + [UInt8(ascii: "\n")], at: insertAt + 1)  // after the newline
            }
        } else {
            if !bytes.isEmpty && bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
            bytes += Array("\n[touch]\ncalibration = \(value)\n".utf8)
        }
        let edited = String(decoding: bytes, as: UTF8.self)
        var expected = before
        expected.touch = before.touch.replacingCalibration(with: numbers)
        guard let after = try? BoardConfiguration.parse(edited, file: file), after == expected else {
            throw refusal(file, locator.nearestLine(of: ["touch", "calibration"]))
        }
        return edited
    }

    /// The shortest text that reads back as the same Double; never `-0.0`.
    public static func format(_ value: Double) -> String {
        value == 0 ? "0.0" : "\(value)"
    }

    private static func refusal(_ file: String, _ line: Int?) -> BoardConfigurationError {
        BoardConfigurationError(file: file, line: line, keyPath: "touch.calibration", kind: .invalidValue(
            "cannot edit this layout of the [touch] section in place; write calibration = [a, b, c, d, e, f] there by hand"))
    }

    // MARK: - Bytes

    private static func startOfLine(_ bytes: [UInt8], line: Int) -> Int {
        var current = 1, index = 0
        while current < line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { current += 1 }
            index += 1
        }
        return index
    }

    /// The index of the newline ending `line`, or the end of the text.
    private static func endOfLine(_ bytes: [UInt8], line: Int) -> Int {
        var index = startOfLine(bytes, line: line)
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The index just after `key = ` on `line` (the key bare, possibly after `touch.` or
    /// a `{`), or nil.
    private static func find(key: String, onLine line: Int, in bytes: [UInt8]) -> Int? {
        let start = startOfLine(bytes, line: line), end = endOfLine(bytes, line: line)
        let pattern = Array(key.utf8)
        var index = start
        while index + pattern.count <= end {
            let before = index == start ? UInt8(ascii: " ") : bytes[index - 1]
            let boundary = before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: ".")
                || before == UInt8(ascii: "{") || before == UInt8(ascii: ",")
            if boundary, Array(bytes[index..<(index + pattern.count)]) == pattern {
                var after = index + pattern.count
                while after < end, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
                if after < end, bytes[after] == UInt8(ascii: "=") { return after + 1 }
            }
            index += 1
        }
        return nil
    }

    private static func skipSpaces(_ bytes: [UInt8], from index: Int) -> Int? {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index < bytes.count ? index : nil
    }

    /// The index just after the value starting at `start`: a whole array (across lines,
    /// past strings and comments inside it), else up to a comment or the end of the line.
    private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard bytes[start] == UInt8(ascii: "[") else {
            var index = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "#") { index += 1 }
            while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
            return index
        }
        var depth = 0, index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    if quote == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
            default: break
            }
            index += 1
        }
        return nil
    }
}
