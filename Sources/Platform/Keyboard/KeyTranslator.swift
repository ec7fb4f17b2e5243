// Vitrine — Apache License 2.0
// Design note: one keyboard's keys turned into KeyEvents, through the board's keymap
// with the keyboard's own XKB state (modifiers, locks) and compose state (dead keys).
//
// - `characters` and the keysym are read before the state takes the key, so Shift
//   pressed and then A gives "A", and a key's own modifier is not in `modifiers`. A
//   release reads its modifiers after the state let go of the key, for the same reason.
// - `charactersIgnoringModifiers` comes from a second state that never sees a key: the
//   key's text with no modifier at all, Shift included, as UIKey documents it ("for
//   Latin-based languages, always expect a lowercase property value").
// - Dead keys go through the locale's compose table: the dead key types nothing, the
//   next key types the composed character; a sequence the table does not know types
//   nothing (as X and Wayland clients do). Without a table, dead keys type nothing.
// - The kernel's own autorepeat (value 2) is dropped: repeats come from KeyRepeater at
//   the board's rate. A release of a key that is not down (held when the device was
//   opened) is dropped too, so every `up` has its `down`.

/// Turns one keyboard's Linux key codes into `KeyEvent`s.
public final class KeyTranslator {
    /// The id the events carry.
    public let deviceID: Int
    /// Marks the events as a barcode scanner's.
    public let isFromScanner: Bool
    /// The keymap translating.
    public let keymap: Keymap
    /// The Linux codes of the keys down, in the order they went down.
    public private(set) var keysDown: [UInt16] = []

    private let state: XKBStateHandle
    /// A state no key changes: the layout's unmodified level.
    private let unmodifiedState: XKBStateHandle
    private let compose: XKBComposeHandle?

    /// A translator with a fresh state (no modifier, no lock).
    /// - Parameters:
    ///   - keymap: the board's keymap.
    ///   - deviceID: the id events carry.
    ///   - isFromScanner: whether the device is the board's barcode scanner.
    ///   - composeLocale: the locale whose compose table handles dead keys; nil for none.
    /// - Throws: `KeymapError` with `.data` when libxkbcommon cannot make a state.
    public init(keymap: Keymap, deviceID: Int, isFromScanner: Bool = false,
                composeLocale: String? = Keymap.environmentLocale) throws(KeymapError) {
        guard let state = XKBStateHandle(keymap: keymap.handle), let unmodified = XKBStateHandle(keymap: keymap.handle) else {
            throw KeymapError(.data, name: "", reason: "libxkbcommon could not make a keyboard state")
        }
        self.keymap = keymap
        self.deviceID = deviceID
        self.isFromScanner = isFromScanner
        self.state = state
        self.unmodifiedState = unmodified
        self.compose = composeLocale.flatMap { keymap.composeState(locale: $0) }
    }

    /// Whether dead keys compose (the locale has a compose table).
    public var composes: Bool { compose != nil }

    /// The modifiers and locks in effect now.
    public var modifiers: KeyModifiers {
        var modifiers: KeyModifiers = []
        if state.isActive(XKBModifierName.shift) { modifiers.insert(.shift) }
        if state.isActive(XKBModifierName.capsLock) { modifiers.insert(.alphaShift) }
        if state.isActive(XKBModifierName.control) { modifiers.insert(.control) }
        if state.isActive(XKBModifierName.alternate) { modifiers.insert(.alternate) }
        if state.isActive(XKBModifierName.logo) { modifiers.insert(.command) }
        return modifiers
    }

    /// The event for one EV_KEY event: `value` 1 pressed, 0 released, 2 the kernel's
    /// autorepeat (dropped: nil). Also nil for a press of a key already down and a
    /// release of one not down.
    public func translate(linuxKey code: UInt16, value: Int32, time: Double) -> KeyEvent? {
        let keycode = UInt32(code) + 8
        switch value {
        case 1:
            guard !keysDown.contains(code) else { return nil }
            var event = makeEvent(code, phase: .down, time: time, modifiers: modifiers)
            if let compose {
                switch compose.feed(event.keysym) {
                case .nothing: break
                case .composing: event.characters = ""
                case .composed:
                    event.characters = compose.composedText
                    compose.reset()
                case .cancelled:
                    event.characters = ""
                    compose.reset()
                }
            } else if Self.isDeadKey(event.keysym) {
                event.characters = ""
            }
            keysDown.append(code)
            state.update(keycode, down: true)
            return event
        case 0:
            guard let index = keysDown.firstIndex(of: code) else { return nil }
            var event = makeEvent(code, phase: .up, time: time, modifiers: [])
            keysDown.remove(at: index)
            state.update(keycode, down: false)
            event.modifiers = modifiers.union(event.modifiers)
            return event
        default:
            return nil
        }
    }

    /// A repeat of `code`, which is down, with the text it types now.
    public func repeatEvent(linuxKey code: UInt16, time: Double) -> KeyEvent {
        var event = makeEvent(code, phase: .repeat, time: time, modifiers: modifiers)
        if Self.isDeadKey(event.keysym) { event.characters = "" }
        return event
    }

    /// Every key still down reported cancelled, in the order they went down, and the
    /// state emptied (the device went away, or the source stops).
    public func cancelAll(time: Double) -> [KeyEvent] {
        var events: [KeyEvent] = []
        for code in keysDown {
            events.append(makeEvent(code, phase: .cancelled, time: time, modifiers: modifiers))
        }
        for code in keysDown.reversed() { state.update(UInt32(code) + 8, down: false) }
        keysDown.removeAll()
        compose?.reset()
        return events
    }

    private func makeEvent(_ code: UInt16, phase: KeyPhase, time: Double, modifiers: KeyModifiers) -> KeyEvent {
        let keycode = UInt32(code) + 8
        let usage = HIDKeyboardUsage.usage(linuxKey: code)
        var modifiers = modifiers
        if HIDKeyboardUsage.isKeypad(usage: usage) { modifiers.insert(.numericPad) }
        return KeyEvent(
            deviceID: deviceID, timestamp: time, phase: phase, hidUsage: usage, scanCode: Int(code),
            keysym: state.keysym(keycode), characters: state.text(keycode),
            charactersIgnoringModifiers: unmodifiedState.text(keycode), modifiers: modifiers, isFromScanner: isFromScanner)
    }

    /// XKB's dead keysyms, dead_grave (0xfe50) … dead_greek and the rest of the block
    /// (xkbcommon-keysyms.h puts them all in 0xfe50…0xfe8f).
    static func isDeadKey(_ keysym: UInt32) -> Bool { (0xFE50...0xFE8F).contains(keysym) }
}
