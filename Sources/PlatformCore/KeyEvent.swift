// Vitrine — Apache License 2.0

/// One key going down, repeating or coming up on a keyboard (a real one, a barcode
/// scanner, a remote viewer's, a replayed recording), already translated by the keymap.
///
/// Platform fills in what the layout produced (`characters`, the keysym, the modifiers
/// in effect); UIKit turns it into a `UIPress` with a `UIKey` for the responder chain.
public struct KeyEvent: Sendable, Equatable {
    /// Identifies the device within the process (stable while it stays plugged in).
    public var deviceID: Int
    /// Monotonic seconds, from the kernel's event timestamp.
    public var timestamp: Double
    public var phase: KeyPhase
    /// The key's USB HID usage (keyboard page 0x07), which `UIKey.keyCode` reports;
    /// 0 for keys HID has no usage for.
    public var hidUsage: Int
    /// The key's Linux input code (`KEY_A` is 30), for logs and diagnostics.
    public var scanCode: Int
    /// The XKB keysym the layout gives the key with the current modifiers.
    public var keysym: UInt32
    /// The text the key types with the current modifiers and dead keys (empty for
    /// modifiers, arrows and function keys, and for a dead key that only composes).
    public var characters: String
    /// The text the key types with no modifier, Shift included (lowercase for Latin
    /// layouts, as UIKey documents); empty for a modifier key.
    public var charactersIgnoringModifiers: String
    /// The modifiers in effect when the key changed, this key excluded.
    public var modifiers: KeyModifiers
    /// True when the device is the board's barcode scanner: its keys go to the app even
    /// with no text field focused, and one scan is never interleaved with other typing.
    public var isFromScanner: Bool

    public init(deviceID: Int, timestamp: Double, phase: KeyPhase, hidUsage: Int, scanCode: Int = 0,
                keysym: UInt32 = 0, characters: String = "", charactersIgnoringModifiers: String = "",
                modifiers: KeyModifiers = [], isFromScanner: Bool = false) {
        self.deviceID = deviceID
        self.timestamp = timestamp
        self.phase = phase
        self.hidUsage = hidUsage
        self.scanCode = scanCode
        self.keysym = keysym
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
        self.isFromScanner = isFromScanner
    }
}

/// What happened to a key.
public enum KeyPhase: String, Sendable, Equatable {
    /// Pressed.
    case down
    /// Held long enough to repeat (at the board's rate); types its characters again.
    case `repeat`
    /// Released.
    case up
    /// The device went away (or the screen was handed to another VT) while it was down.
    case cancelled
}

/// Modifier keys and locks, as UIKit's `UIKeyModifierFlags` names them.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = KeyModifiers(rawValue: 1 << 0)  // Caps Lock
    public static let shift = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)
    public static let alternate = KeyModifiers(rawValue: 1 << 3)
    /// The Super ("Windows") key, which plays the part of Command.
    public static let command = KeyModifiers(rawValue: 1 << 4)
    public static let numericPad = KeyModifiers(rawValue: 1 << 5)
}

/// A producer of key events: evdev keyboards, a remote viewer, a replayed recording.
@MainActor
public protocol KeyboardSource: AnyObject {
    /// Called on the event loop with each key event, in order.
    var keyHandler: ((KeyEvent) -> Void)? { get set }

    /// Starts delivering key events through `loop`.
    func start(on loop: any EventLoop) throws

    /// Stops delivering; keys still down are reported cancelled first.
    func stop()

    /// The keyboards it reads now, so the on-screen keyboard's `auto` policy can tell
    /// whether one is attached; nil for a source that is not a set of devices.
    var openDeviceCount: Int? { get }

    /// The barcode scanners it reads now (not in `openDeviceCount`), for the fleet's
    /// metrics; nil for a source that is not a set of devices.
    var openScannerCount: Int? { get }
}

extension KeyboardSource {
    public var openDeviceCount: Int? { nil }
    public var openScannerCount: Int? { nil }
}
