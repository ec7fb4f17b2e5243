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
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("style") else { return }
            guard let style = Style(rawValue: text) else {
                throw table.error("style", .invalidValue("\(BoardConfigurationError.quoted(text)) is neither \"light\" nor \"dark\""))
            }
            self.style = style
        }
    }
}
