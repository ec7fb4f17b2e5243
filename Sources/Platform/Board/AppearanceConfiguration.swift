// Vitrine — Apache License 2.0

/// The `[appearance]` section of a board file: how the kiosk's interface looks.
///
/// Without the section the kiosk uses the light appearance, as iOS does by default.
public struct AppearanceConfiguration: Hashable, Sendable {
    /// The interface style an app's dynamic colours resolve with.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// The light appearance (the default).
        case light
        /// The dark appearance.
        case dark
    }

    /// `style`: `"light"` (the default) or `"dark"`. An app may still override it at run
    /// time (`window.overrideUserInterfaceStyle`).
    public var style: Style

    /// Creates an appearance configuration; the default is that of an absent key.
    /// - Parameter style: the interface style.
    public init(style: Style = .light) {
        self.style = style
    }

    /// The keys the `[appearance]` section accepts.
    static let keys = ["style"]

    /// Decodes and validates an `[appearance]` table.
    init(decoding table: ConfigurationTable) throws(BoardConfigurationError) {
        try table.rejectUnknownKeys(allowed: Self.keys)
        self.init()
        if let text = try table.string("style") {
            guard let style = Style(rawValue: text) else {
                throw table.error("style", .invalidValue("\"\(text)\" is neither \"light\" nor \"dark\""))
            }
            self.style = style
        }
    }
}
