// Vitrine — Apache License 2.0
// When Vitrine's on-screen keyboard appears, and which letters it shows. The host sets
// both from the board file's [keyboard] keys (`on-screen`, `layout`).

/// When the on-screen keyboard comes up for a text-entry first responder.
package enum OnScreenKeyboardPolicy: String, Sendable {
    /// Only while no hardware keyboard is attached.
    case auto
    case always
    case never
}

/// The letters the on-screen keyboard shows.
package enum OnScreenKeyboardLayoutName: String, Sendable {
    /// US English, QWERTY.
    case us
    /// German, QWERTZ with ä, ö, ü and ß.
    case de
}

extension UIApplication {
    /// The app's on-screen keyboard policy; `auto` unless the board file says otherwise.
    package static var onScreenKeyboardPolicy = OnScreenKeyboardPolicy.auto
    /// The app's on-screen keyboard layout; US English unless the board file says otherwise.
    package static var onScreenKeyboardLayout = OnScreenKeyboardLayoutName.us

    /// Whether a hardware keyboard is attached: a keyboard source of the running app has
    /// a device open. Without a running app (no panel, no keyboards) the answer is yes,
    /// so `auto` shows nothing where nobody can type.
    package static var isHardwareKeyboardAttached: Bool {
        guard let runtime = ApplicationRuntime.current else { return true }
        return runtime.keyboardSources.contains { ($0.openDeviceCount ?? 0) > 0 }
    }
}
