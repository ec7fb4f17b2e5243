// Vitrine — Apache License 2.0

/// A keymap that cannot be made: a name the XKB data does not know, or no XKB data at
/// all. The board loader turns it into an error naming the file, line and key.
public struct KeymapError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which of the names is at fault.
    public enum Field: String, Sendable {
        case model, layout, variant, options
        /// No context could be made, or the XKB data is missing.
        case data
    }

    /// Which name is at fault.
    public var field: Field
    /// The name the XKB data does not know (empty for `.data`).
    public var name: String
    /// Why, in words.
    public var reason: String

    /// An error from values.
    public init(_ field: Field, name: String, reason: String) {
        self.field = field
        self.name = name
        self.reason = reason
    }

    /// "unknown layout \"zz\": …".
    public var description: String {
        field == .data ? reason : "\(field.rawValue) \"\(name)\": \(reason)"
    }
}
