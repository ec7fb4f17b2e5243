// Vitrine — Apache License 2.0
import Foundation
import CoreGraphics

/// A device description and event recording in evemu's text format (evemu 1.2 and 1.3),
/// as `evemu-describe` and `evemu-record` write them.
///
/// Lines: `# …` comments (`# EVEMU 1.3` names the version); `N: name`;
/// `I: bus vendor product version` (hex); `P: bytes` (property bits, hex, 8 per line);
/// `B: type bytes` (the event codes of a type, hex, 8 bytes per line, accumulated);
/// `A: code min max fuzz flat [resolution]` (code hex; 1.2 has no resolution);
/// `E: seconds.micro type code value` (type and code hex, value decimal, then an optional
/// `# comment`). A `.events` file may carry the description in front.
public struct EvemuRecording: Sendable {
    /// The device, when the text described one (N:, I:, P:, B:, A: lines).
    public var device: InputDeviceDescription?
    /// The recorded events, in order.
    public var events: [InputEvent]
    /// "1.2" or "1.3" from the `# EVEMU` line, when present.
    public var formatVersion: String?

    /// The most bytes of one type's code bitmap (or of the properties): the kernel's largest
    /// bitmap, the keys up to KEY_MAX 0x2ff, takes 96; 128 leaves room for new codes.
    static let maximumBitmapBytes = 128

    /// Parses evemu text.
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - source: the file name, for errors.
    /// - Throws: `EvdevError` naming the file and line of the first malformed line.
    public init(parsing text: String, source: String) throws(EvdevError) {
        var name: String?
        var ids = [0, 0, 0, 0]
        var propertyBytes: [UInt8] = []
        var bitBytes: [UInt16: [UInt8]] = [:]
        var axes: [AbsoluteAxis: InputDeviceDescription.AxisInfo] = [:]
        var events: [InputEvent] = []
        events.reserveCapacity(text.utf8.count / 40)
        var version: String?
        var lineNumber = 0

        func fail(_ message: String) -> EvdevError {
            EvdevError(.parseRecording, device: source, detail: "line \(lineNumber): \(message)")
        }
        func hexBytes(_ fields: ArraySlice<Substring>) throws(EvdevError) -> [UInt8] {
            var bytes: [UInt8] = []
            for field in fields {
                guard let byte = UInt8(field, radix: 16) else { throw fail("\"\(field)\" is not a hex byte") }
                bytes.append(byte)
            }
            return bytes
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.hasPrefix("#") {
                if line.hasPrefix("# EVEMU ") { version = String(line.dropFirst(8)).trimmingCharacters(in: .whitespaces) }
                continue
            }
            guard line.count >= 2, line.dropFirst().first == ":" else {
                if line.allSatisfy(\.isWhitespace) { continue }
                throw fail("not an evemu line: \"\(line.prefix(40))\"")
            }
            let kind = line.first!  // safe: count ≥ 2
            let body = line.dropFirst(2)
            let content = body.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? body
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            switch kind {
            case "E":
                guard fields.count == 4, let time = Double(fields[0]),
                      let type = UInt16(fields[1], radix: 16), let code = UInt16(fields[2], radix: 16),
                      let value = Int32(fields[3])
                else { throw fail("expected \"E: seconds.micro type code value\"") }
                events.append(InputEvent(time: time, type: InputEventType(rawValue: type), code: code, value: value))
            case "N":
                name = body.trimmingCharacters(in: .whitespaces)
            case "I":
                let numbers = fields.compactMap { Int($0, radix: 16) }
                guard numbers.count == 4, fields.count == 4 else { throw fail("expected \"I: bus vendor product version\" in hex") }
                ids = numbers
            case "P":
                propertyBytes += try hexBytes(fields[...])
                guard propertyBytes.count <= Self.maximumBitmapBytes else {
                    throw fail("more than \(Self.maximumBitmapBytes) bytes of properties")
                }
            case "B":
                guard let first = fields.first, let type = UInt16(first, radix: 16) else { throw fail("expected \"B: type bytes…\"") }
                bitBytes[type, default: []] += try hexBytes(fields.dropFirst())
                guard bitBytes[type, default: []].count <= Self.maximumBitmapBytes else {
                    throw fail("more than \(Self.maximumBitmapBytes) bytes of codes for type \(first)")
                }
            case "A":
                guard fields.count == 5 || fields.count == 6, let code = UInt16(fields[0], radix: 16),
                      code <= AbsoluteAxis.maximum.rawValue
                else { throw fail("expected \"A: code min max fuzz flat [resolution]\"") }
                let numbers = fields.dropFirst().compactMap { Int32($0) }
                guard numbers.count == fields.count - 1 else { throw fail("absinfo values must be integers") }
                axes[AbsoluteAxis(rawValue: code)] = .init(
                    minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                    resolution: numbers.count > 4 ? numbers[4] : 0)
            default:
                continue  // other evemu lines (LEDs, switches) do not concern touch decoding
            }
        }

        func bits(_ bytes: [UInt8]) -> Set<UInt16> {
            var set = Set<UInt16>()
            for (index, byte) in bytes.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(UInt16(index * 8 + bit)) }
            }
            return set
        }
        if let name {
            var codes: [InputEventType: Set<UInt16>] = [:]
            for (type, bytes) in bitBytes where type != 0 { codes[InputEventType(rawValue: type)] = bits(bytes) }
            device = InputDeviceDescription(
                name: name, bus: ids[0], vendor: ids[1], product: ids[2], version: ids[3],
                properties: bits(propertyBytes), codes: codes, axes: axes)
        } else {
            device = nil
        }
        self.events = events
        self.formatVersion = version
    }

    /// Reads a description file and an events file (either may hold both; the events
    /// file's own description wins only when no description file is given).
    /// - Throws: `EvdevError` when a file cannot be read or parsed, or when neither file
    ///   describes a device.
    public static func load(descriptionPath: String?, eventsPath: String) throws(EvdevError) -> EvemuRecording {
        var recording = try EvemuRecording(parsing: readText(eventsPath), source: eventsPath)
        if let descriptionPath {
            let description = try EvemuRecording(parsing: readText(descriptionPath), source: descriptionPath)
            guard let device = description.device else {
                throw EvdevError(.parseRecording, device: descriptionPath, detail: "no device description (N:, I:, A: lines)")
            }
            recording.device = device
            recording.formatVersion = recording.formatVersion ?? description.formatVersion
        }
        guard recording.device != nil else {
            throw EvdevError(.parseRecording, device: eventsPath,
                             detail: "no device description; give the .desc file too")
        }
        return recording
    }

    /// The most bytes a recording file may hold: about four hours of a ten-finger panel at
    /// 120 Hz. Recordings are parsed whole, in memory.
    public static let maximumFileSize = 512 << 20

    static func readText(_ path: String) throws(EvdevError) -> String {
        do {
            return String(decoding: try BoundedFile.contents(atPath: path, limit: maximumFileSize), as: UTF8.self)
        } catch {
            switch error.reason {
            case .system(let errno):
                throw EvdevError(.parseRecording, device: path, errno: Errno(rawValue: errno))
            case .notARegularFile, .tooLarge:
                throw EvdevError(.parseRecording, device: path, detail: error.reason.description)
            }
        }
    }
}
