// Vitrine — Apache License 2.0

/// The XKB names that choose a keymap: model, layout, variant and options, as the board
/// file's `[keyboard]` section gives them (the "MLVO" of XKB's RMLVO; the rules are
/// always "evdev", those of a Linux console or Wayland compositor reading evdev codes).
public struct KeyboardLayout: Hashable, Sendable, CustomStringConvertible {
    /// The keyboard model, "pc105" by default (xkbcommon's own default).
    public var model: String
    /// One layout such as "de", or several separated by commas ("us,de").
    public var layout: String
    /// The variant of each layout ("nodeadkeys"), empty for the basic one.
    public var variant: String
    /// XKB options such as "ctrl:nocaps" or "compose:ralt".
    public var options: [String]

    /// The rules file the names are looked up in.
    public static let rules = "evdev"

    /// A layout from names; the defaults are a US keyboard.
    /// - Parameters:
    ///   - layout: the layout name, "us" by default.
    ///   - variant: the variant, empty by default.
    ///   - options: XKB options, none by default.
    ///   - model: the model, "pc105" by default.
    public init(layout: String = "us", variant: String = "", options: [String] = [], model: String = "pc105") {
        self.layout = layout
        self.variant = variant
        self.options = options
        self.model = model
    }

    /// "de (nodeadkeys), options ctrl:nocaps, model pc105".
    public var description: String {
        var text = layout + (variant.isEmpty ? "" : " (\(variant))")
        if !options.isEmpty { text += ", options \(options.joined(separator: ","))" }
        return text + ", model \(model)"
    }
}
