// Vitrine — Apache License 2.0
// A map from solver symbols to values, stored by the symbol's creation number. Symbols are
// numbered densely from 1, so an array replaces hashing on the solver's hottest paths
// (row lookups and the column index).

struct SymbolMap<Value> {
    private var slots: [Value?] = []

    subscript(symbol: SimplexSymbol) -> Value? {
        get {
            let index = symbol.serial
            return index < slots.count ? slots[index] : nil
        }
        _modify {
            let index = symbol.serial
            if index >= slots.count { slots.append(contentsOf: repeatElement(nil, count: index - slots.count + 1)) }
            yield &slots[index]
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: SimplexSymbol) -> Value? {
        let index = symbol.serial
        guard index < slots.count else { return nil }
        defer { slots[index] = nil }
        return slots[index]
    }
}
