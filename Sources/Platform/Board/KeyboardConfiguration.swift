// Vitrine — Apache License 2.0
import Foundation

/// The `[keyboard]` section of a board file: the layout hardware keyboards type with,
/// how held keys repeat, which device is a barcode scanner, and when the on-screen
/// keyboard shows.
///
/// Every key is optional; without the section keyboards type with a US layout.
///
/// Guarantees: `layout` names a keymap the XKB data compiles (a board file naming an
/// unknown layout, variant, option or model is rejected at load); `repeatDelay` is
/// within `repeatDelayRange` and `repeatRate` within `repeatRateRange`.
public struct KeyboardConfiguration: Hashable, Sendable {
    /// When the on-screen keyboard shows for a text field that becomes first responder.
    public enum OnScreenKeyboard: String, Hashable, Sendable, CaseIterable {
        /// When no hardware keyboard is attached (the default).
        case auto
        /// Always, even with a hardware keyboard.
        case always
        /// Never; text comes from hardware keyboards and scanners only.
        case never
    }

    /// `layout`, `variant`, `options` (comma-separated, as in /etc/default/keyboard's
    /// XKBOPTIONS) and `model`: the XKB names of the keymap; "us" by default.
    public var layout: KeyboardLayout
    /// `repeat-delay`: milliseconds a key is held before it repeats. 660 by default, the
    /// X server's (XkbDfltRepeatDelay); iOS does not document its own.
    public var repeatDelay: Int
    /// `repeat-rate`: repeats per second once repeating; 0 turns repeat off (as in
    /// Wayland's wl_keyboard.repeat_info). 25 by default, the X server's (a 40 ms interval,
    /// XkbDfltRepeatInterval).
    public var repeatRate: Int
    /// `scanner-match-usb`: the USB ID of the barcode scanner, whose keys go to the app
    /// even when no text field is focused and are never mixed with other typing. nil by
    /// default: no device is a scanner.
    public var scannerMatchUSB: USBID?
    /// `on-screen`: "auto" (the default), "always" or "never".
    public var onScreen: OnScreenKeyboard

    /// The `repeat-delay` values a board file may give, in milliseconds: below 100 ms a
    /// tap repeats; above 5 s the key seems never to repeat. Ours.
    public static let repeatDelayRange = 100...5000
    /// The `repeat-rate` values a board file may give, per second (0: no repeat). 100 is
    /// faster than anyone reads what is typed. Ours.
    public static let repeatRateRange = 0...100

    /// Creates a keyboard configuration; the defaults are those of absent keys.
    /// - Parameters:
    ///   - layout: the XKB names of the keymap.
    ///   - repeatDelay: milliseconds before a held key repeats.
    ///   - repeatRate: repeats per second, 0 for none.
    ///   - scannerMatchUSB: the barcode scanner's USB ID.
    ///   - onScreen: when the on-screen keyboard shows.
    public init(layout: KeyboardLayout = .init(), repeatDelay: Int = 660, repeatRate: Int = 25,
                scannerMatchUSB: USBID? = nil, onScreen: OnScreenKeyboard = .auto) {
        precondition(Self.repeatDelayRange.contains(repeatDelay),
                     "KeyboardConfiguration: 'repeatDelay' must be within \(Self.repeatDelayRange), got \(repeatDelay)")
        precondition(Self.repeatRateRange.contains(repeatRate),
                     "KeyboardConfiguration: 'repeatRate' must be within \(Self.repeatRateRange), got \(repeatRate)")
        self.layout = layout
        self.repeatDelay = repeatDelay
        self.repeatRate = repeatRate
        self.scannerMatchUSB = scannerMatchUSB
        self.onScreen = onScreen
    }

    /// The keys the `[keyboard]` section accepts.
    static let keys = ["layout", "variant", "options", "model", "repeat-delay", "repeat-rate",
                       "scanner-match-usb", "on-screen"]

    /// Decodes and validates a `[keyboard]` table, compiling the keymap it names.
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()
        var namesValid = true
        func name(_ key: String) -> String? {
            var value: String?
            table.collect { () throws(BoardConfigurationError) in
                do throws(BoardConfigurationError) {
                    value = try table.string(key)
                } catch {
                    namesValid = false
                    throw error
                }
            }
            return value
        }
        let layoutName = name("layout"), variant = name("variant"), options = name("options"), model = name("model")
        if let layoutName { layout.layout = layoutName }
        if let variant { layout.variant = variant }
        if let options {
            layout.options = options.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        if let model { layout.model = model }
        if namesValid && (layoutName ?? variant ?? options ?? model) != nil {
            table.collect { () throws(BoardConfigurationError) in
                do throws(KeymapError) {
                    _ = try Keymap(layout)
                } catch {
                    let key = error.field == .data ? "layout" : error.field.rawValue
                    throw table.error(table.has(key) ? key : "layout", .invalidValue(error.description))
                }
            }
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let value = try table.integer("repeat-delay") else { return }
            guard Self.repeatDelayRange.contains(value) else {
                throw table.error("repeat-delay", .invalidValue(
                    "\(value) ms is outside \(Self.repeatDelayRange.lowerBound)…\(Self.repeatDelayRange.upperBound)"))
            }
            repeatDelay = value
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let value = try table.integer("repeat-rate") else { return }
            guard Self.repeatRateRange.contains(value) else {
                throw table.error("repeat-rate", .invalidValue(
                    "\(value) per second is outside \(Self.repeatRateRange.lowerBound)…\(Self.repeatRateRange.upperBound) (0 turns repeat off)"))
            }
            repeatRate = value
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("scanner-match-usb") else { return }
            guard let id = USBID(text) else {
                throw table.error("scanner-match-usb", .invalidValue(
                    "\(BoardConfigurationError.quoted(text)) is not a USB ID \"vvvv:pppp\" (4 hex digits each, as lsusb prints it)"))
            }
            scannerMatchUSB = id
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("on-screen") else { return }
            guard let value = OnScreenKeyboard(rawValue: text) else {
                throw table.error("on-screen", .invalidValue("\(BoardConfigurationError.quoted(text)); expected \"auto\", \"always\" or \"never\""))
            }
            onScreen = value
        }
    }
}

extension KeyboardConfiguration {
    /// One line for `vitrine check-config` and logs: "layout de (nodeadkeys), model pc105;
    /// repeat after 660 ms at 25/s; scanner 0c2e:0b61; on-screen keyboard auto".
    public var summary: String {
        let repeats = repeatRate > 0 ? "repeat after \(repeatDelay) ms at \(repeatRate)/s" : "no repeat"
        let scanner = scannerMatchUSB.map { "scanner \($0)" } ?? "no scanner"
        return "layout \(layout); \(repeats); \(scanner); on-screen keyboard \(onScreen.rawValue)"
    }
}
