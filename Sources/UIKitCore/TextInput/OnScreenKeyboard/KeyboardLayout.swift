// Vitrine — Apache License 2.0
// The rows of keys of each page, for a layout (US QWERTY, German QWERTZ) and the first
// responder's keyboard type. A letters row of US English holds 10 units, of German 11
// (the umlauts take a column); every row of a page adds up to the same unit count, so
// one unit's width is the keyboard's width divided by it.

/// The keys of the on-screen keyboard, row by row, for one page.
struct KeyboardLayout {
    var name: OnScreenKeyboardLayoutName
    var keyboardType: UIKeyboardType
    var returnTitle: String

    /// Whether the type shows a number pad (digits only, three columns, no return key).
    var isNumberPad: Bool {
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad: return true
        default: return false
        }
    }

    /// The page a responder starts on.
    var firstPage: KeyboardPage {
        keyboardType == .numbersAndPunctuation ? .numbers : .letters
    }

    /// The number of units in each row.
    var unitsPerRow: Double {
        if isNumberPad { return 3 }
        return name == .de ? 11 : 10
    }

    /// The four rows of `page`.
    func rows(for page: KeyboardPage) -> [[KeyboardKey]] {
        if isNumberPad { return numberPadRows }
        switch page {
        case .letters: return letterRows
        case .numbers: return numberRows
        case .symbols: return symbolRows
        }
    }

    // MARK: - Number pads

    private var numberPadRows: [[KeyboardKey]] {
        let corner: KeyboardKey
        switch keyboardType {
        // The decimal separator of the layout's language.
        case .decimalPad: corner = .character(name == .de ? "," : ".")
        case .phonePad: corner = .character("+")
        default: corner = .character("")
        }
        return [
            ["1", "2", "3"].map { .character($0) },
            ["4", "5", "6"].map { .character($0) },
            ["7", "8", "9"].map { .character($0) },
            [corner, .character("0"), KeyboardKey(kind: .backspace)],
        ]
    }

    // MARK: - Letters

    private var letterRows: [[KeyboardKey]] {
        let letters: [String]
        switch name {
        case .us: letters = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        case .de: letters = ["qwertzuiopü", "asdfghjklöä", "yxcvbnmß"]
        }
        let rows = letters.map { $0.map { KeyboardKey.character(String($0)) } }
        // The side keys take what the letters leave, half each.
        let side = (unitsPerRow - Double(rows[2].count)) / 2
        let middleInset = (unitsPerRow - Double(rows[1].count)) / 2
        var middle = rows[1]
        if middleInset > 0 {
            middle[0].width += middleInset
            middle[middle.count - 1].width += middleInset
        }
        return [rows[0], middle,
                [KeyboardKey(kind: .shift, width: side)] + rows[2] + [KeyboardKey(kind: .backspace, width: side)],
                bottomRow(page: .numbers, title: ".?123")]
    }

    /// The bottom row: page switch, the type's extra keys, space, return.
    private func bottomRow(page: KeyboardPage, title: String) -> [KeyboardKey] {
        // The German rows' extra unit goes to the page and return keys.
        let edge = name == .de ? 3.0 : 2.5
        let pageKey = KeyboardKey(kind: .page(page, title: title), width: edge)
        let returnKey = KeyboardKey(kind: .return, width: edge)
        let middle = unitsPerRow - 2 * edge
        guard page == .numbers else {
            return [pageKey, KeyboardKey(kind: .space, width: middle), returnKey]
        }
        switch keyboardType {
        case .emailAddress:
            return [pageKey, .character("@"), KeyboardKey(kind: .space, width: middle - 2), .character("."), returnKey]
        case .URL:
            return [pageKey, .character(".", width: 1.5), .character("/", width: 1.5), .character(".com", width: middle - 3), returnKey]
        default:
            return [pageKey, KeyboardKey(kind: .space, width: middle), returnKey]
        }
    }

    // MARK: - Numbers and symbols

    private var numberRows: [[KeyboardKey]] {
        let currency = name == .de ? "€" : "$"
        return punctuationRows(["1234567890", "-/:;()\(currency)&@\""], switchTo: .symbols, title: "#+=")
    }

    private var symbolRows: [[KeyboardKey]] {
        let currencies = name == .de ? "$£¥•" : "€£¥•"
        return punctuationRows(["[]{}#%^*+=", "_\\|~<>\(currencies)"], switchTo: .numbers, title: "123")
    }

    private func punctuationRows(_ top: [String], switchTo page: KeyboardPage, title: String) -> [[KeyboardKey]] {
        // Ten keys share the row's units (11 for German: each key a little wider).
        let unit = unitsPerRow / 10
        let upper = top.map { $0.map { KeyboardKey.character(String($0), width: unit) } }
        let side = 1.5 * unit
        let marks = [".", ",", "?", "!", "'"]
        let markWidth = (unitsPerRow - 2 * side) / Double(marks.count)
        let third = [KeyboardKey(kind: .page(page, title: title), width: side)]
            + marks.map { KeyboardKey.character($0, width: markWidth) }
            + [KeyboardKey(kind: .backspace, width: side)]
        return upper + [third, bottomRow(page: .letters, title: "ABC")]
    }

    // MARK: - Return

    /// The return key's title for a return key type (UIKit's English titles).
    static func returnTitle(for type: UIReturnKeyType) -> String {
        switch type {
        case .default: return "return"
        case .go: return "Go"
        case .google, .yahoo, .search: return "Search"
        case .join: return "Join"
        case .next: return "Next"
        case .route: return "Route"
        case .send: return "Send"
        case .done: return "Done"
        case .emergencyCall: return "Emergency Call"
        case .continue: return "Continue"
        }
    }
}
