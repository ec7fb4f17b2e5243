// Vitrine — Apache License 2.0

/// One key of the on-screen keyboard and the share of its row's width it takes.
struct KeyboardKey: Equatable {
    enum Kind: Equatable {
        /// Types its text (shifted on the letters page when shift is on).
        case character(String)
        case shift
        case backspace
        case space
        case `return`
        /// Switches to another page.
        case page(KeyboardPage, title: String)
    }

    var kind: Kind
    /// The key's width in units of the row (a row's widths add up to its unit count).
    var width: Double = 1

    static func character(_ text: String, width: Double = 1) -> KeyboardKey {
        KeyboardKey(kind: .character(text), width: width)
    }

    /// Whether the key is drawn as a special (darker) key.
    var isSpecial: Bool {
        switch kind {
        case .character, .space: return false
        default: return true
        }
    }
}

/// The pages of the keyboard.
enum KeyboardPage: Equatable {
    case letters
    case numbers
    case symbols
}
