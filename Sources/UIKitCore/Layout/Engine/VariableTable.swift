// Vitrine — Apache License 2.0
// The solver's symbol for each caller variable. The layout engine numbers its variables
// densely from 0, so they are kept in an array by number (a lookup per frame edge must
// not hash); other numbers, which only tests use, go to a dictionary.

struct VariableTable {
    /// Numbers below this are stored in the array.
    private static let denseLimit = 1 << 22
    private var dense: [SimplexSymbol?] = []
    private var sparse: [LayoutVariable: SimplexSymbol] = [:]

    /// Makes room for variables numbered below `count`.
    mutating func reserveCapacity(_ count: Int) {
        let count = min(count, Self.denseLimit)
        guard count > dense.count else { return }
        dense.append(contentsOf: repeatElement(nil, count: count - dense.count))
    }

    subscript(variable: LayoutVariable) -> SimplexSymbol? {
        get {
            let id = variable.id
            if id >= 0, id < Self.denseLimit { return id < dense.count ? dense[id] : nil }
            return sparse[variable]
        }
        set {
            let id = variable.id
            guard id >= 0, id < Self.denseLimit else { return sparse[variable] = newValue }
            if id >= dense.count {
                reserveCapacity(max(id + 1, dense.count * 2, 16))
            }
            dense[id] = newValue
        }
    }
}
