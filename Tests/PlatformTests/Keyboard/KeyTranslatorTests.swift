// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// Linux key codes through xkb-data's US and German keymaps. Expected characters are
/// what the layouts print on the keys (the German layout swaps Y and Z and puts " on
/// Shift+2); expected keysyms are xkbcommon-keysyms.h's values.
@Suite struct KeyTranslatorTests {
    nonisolated(unsafe) static let us = try! Keymap(KeyboardLayout())
    nonisolated(unsafe) static let german = try! Keymap(KeyboardLayout(layout: "de"))

    /// A translator with en_US.UTF-8's compose table (it holds the dead-key sequences).
    static func translator(_ keymap: Keymap = us, compose: String? = "en_US.UTF-8") throws -> KeyTranslator {
        try KeyTranslator(keymap: keymap, deviceID: 7, composeLocale: compose)
    }

    /// Presses and releases `codes` in order (each down then up), returning the downs.
    static func type(_ codes: [UInt16], _ translator: KeyTranslator) -> [KeyEvent] {
        var downs: [KeyEvent] = []
        for code in codes {
            if let down = translator.translate(linuxKey: code, value: 1, time: 0) { downs.append(down) }
            _ = translator.translate(linuxKey: code, value: 0, time: 0)
        }
        return downs
    }

    @Test func lettersDigitsAndPunctuationOnAUSKeyboard() throws {
        // KEY_H, KEY_I, KEY_SPACE, KEY_1, KEY_SLASH, KEY_ENTER, KEY_BACKSPACE, KEY_TAB
        let downs = Self.type([35, 23, 57, 2, 53, 28, 14, 15], try Self.translator())
        #expect(downs.map(\.characters) == ["h", "i", " ", "1", "/", "\r", "\u{8}", "\t"])
        #expect(downs.map(\.hidUsage) == [0x0B, 0x0C, 0x2C, 0x1E, 0x38, 0x28, 0x2A, 0x2B])
        #expect(downs.map(\.keysym) == [0x68, 0x69, 0x20, 0x31, 0x2F, 0xFF0D, 0xFF08, 0xFF09])
        #expect(downs.allSatisfy { $0.deviceID == 7 && $0.modifiers.isEmpty && !$0.isFromScanner })
    }

    @Test func shiftCapitalizesAndIsInTheModifiersOfTheKeysItChanges() throws {
        let translator = try Self.translator()
        let shiftDown = try #require(translator.translate(linuxKey: 42, value: 1, time: 1))
        #expect(shiftDown.modifiers.isEmpty)  // the key's own modifier is excluded
        #expect(shiftDown.hidUsage == 0xE1 && shiftDown.characters.isEmpty)
        let a = try #require(translator.translate(linuxKey: 30, value: 1, time: 2))
        // UIKey: charactersIgnoringModifiers is lowercase for Latin layouts, Shift included.
        #expect(a.characters == "A" && a.charactersIgnoringModifiers == "a" && a.modifiers == .shift && a.keysym == 0x41)
        let aUp = try #require(translator.translate(linuxKey: 30, value: 0, time: 3))
        #expect(aUp.phase == .up && aUp.modifiers == .shift)
        let shiftUp = try #require(translator.translate(linuxKey: 42, value: 0, time: 4))
        #expect(shiftUp.modifiers.isEmpty)
        #expect(Self.type([30], translator).map(\.characters) == ["a"])
    }

    /// Control, Alt and the Super key map onto UIKit's control, alternate and command;
    /// charactersIgnoringModifiers is the key's unmodified text.
    @Test func controlAltAndSuper() throws {
        let translator = try Self.translator()
        _ = translator.translate(linuxKey: 29, value: 1, time: 0)  // KEY_LEFTCTRL
        _ = translator.translate(linuxKey: 56, value: 1, time: 0)  // KEY_LEFTALT
        _ = translator.translate(linuxKey: 125, value: 1, time: 0) // KEY_LEFTMETA
        let c = try #require(translator.translate(linuxKey: 46, value: 1, time: 0))
        #expect(c.modifiers == [.control, .alternate, .command])
        #expect(c.charactersIgnoringModifiers == "c" && c.keysym == 0x63)
    }

    @Test func capsLockLocksUntilPressedAgain() throws {
        let translator = try Self.translator()
        #expect(Self.type([58, 30], translator).map(\.characters) == ["", "A"])  // KEY_CAPSLOCK, KEY_A
        #expect(translator.modifiers == .alphaShift)
        #expect(Self.type([58, 30], translator).map(\.characters) == ["", "a"])
        #expect(translator.modifiers.isEmpty)
    }

    @Test func keypadKeysCarryNumericPad() throws {
        let translator = try Self.translator()
        let kp7 = try #require(translator.translate(linuxKey: 71, value: 1, time: 0))  // KEY_KP7
        #expect(kp7.hidUsage == 0x5F && kp7.modifiers.contains(.numericPad))
    }

    @Test func germanLayoutSwapsYAndZAndMovesTheQuote() throws {
        let translator = try Self.translator(Self.german)
        // KEY_Y, KEY_Z: the HID usage stays the key's place (0x1C is the US Y key).
        let downs = Self.type([21, 44], translator)
        #expect(downs.map(\.characters) == ["z", "y"])
        #expect(downs.map(\.hidUsage) == [0x1C, 0x1D])
        _ = translator.translate(linuxKey: 42, value: 1, time: 0)
        let two = Self.type([3], translator)  // Shift+2
        #expect(two.map(\.characters) == ["\""] && two.map(\.charactersIgnoringModifiers) == ["2"])
    }

    /// The German dead acute (KEY_EQUAL) types nothing, then composes with e into é.
    @Test func deadKeyComposesWithTheNextLetter() throws {
        let translator = try Self.translator(Self.german)
        #expect(translator.composes)
        let downs = Self.type([13, 18, 18], translator)  // dead acute, e, e
        #expect(downs.map(\.characters) == ["", "é", "e"])
        #expect(downs[0].keysym == 0xFE51)  // dead_acute
    }

    /// A kiosk started by systemd has no LANG: the "C" locale's compose table (xkbcommon
    /// maps it to en_US.UTF-8's) still makes dead keys work.
    @Test func theCLocaleComposesToo() throws {
        let translator = try Self.translator(Self.german, compose: "C")
        #expect(translator.composes)
        #expect(Self.type([13, 18], translator).map(\.characters) == ["", "é"])
    }

    /// Without a compose table a dead key types nothing and the next key types itself.
    @Test func withoutAComposeTableDeadKeysAreSilent() throws {
        let translator = try Self.translator(Self.german, compose: nil)
        #expect(!translator.composes)
        #expect(Self.type([13, 18], translator).map(\.characters) == ["", "e"])
    }

    @Test func kernelAutorepeatAndUnmatchedReleasesAreDropped() throws {
        let translator = try Self.translator()
        #expect(translator.translate(linuxKey: 30, value: 0, time: 0) == nil)  // up without down
        #expect(translator.translate(linuxKey: 30, value: 1, time: 0)?.phase == .down)
        #expect(translator.translate(linuxKey: 30, value: 2, time: 0) == nil)  // the kernel's repeat
        #expect(translator.translate(linuxKey: 30, value: 1, time: 0) == nil)  // already down
        #expect(translator.repeatEvent(linuxKey: 30, time: 1).phase == .repeat)
        #expect(translator.repeatEvent(linuxKey: 30, time: 1).characters == "a")
    }

    @Test func cancelAllReportsHeldKeysInPressOrderAndResetsTheState() throws {
        let translator = try Self.translator()
        _ = translator.translate(linuxKey: 42, value: 1, time: 0)  // Shift
        _ = translator.translate(linuxKey: 30, value: 1, time: 0)  // A
        let cancelled = translator.cancelAll(time: 5)
        #expect(cancelled.map(\.phase) == [.cancelled, .cancelled])
        #expect(cancelled.map(\.scanCode) == [42, 30])
        #expect(cancelled.allSatisfy { $0.timestamp == 5 })
        #expect(translator.keysDown.isEmpty && translator.modifiers.isEmpty)
        #expect(Self.type([30], translator).map(\.characters) == ["a"])
    }

    /// Each keyboard has its own state: Shift held on one does not capitalize another's.
    @Test func statesAreNotSharedBetweenDevices() throws {
        let keyboard = try Self.translator(), scanner = try KeyTranslator(keymap: Self.us, deviceID: 8, isFromScanner: true)
        _ = keyboard.translate(linuxKey: 42, value: 1, time: 0)
        let scanned = Self.type([30], scanner)
        #expect(scanned.map(\.characters) == ["a"] && scanned[0].isFromScanner && scanned[0].deviceID == 8)
    }
}
