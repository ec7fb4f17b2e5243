// Vitrine — Apache License 2.0
import CXKBCommon
import PlatformCore

/// What a VNC viewer's key means here. RFB sends X keysyms, already chosen by the
/// viewer's own layout (Shift+a arrives as `A`), so no keymap is applied: the keysym
/// gives the text, and the key's place on a US keyboard gives its HID usage (RFB does not
/// say where the key is; ours, for `UIKey.keyCode`).
enum RemoteKeysym {
    /// The text the keysym types (`xkb_keysym_to_utf32`); empty for modifiers, arrows
    /// and function keys. Return, Tab, BackSpace, Escape and Delete type their control
    /// characters, as on a hardware keyboard.
    static func characters(_ keysym: UInt32) -> String {
        let scalar = xkb_keysym_to_utf32(keysym)
        guard scalar != 0, let value = Unicode.Scalar(scalar) else { return "" }
        return String(Character(value))
    }

    /// The text with no modifier: lowercase for letters, the unshifted symbol of the same
    /// US key for punctuation (`!` → `1`); empty for modifiers.
    static func charactersIgnoringModifiers(_ keysym: UInt32) -> String {
        if isModifier(keysym) { return "" }
        let text = characters(keysym)
        if let shifted = text.unicodeScalars.first, text.unicodeScalars.count == 1,
           let index = shiftedSymbols.firstIndex(of: Character(shifted)) {
            return String(unshiftedSymbols[index])
        }
        return text.lowercased()
    }

    /// The modifier a keysym is, if it is one.
    static func modifier(_ keysym: UInt32) -> KeyModifiers? {
        switch keysym {
        case 0xFFE1, 0xFFE2: return .shift  // Shift_L, Shift_R
        case 0xFFE3, 0xFFE4: return .control  // Control_L, Control_R
        case 0xFFE9, 0xFFEA, 0xFFE7, 0xFFE8, 0xFE03: return .alternate  // Alt_L/R, Meta_L/R, ISO_Level3_Shift (AltGr)
        case 0xFFEB, 0xFFEC: return .command  // Super_L, Super_R
        default: return nil
        }
    }

    static func isModifier(_ keysym: UInt32) -> Bool { modifier(keysym) != nil || keysym == 0xFFE5 }

    /// The HID usage (keyboard page 0x07) of the key that types `keysym` on a US layout; 0
    /// for keysyms no US key types (accented letters, other scripts).
    static func hidUsage(_ keysym: UInt32) -> Int {
        if let usage = specialUsages[keysym] { return usage }
        let text = characters(keysym)
        guard let character = text.first, text.count == 1 else { return 0 }
        let lower = Character(character.lowercased())
        if let ascii = lower.asciiValue, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii) {
            return 0x04 + Int(ascii - UInt8(ascii: "a"))
        }
        let unshifted = shiftedSymbols.firstIndex(of: character).map { unshiftedSymbols[$0] } ?? character
        return symbolUsages[unshifted] ?? 0
    }

    // US layout: each shifted symbol above the unshifted one on the same key.
    private static let shiftedSymbols: [Character] = Array("!@#$%^&*()_+{}|:\"~<>?")
    private static let unshiftedSymbols: [Character] = Array("1234567890-=[]\\;'`,./")
    private static let symbolUsages: [Character: Int] = [
        "1": 0x1E, "2": 0x1F, "3": 0x20, "4": 0x21, "5": 0x22, "6": 0x23, "7": 0x24, "8": 0x25, "9": 0x26, "0": 0x27,
        " ": 0x2C, "-": 0x2D, "=": 0x2E, "[": 0x2F, "]": 0x30, "\\": 0x31, ";": 0x33, "'": 0x34, "`": 0x35,
        ",": 0x36, ".": 0x37, "/": 0x38,
    ]
    // X keysyms (keysymdef.h) of keys that type no printable text.
    private static let specialUsages: [UInt32: Int] = {
        var table: [UInt32: Int] = [
            0xFF0D: 0x28, 0xFF8D: 0x58,  // Return, KP_Enter
            0xFF1B: 0x29, 0xFF08: 0x2A, 0xFF09: 0x2B, 0xFE20: 0x2B,  // Escape, BackSpace, Tab, ISO_Left_Tab
            0xFFE5: 0x39,  // Caps_Lock
            0xFF63: 0x49, 0xFF50: 0x4A, 0xFF55: 0x4B, 0xFFFF: 0x4C, 0xFF57: 0x4D, 0xFF56: 0x4E,  // Insert Home PgUp Delete End PgDn
            0xFF53: 0x4F, 0xFF51: 0x50, 0xFF54: 0x51, 0xFF52: 0x52,  // Right Left Down Up
            0xFFE3: 0xE0, 0xFFE1: 0xE1, 0xFFE9: 0xE2, 0xFFEB: 0xE3,  // left Control Shift Alt Super
            0xFFE4: 0xE4, 0xFFE2: 0xE5, 0xFFEA: 0xE6, 0xFFEC: 0xE7, 0xFE03: 0xE6,  // right ones, AltGr
        ]
        for n in 0..<12 { table[0xFFBE + UInt32(n)] = 0x3A + n }  // F1…F12
        return table
    }()
}
