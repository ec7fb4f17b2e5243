// Vitrine — Apache License 2.0
// A map from solver symbols to values, stored by the symbol's creation number. Symbols are
// numbered densely from 1, so an array replaces hashing on the solver's hottest paths
// (row lookups and the column index). The array grows by doubling, so making n symbols
// costs O(n), not a copy per symbol.

struct SymbolMap<Value> {
    private var slots: [Value?] = []

    subscript(symbol: SimplexSymbol) -> Value? {
        @inline(__always) get {
            let index = symbol.serial
            return index < slots.count ? slots[index] : nil
        }
        @inline(__always) _modify {
            let index = symbol.serial
            if index >= slots.count { grow(to: index) }
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

    /// Makes room for symbols numbered below `count`, so that making them does not grow
    /// (and copy) the storage step by step.
    mutating func reserveCapacity(_ count: Int) {
        guard count > slots.count else { return }
        slots.append(contentsOf: repeatElement(nil, count: count - slots.count))
    }

    private mutating func grow(to index: Int) {
        reserveCapacity(max(index + 1, slots.count * 2, 16))
    }
}

extension SymbolMap where Value == SimplexRow {
    /// The constant of `symbol`'s row, read in place: copying the row out to read one
    /// number would retain and release its arrays (a frame reads four values per view).
    @inline(__always) func constant(of symbol: SimplexSymbol) -> Double? {
        let index = symbol.serial
        guard index < slots.count else { return nil }
        return slots.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped.advanced(by: index).pointee?.constant }
    }

    /// The coefficient of `symbol` in `basic`'s row (0 when either is missing), read in
    /// place for the same reason.
    @inline(__always) func coefficient(for symbol: SimplexSymbol, inRowOf basic: SimplexSymbol) -> Double {
        let index = basic.serial
        guard index < slots.count else { return 0 }
        return slots.withUnsafeBufferPointer {
            $0.baseAddress.unsafelyUnwrapped.advanced(by: index).pointee?.coefficient(for: symbol) ?? 0
        }
    }
}
