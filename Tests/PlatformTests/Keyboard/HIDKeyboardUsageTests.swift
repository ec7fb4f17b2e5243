// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// The Linux code → HID usage table, against the usages UIKeyboardHIDUsage documents
/// (keyboardA = 0x04, keyboard1 = 0x1E, keyboardReturnOrEnter = 0x28, keyboardF1 = 0x3A,
/// keyboardRightArrow = 0x4F, keypad1 = 0x59, keyboardLeftControl = 0xE0 …).
@Suite struct HIDKeyboardUsageTests {
    @Test(arguments: [
        (30, 0x04), (48, 0x05), (44, 0x1D), (16, 0x14),  // KEY_A, KEY_B, KEY_Z, KEY_Q
        (2, 0x1E), (10, 0x26), (11, 0x27),               // KEY_1, KEY_9, KEY_0
        (28, 0x28), (1, 0x29), (14, 0x2A), (15, 0x2B), (57, 0x2C),
        (12, 0x2D), (53, 0x38), (41, 0x35),               // minus, slash, grave
        (59, 0x3A), (68, 0x43), (87, 0x44), (88, 0x45),   // F1, F10, F11, F12
        (106, 0x4F), (105, 0x50), (108, 0x51), (103, 0x52),
        (102, 0x4A), (107, 0x4D), (104, 0x4B), (109, 0x4E), (110, 0x49), (111, 0x4C),
        (79, 0x59), (82, 0x62), (96, 0x58), (98, 0x54),   // KP1, KP0, KPEnter, KPSlash
        (86, 0x64),                                       // KEY_102ND
        (29, 0xE0), (42, 0xE1), (56, 0xE2), (125, 0xE3), (97, 0xE4), (54, 0xE5), (100, 0xE6), (126, 0xE7),
        (0x2FF, 0), (240, 0),                             // KEY_MAX, KEY_UNKNOWN: no usage
    ])
    func usageOfLinuxKey(code: Int, usage: Int) {
        #expect(HIDKeyboardUsage.usage(linuxKey: UInt16(code)) == usage)
    }

    /// Every letter and digit has its own usage: the table maps 36 codes onto 0x04…0x27.
    @Test func lettersAndDigitsCoverTheirRange() {
        let usages = HIDKeyboardUsage.table.values.filter { (0x04...0x27).contains($0) }
        #expect(Set(usages).count == 36 && usages.count == 36)
    }

    @Test func keypadKeys() {
        #expect(HIDKeyboardUsage.isKeypad(usage: 0x59))
        #expect(!HIDKeyboardUsage.isKeypad(usage: 0x53))  // Num Lock itself is not a keypad character
        #expect(!HIDKeyboardUsage.isKeypad(usage: 0x1E))
    }
}
