// Vitrine — Apache License 2.0
import Foundation

/// The sizes of print the museum shop sells, with their prices in euros.
enum PrintSize: Int, CaseIterable, Hashable, Sendable {
    case a4, a3, a2

    var title: String {
        switch self {
        case .a4: "A4"
        case .a3: "A3"
        case .a2: "A2"
        }
    }

    var price: Decimal {
        switch self {
        case .a4: 12
        case .a3: 18
        case .a2: 26
        }
    }

    static let framePrice: Decimal = 15
}

/// The visitor's basket of prints, collected at the shop desk under a name.
@MainActor
final class PrintOrder {
    struct Line: Hashable, Sendable {
        let id: Int
        let exhibit: Exhibit
        let size: PrintSize
        let framed: Bool
        let quantity: Int

        var unitPrice: Decimal { size.price + (framed ? PrintSize.framePrice : 0) }
        var price: Decimal { unitPrice * Decimal(quantity) }
        var summary: String { "\(size.title) print\(framed ? ", framed" : "") · × \(quantity)" }
    }

    private(set) var lines: [Line] = []
    private var nextLineID = 1
    /// The order number the next placed order gets.
    private(set) var nextOrderNumber = 1042
    /// Called after every change.
    var observers: [() -> Void] = []

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var total: Decimal { lines.reduce(0) { $0 + $1.price } }

    func add(_ exhibit: Exhibit, size: PrintSize, framed: Bool, quantity: Int) {
        lines.append(Line(id: nextLineID, exhibit: exhibit, size: size, framed: framed, quantity: max(1, quantity)))
        nextLineID += 1
        changed()
    }

    func remove(lineID: Int) {
        lines.removeAll { $0.id == lineID }
        changed()
    }

    /// Places the order: returns its number and empties the basket.
    func place() -> Int {
        let number = nextOrderNumber
        nextOrderNumber += 1
        lines = []
        changed()
        return number
    }

    private func changed() {
        for observer in observers { observer() }
    }

    /// Euros with two decimals, as on the shop's receipts: "€18.00".
    static func euros(_ amount: Decimal) -> String {
        let value = NSDecimalNumber(decimal: amount).doubleValue
        return String(format: "€%.2f", value)
    }
}
