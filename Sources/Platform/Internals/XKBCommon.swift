// Vitrine — Apache License 2.0
// libxkbcommon behind thin owning handles: a context, a compiled keymap, a key state and
// a compose state. The rest of Platform sees Keymap, KeyTranslator and plain values.
//
// Each handle owns one reference and drops it on deinit. libxkbcommon's own log goes
// quiet (critical only): the callers turn a failed compile into an error that names
// the board file's key, which is what the person editing the file needs.
import CXKBCommon

/// An xkb_context over the system's XKB data (xkb-data, or `XKB_CONFIG_ROOT`).
final class XKBContextHandle {
    let pointer: OpaquePointer

    /// nil when libxkbcommon cannot allocate a context.
    ///
    /// The corresponding C function is `xkb_context_new`.
    init?() {
        guard let pointer = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        xkb_context_set_log_level(pointer, XKB_LOG_LEVEL_CRITICAL)
        self.pointer = pointer
    }

    deinit { xkb_context_unref(pointer) }
}

/// A keymap compiled from rules, model, layout, variant and options (RMLVO).
final class XKBKeymapHandle {
    let pointer: OpaquePointer
    let context: XKBContextHandle

    /// nil when the names do not compile (an unknown layout or variant).
    ///
    /// The corresponding C function is `xkb_keymap_new_from_names`.
    init?(context: XKBContextHandle, rules: String, model: String, layout: String, variant: String, options: String) {
        let pointer: OpaquePointer? = rules.withCString { rules in
            model.withCString { model in
                layout.withCString { layout in
                    variant.withCString { variant in
                        options.withCString { options in
                            var names = xkb_rule_names(rules: rules, model: model, layout: layout, variant: variant, options: options)
                            return xkb_keymap_new_from_names(context.pointer, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let pointer else { return nil }
        self.pointer = pointer
        self.context = context
    }

    deinit { xkb_keymap_unref(pointer) }

    /// Whether the key repeats when held (letters do, modifiers do not).
    ///
    /// The corresponding C function is `xkb_keymap_key_repeats`.
    func keyRepeats(_ keycode: UInt32) -> Bool {
        xkb_keymap_key_repeats(pointer, keycode) == 1
    }
}

/// The modifiers, locks and layout of one keyboard: which keys are down changes it.
final class XKBStateHandle {
    let pointer: OpaquePointer
    let keymap: XKBKeymapHandle

    /// The corresponding C function is `xkb_state_new`.
    init?(keymap: XKBKeymapHandle) {
        guard let pointer = xkb_state_new(keymap.pointer) else { return nil }
        self.pointer = pointer
        self.keymap = keymap
    }

    deinit { xkb_state_unref(pointer) }

    /// Presses or releases `keycode` (an XKB keycode: the Linux code + 8).
    ///
    /// The corresponding C function is `xkb_state_update_key`.
    func update(_ keycode: UInt32, down: Bool) {
        _ = xkb_state_update_key(pointer, keycode, down ? XKB_KEY_DOWN : XKB_KEY_UP)
    }

    /// The one keysym the key gives now, 0 (NoSymbol) when none or several.
    ///
    /// The corresponding C function is `xkb_state_key_get_one_sym`.
    func keysym(_ keycode: UInt32) -> UInt32 {
        xkb_state_key_get_one_sym(pointer, keycode)
    }

    /// The text the key types now (with Control's transformation to control characters).
    ///
    /// The corresponding C function is `xkb_state_key_get_utf8`.
    func text(_ keycode: UInt32) -> String {
        xkbString { buffer, size in xkb_state_key_get_utf8(pointer, keycode, buffer, size) }
    }

    /// Whether the named modifier (`XKB_MOD_NAME_SHIFT` …) is in effect, latched,
    /// locked or held.
    ///
    /// The corresponding C function is `xkb_state_mod_name_is_active`.
    func isActive(_ modifier: String) -> Bool {
        xkb_state_mod_name_is_active(pointer, modifier, XKB_STATE_MODS_EFFECTIVE) == 1
    }
}

/// The locale's compose table (dead keys, Multi_key sequences) and a state walking it.
final class XKBComposeHandle {
    /// What feeding a keysym did to the sequence.
    enum Status { case nothing, composing, composed, cancelled }

    private let table: OpaquePointer
    private let state: OpaquePointer

    /// nil when the locale has no compose table.
    ///
    /// The corresponding C functions are `xkb_compose_table_new_from_locale` and
    /// `xkb_compose_state_new`.
    init?(context: XKBContextHandle, locale: String) {
        guard let table = xkb_compose_table_new_from_locale(context.pointer, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            return nil
        }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            return nil
        }
        self.table = table
        self.state = state
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
    }

    /// Feeds a pressed key's keysym; returns where the sequence stands.
    ///
    /// The corresponding C functions are `xkb_compose_state_feed` and
    /// `xkb_compose_state_get_status`.
    func feed(_ keysym: UInt32) -> Status {
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .nothing }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING: return .composing
        case XKB_COMPOSE_COMPOSED: return .composed
        case XKB_COMPOSE_CANCELLED: return .cancelled
        default: return .nothing
        }
    }

    /// The text of a completed sequence.
    ///
    /// The corresponding C function is `xkb_compose_state_get_utf8`.
    var composedText: String {
        xkbString { buffer, size in xkb_compose_state_get_utf8(state, buffer, size) }
    }

    /// Forgets a sequence (after it completed or was cancelled).
    ///
    /// The corresponding C function is `xkb_compose_state_reset`.
    func reset() { xkb_compose_state_reset(state) }
}

/// The keysym's name, "a", "Return", "dead_acute" (xkb_keysym_get_name).
func xkbKeysymName(_ keysym: UInt32) -> String {
    xkbString { buffer, size in xkb_keysym_get_name(keysym, buffer, size) }
}

/// The XKB modifier names Vitrine maps onto KeyModifiers.
enum XKBModifierName {
    static let shift = XKB_MOD_NAME_SHIFT
    static let capsLock = XKB_MOD_NAME_CAPS
    static let control = XKB_MOD_NAME_CTRL
    static let alternate = XKB_MOD_NAME_ALT
    static let logo = XKB_MOD_NAME_LOGO
}

/// A string from an xkb call that writes into a buffer and returns the length it needed
/// (without the NUL), retrying once with a buffer large enough.
private func xkbString(_ call: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    var length = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress!, $0.count) }  // safe: non-empty array
    if length >= buffer.count {
        buffer = [CChar](repeating: 0, count: Int(length) + 1)
        length = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress!, $0.count) }  // safe: non-empty array
    }
    guard length > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
