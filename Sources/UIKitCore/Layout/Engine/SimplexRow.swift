// Vitrine — Apache License 2.0
// One row of the simplex tableau: `basic = constant + Σ coefficient · symbol`, or, before
// it is solved for a symbol, the linear form `constant + Σ coefficient · symbol = 0`.
//
// The cells are kept sorted by symbol so that every scan of a row visits the symbols in
// the order they were made. The solver's pivot choices depend on that order; keeping it
// makes the result independent of hashing and the same as Kiwi's for the same input.
// Rows of a layout are short (a handful of cells), so a sorted array beats a dictionary.

/// A tableau row: a constant and a sparse, symbol-sorted list of coefficients.
struct SimplexRow {
    /// Coefficients closer to zero than this are taken as zero (Kiwi's tolerance).
    static let epsilon = 1.0e-8

    private(set) var constant: Double
    private(set) var symbols: [SimplexSymbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isConstant: Bool { symbols.isEmpty }

    /// Whether every symbol in the row is a dummy (a required equality's marker).
    var hasOnlyDummies: Bool { symbols.allSatisfy { $0.kind == .dummy } }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func addToConstant(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func coefficient(for symbol: SimplexSymbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return coefficients[index]
    }

    /// Adds `coefficient · symbol`; a cell that becomes zero is removed.
    mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
        let position = lowerBound(of: symbol)
        if position < symbols.count, symbols[position] == symbol {
            let sum = coefficients[position] + coefficient
            if abs(sum) < Self.epsilon {
                symbols.remove(at: position)
                coefficients.remove(at: position)
            } else {
                coefficients[position] = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            symbols.insert(symbol, at: position)
            coefficients.insert(coefficient, at: position)
        }
    }

    /// Adds `coefficient · row` (constant and cells). Both rows are sorted, so they merge
    /// in one pass: a long row (a chain of views accumulates many markers) must not cost
    /// a shifting insertion per cell. The merge runs backwards in place, so the row's
    /// storage is reused (grown by doubling) instead of allocated anew per substitution.
    mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
        var added: [SimplexSymbol]? = nil
        merge(row, coefficient, added: &added)
    }

    private mutating func merge(_ row: SimplexRow, _ coefficient: Double, added: inout [SimplexSymbol]?) {
        constant += row.constant * coefficient
        let theirCount = row.symbols.count
        guard theirCount > 0 else { return }
        let myCount = symbols.count
        // Pass 1: how many of the row's symbols are new here.
        var fresh = 0
        var mine = 0
        for symbol in row.symbols {
            while mine < myCount, symbols[mine] < symbol { mine += 1 }
            if mine < myCount, symbols[mine] == symbol { mine += 1 } else { fresh += 1 }
        }
        if fresh > 0 {
            symbols.append(contentsOf: repeatElement(row.symbols[0], count: fresh))
            coefficients.append(contentsOf: repeatElement(0, count: fresh))
        }
        // Pass 2: merge from the back; the write position never passes the read position.
        var cancelled = false
        symbols.withUnsafeMutableBufferPointer { outSymbols in
            coefficients.withUnsafeMutableBufferPointer { outCoefficients in
                var write = myCount + fresh - 1
                var read = myCount - 1
                var theirs = theirCount - 1
                while theirs >= 0 {
                    let symbol = row.symbols[theirs]
                    if read >= 0, outSymbols[read] > symbol {
                        outSymbols[write] = outSymbols[read]
                        outCoefficients[write] = outCoefficients[read]
                        read -= 1
                    } else {
                        var value = row.coefficients[theirs] * coefficient
                        if read >= 0, outSymbols[read] == symbol {
                            value += outCoefficients[read]
                            read -= 1
                            if abs(value) < Self.epsilon {
                                value = 0
                                cancelled = true
                            }
                        } else if abs(value) < Self.epsilon {
                            value = 0
                            cancelled = true
                        } else {
                            added?.append(symbol)
                        }
                        outSymbols[write] = symbol
                        outCoefficients[write] = value
                        theirs -= 1
                    }
                    write -= 1
                }
            }
        }
        // Cells that summed to (nearly) zero, marked exactly 0 above, leave the row; rare,
        // so a second pass.
        if cancelled {
            var kept = 0
            for index in symbols.indices where coefficients[index] != 0 {
                symbols[kept] = symbols[index]
                coefficients[kept] = coefficients[index]
                kept += 1
            }
            symbols.removeLast(symbols.count - kept)
            coefficients.removeLast(coefficients.count - kept)
        }
    }

    mutating func remove(_ symbol: SimplexSymbol) {
        guard let index = index(of: symbol) else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = -(constant + …)/a`.
    mutating func solve(for symbol: SimplexSymbol) {
        guard let index = index(of: symbol) else { return }
        let scale = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= scale
        for position in coefficients.indices { coefficients[position] *= scale }
    }

    /// Rewrites `lhs = this row` as `rhs = …`, making `lhs` a parameter of the row.
    mutating func solve(for lhs: SimplexSymbol, and rhs: SimplexSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: SimplexSymbol, with row: SimplexRow) {
        var added: [SimplexSymbol]? = nil
        substitute(symbol, with: row, added: &added)
    }

    /// `substitute(symbol, with: row)` that appends to `added` the symbols new to this row.
    mutating func substitute(_ symbol: SimplexSymbol, with row: SimplexRow, added: inout [SimplexSymbol]?) {
        guard let index = index(of: symbol) else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        merge(row, coefficient, added: &added)
    }

    /// The first symbol whose negative cost makes this objective improvable, if any.
    var enteringSymbol: SimplexSymbol? {
        for (symbol, coefficient) in zip(symbols, coefficients) where coefficient < 0 && symbol.kind != .dummy {
            return symbol
        }
        return nil
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<[SimplexSymbol], [Double]> { zip(symbols, coefficients) }

    private func index(of symbol: SimplexSymbol) -> Int? {
        let position = lowerBound(of: symbol)
        return position < symbols.count && symbols[position] == symbol ? position : nil
    }

    private func lowerBound(of symbol: SimplexSymbol) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A column of the tableau: a variable of the caller's, or one the solver made.
struct SimplexSymbol: Hashable, Comparable {
    enum Kind: Int {
        case external, slack, error, dummy
    }

    /// The creation number shifted left by 2, with the kind in the low bits: ordering by
    /// raw value is ordering by creation.
    let rawValue: Int

    init(serial: Int, kind: Kind) {
        rawValue = serial << 2 | kind.rawValue
    }

    var kind: Kind { Kind(rawValue: rawValue & 3)! }  // Safe: every 2-bit value is a Kind.

    /// The creation number.
    var serial: Int { rawValue >> 2 }

    /// Slack and error symbols may leave or enter the basis freely.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: SimplexSymbol, rhs: SimplexSymbol) -> Bool { lhs.rawValue < rhs.rawValue }
}
