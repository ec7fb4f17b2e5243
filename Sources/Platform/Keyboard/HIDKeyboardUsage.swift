// Vitrine — Apache License 2.0
// Linux key codes (linux/input-event-codes.h) to USB HID usages of the Keyboard/Keypad
// page 0x07 (HID Usage Tables, chapter 10), which UIKit's UIKeyboardHIDUsage numbers.
// The correspondence is the one the kernel's hid-input driver applies in the other
// direction (its hid_keyboard table); the table here is written from those two
// documents. Codes HID has no keyboard-page usage for give 0.

/// The USB HID usage (keyboard page) of Linux key codes.
public enum HIDKeyboardUsage {
    /// The usage of `code`, 0 when the keyboard page has none.
    public static func usage(linuxKey code: UInt16) -> Int {
        Int(table[code] ?? 0)
    }

    /// True for the keys of the numeric keypad (`UIKeyModifierFlags.numericPad`):
    /// Keypad / through Keypad . (0x54–0x63), Keypad = (0x67) and Keypad , (0x85).
    public static func isKeypad(usage: Int) -> Bool {
        (0x54...0x63).contains(usage) || usage == 0x67 || usage == 0x85
    }

    /// Linux code → usage.
    static let table: [UInt16: UInt8] = {
        var table: [UInt16: UInt8] = [:]
        // Letters: usages 0x04 (a) … 0x1D (z); Linux numbers them in QWERTY row order.
        let letters: [UInt16] = [30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50,  // KEY_A … KEY_M
                                 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44]  // KEY_N … KEY_Z
        for (index, code) in letters.enumerated() { table[code] = UInt8(0x04 + index) }
        // Digits: usages 0x1E (1) … 0x26 (9), 0x27 (0); KEY_1 is 2 … KEY_9 is 10, KEY_0 is 11.
        for code in UInt16(2)...11 { table[code] = UInt8(0x1E + Int(code) - 2) }
        // F1 … F10 are KEY_F1 (59) … KEY_F10 (68): usages 0x3A … 0x43.
        for code in UInt16(59)...68 { table[code] = UInt8(0x3A + Int(code) - 59) }
        // F13 … F24 are KEY_F13 (183) … KEY_F24 (194): usages 0x68 … 0x73.
        for code in UInt16(183)...194 { table[code] = UInt8(0x68 + Int(code) - 183) }
        let named: [(UInt16, UInt8)] = [
            (28, 0x28),   // KEY_ENTER → Return (Enter)
            (1, 0x29),    // KEY_ESC → Escape
            (14, 0x2A),   // KEY_BACKSPACE → Delete (Backspace)
            (15, 0x2B),   // KEY_TAB → Tab
            (57, 0x2C),   // KEY_SPACE → Spacebar
            (12, 0x2D),   // KEY_MINUS → - and _
            (13, 0x2E),   // KEY_EQUAL → = and +
            (26, 0x2F),   // KEY_LEFTBRACE → [ and {
            (27, 0x30),   // KEY_RIGHTBRACE → ] and }
            (43, 0x31),   // KEY_BACKSLASH → \ and | (hid-input also maps Non-US # 0x32 here)
            (39, 0x33),   // KEY_SEMICOLON → ; and :
            (40, 0x34),   // KEY_APOSTROPHE → ' and "
            (41, 0x35),   // KEY_GRAVE → ` and ~
            (51, 0x36),   // KEY_COMMA → , and <
            (52, 0x37),   // KEY_DOT → . and >
            (53, 0x38),   // KEY_SLASH → / and ?
            (58, 0x39),   // KEY_CAPSLOCK → Caps Lock
            (87, 0x44),   // KEY_F11
            (88, 0x45),   // KEY_F12
            (99, 0x46),   // KEY_SYSRQ → Print Screen
            (70, 0x47),   // KEY_SCROLLLOCK → Scroll Lock
            (119, 0x48),  // KEY_PAUSE → Pause
            (110, 0x49),  // KEY_INSERT → Insert
            (102, 0x4A),  // KEY_HOME → Home
            (104, 0x4B),  // KEY_PAGEUP → Page Up
            (111, 0x4C),  // KEY_DELETE → Delete Forward
            (107, 0x4D),  // KEY_END → End
            (109, 0x4E),  // KEY_PAGEDOWN → Page Down
            (106, 0x4F),  // KEY_RIGHT → Right Arrow
            (105, 0x50),  // KEY_LEFT → Left Arrow
            (108, 0x51),  // KEY_DOWN → Down Arrow
            (103, 0x52),  // KEY_UP → Up Arrow
            (69, 0x53),   // KEY_NUMLOCK → Keypad Num Lock and Clear
            (98, 0x54),   // KEY_KPSLASH → Keypad /
            (55, 0x55),   // KEY_KPASTERISK → Keypad *
            (74, 0x56),   // KEY_KPMINUS → Keypad -
            (78, 0x57),   // KEY_KPPLUS → Keypad +
            (96, 0x58),   // KEY_KPENTER → Keypad Enter
            (79, 0x59),   // KEY_KP1
            (80, 0x5A),   // KEY_KP2
            (81, 0x5B),   // KEY_KP3
            (75, 0x5C),   // KEY_KP4
            (76, 0x5D),   // KEY_KP5
            (77, 0x5E),   // KEY_KP6
            (71, 0x5F),   // KEY_KP7
            (72, 0x60),   // KEY_KP8
            (73, 0x61),   // KEY_KP9
            (82, 0x62),   // KEY_KP0
            (83, 0x63),   // KEY_KPDOT → Keypad .
            (86, 0x64),   // KEY_102ND → Non-US \ and | (the key left of Z on ISO keyboards)
            (127, 0x65),  // KEY_COMPOSE → Application (the menu key)
            (116, 0x66),  // KEY_POWER → Power
            (117, 0x67),  // KEY_KPEQUAL → Keypad =
            (138, 0x75),  // KEY_HELP → Help
            (113, 0x7F),  // KEY_MUTE → Mute
            (115, 0x80),  // KEY_VOLUMEUP → Volume Up
            (114, 0x81),  // KEY_VOLUMEDOWN → Volume Down
            (121, 0x85),  // KEY_KPCOMMA → Keypad ,
            (89, 0x87),   // KEY_RO → International1
            (93, 0x88),   // KEY_KATAKANAHIRAGANA → International2
            (124, 0x89),  // KEY_YEN → International3
            (92, 0x8A),   // KEY_HENKAN → International4
            (94, 0x8B),   // KEY_MUHENKAN → International5
            (122, 0x90),  // KEY_HANGEUL → LANG1
            (123, 0x91),  // KEY_HANJA → LANG2
            (29, 0xE0),   // KEY_LEFTCTRL → Left Control
            (42, 0xE1),   // KEY_LEFTSHIFT → Left Shift
            (56, 0xE2),   // KEY_LEFTALT → Left Alt (Option)
            (125, 0xE3),  // KEY_LEFTMETA → Left GUI (Command)
            (97, 0xE4),   // KEY_RIGHTCTRL → Right Control
            (54, 0xE5),   // KEY_RIGHTSHIFT → Right Shift
            (100, 0xE6),  // KEY_RIGHTALT → Right Alt (AltGr)
            (126, 0xE7),  // KEY_RIGHTMETA → Right GUI
        ]
        for (code, usage) in named { table[code] = usage }
        return table
    }()
}
