// Vitrine — Apache License 2.0
import Foundation

/// What a text layer's `string` (Core Animation's `Any?`) draws: a String (or NSString),
/// an attributed string, or nothing for any other value.
enum TextLayerString: Equatable {
    case none
    case plain(String)
    /// A copy taken when set, so a mutable string changed later does not change the
    /// layer behind its back (Core Animation redraws only when `string` is set).
    case attributed(NSAttributedString)

    init(_ value: Any?) {
        switch value {
        case let attributed as NSAttributedString:
            self = .attributed(attributed.copy() as? NSAttributedString ?? attributed)
        case let string as String:
            self = .plain(string)
        case let string as NSString:
            self = .plain(string.description)
        default:
            self = .none
        }
    }

    /// The characters drawn.
    var text: String {
        switch self {
        case .none: ""
        case .plain(let string): string
        case .attributed(let attributed): attributed.string
        }
    }

    static func == (a: TextLayerString, b: TextLayerString) -> Bool {
        switch (a, b) {
        case (.none, .none): true
        case let (.plain(x), .plain(y)): x == y
        // Attribute values need not be comparable: each attributed string set is new.
        case let (.attributed(x), .attributed(y)): x === y
        default: false
        }
    }
}
