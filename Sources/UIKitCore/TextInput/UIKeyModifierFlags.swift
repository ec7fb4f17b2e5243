// Vitrine — Apache License 2.0
import PlatformCore

/// The modifier keys held with a key, with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command; on a PC keyboard the Super ("Windows") key.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags for the platform's modifiers.
    init(_ modifiers: KeyModifiers) {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.alphaShift) { flags.insert(.alphaShift) }
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        if modifiers.contains(.numericPad) { flags.insert(.numericPad) }
        self = flags
    }
}
