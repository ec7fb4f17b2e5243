// Vitrine — Apache License 2.0
// Design note: a compiled XKB keymap for the board's layout, shared by every keyboard;
// each keyboard gets its own KeyTranslator (its own modifier state), so Shift held on
// one keyboard never capitalizes what a barcode scanner types.
//
// Names are checked before compiling, against the rules' list: xkbcommon silently drops
// an unknown option, and a kiosk whose "ctrl:nocaps" was misspelt would only show it
// as a Caps Lock that still works. A failed compile is then pinned on the layout or the
// variant by compiling the layout alone.
// Rejected: compiling keymaps from a keymap file in the board folder; the RMLVO names
// are what installers know (localectl, Debian's /etc/default/keyboard).
import Foundation

/// A compiled keymap: the layout that turns Linux key codes into keysyms and text.
public final class Keymap {
    /// The names it was compiled from.
    public let layout: KeyboardLayout
    let handle: XKBKeymapHandle

    /// Compiles the keymap of `layout`.
    /// - Throws: `KeymapError` naming the model, option, layout or variant the XKB data
    ///   does not know, or `.data` when there is no XKB data.
    ///
    /// The corresponding C function is `xkb_keymap_new_from_names`.
    public init(_ layout: KeyboardLayout) throws(KeymapError) {
        guard let context = XKBContextHandle() else {
            throw KeymapError(.data, name: "", reason: "libxkbcommon could not make a context")
        }
        if let list = XKBRulesList.load() {
            try Self.check(layout, against: list)
        }
        let options = layout.options.joined(separator: ",")
        if let handle = XKBKeymapHandle(context: context, rules: KeyboardLayout.rules, model: layout.model,
                                        layout: layout.layout, variant: layout.variant, options: options) {
            self.layout = layout
            self.handle = handle
            return
        }
        let root = XKBRulesList.dataRoot
        guard FileManager.default.fileExists(atPath: "\(root)/symbols") else {
            throw KeymapError(.data, name: "", reason: "no XKB data in \(root) (install Debian's xkb-data)")
        }
        if !layout.variant.isEmpty,
           XKBKeymapHandle(context: context, rules: KeyboardLayout.rules, model: layout.model,
                           layout: layout.layout, variant: "", options: options) != nil {
            throw KeymapError(.variant, name: layout.variant,
                              reason: "layout \"\(layout.layout)\" has no such variant (see `localectl list-x11-keymap-variants \(layout.layout)`)")
        }
        throw KeymapError(.layout, name: layout.layout,
                          reason: "no such XKB layout (see `localectl list-x11-keymap-layouts`, or \(root)/symbols)")
    }

    /// Rejects a model or option the rules do not list, and an empty layout.
    static func check(_ layout: KeyboardLayout, against list: XKBRulesList) throws(KeymapError) {
        if layout.layout.split(separator: ",", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw KeymapError(.layout, name: layout.layout, reason: "empty layout name")
        }
        if !list.models.isEmpty, !list.models.contains(layout.model) {
            throw KeymapError(.model, name: layout.model, reason: "no such XKB model (see `localectl list-x11-keymap-models`)")
        }
        for option in layout.options where !list.options.contains(option) {
            throw KeymapError(.options, name: option, reason: "no such XKB option (see `localectl list-x11-keymap-options`)")
        }
    }

    /// Whether `code` (a Linux key code) repeats when held: letters and Backspace do,
    /// modifiers and locks do not (the keymap says so per key).
    public func repeats(linuxKey code: UInt16) -> Bool {
        handle.keyRepeats(UInt32(code) + 8)
    }

    /// The keysym's name, such as "a", "Return" or "dead_acute".
    public static func name(ofKeysym keysym: UInt32) -> String { xkbKeysymName(keysym) }

    /// The compose table of `locale` (dead keys and Multi_key sequences), for each
    /// keyboard's translator; nil when the locale has none, which leaves dead keys silent.
    func composeState(locale: String) -> XKBComposeHandle? {
        XKBComposeHandle(context: handle.context, locale: locale)
    }

    /// The locale compose tables are chosen by, as the C library reads it: LC_ALL, then
    /// LC_CTYPE, then LANG, then "C" (whose table is en_US.UTF-8's).
    public static var environmentLocale: String {
        let environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "C"
    }
}
