// Vitrine — Apache License 2.0
// The simplex objective: one coefficient per error symbol of every optional constraint, so
// it is the one row that grows with the whole layout. A sorted array (SimplexRow) would
// make each change and each search for an entering symbol cost the objective's length;
// here coefficients are stored by symbol number, and the symbols whose coefficient went
// negative wait in a min-heap, so the oldest improvable symbol (the one Kiwi's ordered
// scan finds) is found without scanning.

/// The objective row: coefficients by symbol number, and a heap of improvable symbols.
struct ObjectiveRow {
    private var coefficients: [Double] = []
    /// Symbols whose coefficient was made negative, oldest on top; entries whose
    /// coefficient is no longer negative are dropped when they reach the top.
    private var candidates: [SimplexSymbol] = []
    private var isCandidate: [Bool] = []

    /// Makes room for symbols numbered below `count`.
    mutating func reserveCapacity(_ count: Int) {
        guard count > coefficients.count else { return }
        coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
        isCandidate.append(contentsOf: repeatElement(false, count: count - isCandidate.count))
    }

    func coefficient(for symbol: SimplexSymbol) -> Double {
        symbol.serial < coefficients.count ? coefficients[symbol.serial] : 0
    }

    /// Adds `coefficient · symbol`; a sum closer to zero than the tolerance becomes zero.
    mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
        let index = symbol.serial
        if index >= coefficients.count {
            guard abs(coefficient) >= SimplexRow.epsilon else { return }
            let grown = max(index + 1, coefficients.count * 2)
            coefficients.append(contentsOf: repeatElement(0, count: grown - coefficients.count))
            isCandidate.append(contentsOf: repeatElement(false, count: grown - isCandidate.count))
        }
        var sum = coefficients[index] + coefficient
        if abs(sum) < SimplexRow.epsilon { sum = 0 }
        coefficients[index] = sum
        if sum < 0, symbol.kind != .dummy, !isCandidate[index] {
            isCandidate[index] = true
            push(symbol)
        }
    }

    /// Adds `coefficient · row` (its cells; the objective's constant is never read).
    mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SimplexSymbol) {
        guard symbol.serial < coefficients.count else { return }
        coefficients[symbol.serial] = 0
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: SimplexSymbol, with row: SimplexRow) {
        let coefficient = self.coefficient(for: symbol)
        guard coefficient != 0 else { return }
        coefficients[symbol.serial] = 0
        insert(row, coefficient)
    }

    /// The oldest non-dummy symbol with a negative coefficient, if any.
    mutating func enteringSymbol() -> SimplexSymbol? {
        while let top = candidates.first {
            if coefficients[top.serial] < 0 { return top }
            isCandidate[top.serial] = false
            popTop()
        }
        return nil
    }

    // MARK: - Heap

    private mutating func push(_ symbol: SimplexSymbol) {
        candidates.append(symbol)
        var child = candidates.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard candidates[child] < candidates[parent] else { break }
            candidates.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popTop() {
        let last = candidates.removeLast()
        guard !candidates.isEmpty else { return }
        candidates[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < candidates.count else { break }
            var smallest = left
            if left + 1 < candidates.count, candidates[left + 1] < candidates[left] { smallest = left + 1 }
            guard candidates[smallest] < candidates[parent] else { break }
            candidates.swapAt(smallest, parent)
            parent = smallest
        }
    }
}
