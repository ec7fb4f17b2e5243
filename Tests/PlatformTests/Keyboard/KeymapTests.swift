// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// Keymaps compiled from xkb-data's names, and the names it does not know.
@Suite struct KeymapTests {
    @Test func usAndGermanLayoutsCompile() throws {
        #expect(try Keymap(KeyboardLayout()).layout.layout == "us")
        #expect(try Keymap(KeyboardLayout(layout: "de", variant: "nodeadkeys")).layout.variant == "nodeadkeys")
    }

    @Test(arguments: [
        (KeyboardLayout(layout: "zz"), KeymapError.Field.layout, "zz"),
        (KeyboardLayout(layout: "de", variant: "bogus"), .variant, "bogus"),
        (KeyboardLayout(options: ["ctrl:nocaps", "bogus:option"]), .options, "bogus:option"),
        (KeyboardLayout(model: "pc9999"), .model, "pc9999"),
        (KeyboardLayout(layout: "us,"), .layout, "us,"),
    ])
    func unknownNamesAreErrorsNamingTheField(layout: KeyboardLayout, field: KeymapError.Field, name: String) {
        #expect {
            _ = try Keymap(layout)
        } throws: { error in
            let error = error as? KeymapError
            return error?.field == field && error?.name == name
        }
    }

    @Test func knownOptionsAreAccepted() throws {
        _ = try Keymap(KeyboardLayout(options: ["ctrl:nocaps", "compose:ralt"]))
    }

    /// Letters repeat, modifiers do not (xkb-data's keymaps mark modifiers non-repeating).
    @Test func repeatingKeys() throws {
        let keymap = try Keymap(KeyboardLayout())
        #expect(keymap.repeats(linuxKey: 30))   // KEY_A
        #expect(keymap.repeats(linuxKey: 14))   // KEY_BACKSPACE
        #expect(!keymap.repeats(linuxKey: 42))  // KEY_LEFTSHIFT
        #expect(!keymap.repeats(linuxKey: 58))  // KEY_CAPSLOCK
    }

    @Test func rulesListNamesLayoutsVariantsAndOptions() throws {
        let list = try #require(XKBRulesList.load())
        #expect(list.layouts.contains("de"))
        #expect(list.variants["de", default: []].contains("nodeadkeys"))
        #expect(list.options.contains("ctrl:nocaps"))
        #expect(list.models.contains("pc105"))
    }

    @Test func keysymNames() {
        #expect(Keymap.name(ofKeysym: 0x61) == "a")
        #expect(Keymap.name(ofKeysym: 0xFF0D) == "Return")
        #expect(Keymap.name(ofKeysym: 0xFE51) == "dead_acute")
    }
}
