// Vitrine — Apache License 2.0
@_exported import PlatformCore

/// A keyboard a test drives: each `send(_:)` delivers one key event at once.
///
/// It behaves as a device would for the consumer: nothing is delivered before
/// `start(on:)` or after `stop()`, and `stop()` reports the keys still down as cancelled.
/// Helpers press keys by HID usage and type US-layout text.
@MainActor
public final class ScriptedKeyboardSource: KeyboardSource {
    /// Receives each event sent while the source runs.
    public var keyHandler: ((KeyEvent) -> Void)?

    /// The device ID stamped on events built by the helpers.
    public let deviceID: Int
    /// Whether the helpers mark events as coming from a barcode scanner.
    public let isScanner: Bool
    /// Whether the source was started and not stopped.
    public private(set) var isRunning = false
    /// Keys down after the events sent so far, by HID usage.
    public private(set) var keysDown: [Int: KeyEvent] = [:]
    /// The time of the last event sent; the helpers continue from it.
    public private(set) var lastTimestamp: Double = 0

    /// Creates a keyboard (or, with `isScanner`, a barcode scanner) whose events carry `deviceID`.
    public init(deviceID: Int = 100, isScanner: Bool = false) {
        self.deviceID = deviceID
        self.isScanner = isScanner
    }

    /// Starts delivering; never throws (a real device could).
    public func start(on loop: any EventLoop) throws {
        isRunning = true
    }

    /// Reports the keys still down as cancelled, then stops delivering.
    public func stop() {
        guard isRunning else { return }
        for key in keysDown.values.sorted(by: { $0.hidUsage < $1.hidUsage }) {
            var cancelled = key
            cancelled.phase = .cancelled
            cancelled.timestamp = lastTimestamp
            send(cancelled)
        }
        isRunning = false
    }

    /// Delivers `event` to the handler now, if the source is running.
    public func send(_ event: KeyEvent) {
        guard isRunning else { return }
        lastTimestamp = event.timestamp
        switch event.phase {
        case .up, .cancelled: keysDown[event.hidUsage] = nil
        case .down, .repeat: keysDown[event.hidUsage] = event
        }
        keyHandler?(event)
    }

    /// Sends one phase of a key, 10 ms after the previous event.
    public func send(_ phase: KeyPhase, usage: Int, characters: String = "", ignoringModifiers: String? = nil,
                     modifiers: KeyModifiers = []) {
        send(KeyEvent(deviceID: deviceID, timestamp: lastTimestamp + 0.01, phase: phase, hidUsage: usage,
                      characters: characters, charactersIgnoringModifiers: ignoringModifiers ?? characters,
                      modifiers: modifiers, isFromScanner: isScanner))
    }

    /// A key going down and coming up.
    public func press(usage: Int, characters: String = "", ignoringModifiers: String? = nil, modifiers: KeyModifiers = []) {
        send(.down, usage: usage, characters: characters, ignoringModifiers: ignoringModifiers, modifiers: modifiers)
        send(.up, usage: usage, characters: characters, ignoringModifiers: ignoringModifiers, modifiers: modifiers)
    }

    /// Types `text` on a US layout: letters, digits, space and common punctuation, with
    /// Shift for capitals; "\n" presses Return. Other characters are sent with HID usage
    /// 0, as a keymap's composed characters would be.
    public func type(_ text: String) {
        for character in text {
            let (usage, shifted) = Self.usLayout(character)
            let base = shifted ? Self.unshifted(character) : String(character)
            let typed = character == "\n" ? "\r" : String(character)
            press(usage: usage, characters: typed, ignoringModifiers: shifted ? typed : base, modifiers: shifted ? .shift : [])
        }
    }

    /// Holds Control and presses a letter key: `control("c")`.
    public func control(_ letter: Character) {
        let (usage, _) = Self.usLayout(letter)
        // Control chords type a control character; the layout's plain letter is unmodified.
        let controlCharacter = letter.asciiValue.map { String(UnicodeScalar($0 & 0x1F)) } ?? ""
        press(usage: usage, characters: controlCharacter, ignoringModifiers: String(letter), modifiers: .control)
    }

    /// USB HID usages (keyboard page) of the keys a US layout types `character` with.
    public static func usLayout(_ character: Character) -> (usage: Int, shifted: Bool) {
        if let ascii = character.asciiValue {
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return (4 + Int(ascii - UInt8(ascii: "a")), false)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return (4 + Int(ascii - UInt8(ascii: "A")), true)
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return (30 + Int(ascii - UInt8(ascii: "1")), false)
            case UInt8(ascii: "0"): return (39, false)
            default: break
            }
        }
        let table: [Character: (Int, Bool)] = [
            "\n": (40, false), "\t": (43, false), " ": (44, false), "-": (45, false), "_": (45, true),
            "=": (46, false), "+": (46, true), ".": (55, false), ",": (54, false), "/": (56, false),
            "@": (31, true), "!": (30, true), "?": (56, true), ";": (51, false), ":": (51, true), "'": (52, false),
        ]
        return table[character] ?? (0, false)
    }

    private static func unshifted(_ character: Character) -> String {
        let shifted: [Character: String] = ["_": "-", "+": "=", "@": "2", "!": "1", "?": "/", ":": ";"]
        return shifted[character] ?? character.lowercased()
    }
}
