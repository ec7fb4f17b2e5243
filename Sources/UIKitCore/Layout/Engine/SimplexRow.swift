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

    /// One term of the row. Symbol and coefficient share one array (one allocation per
    /// row, one uniqueness check per change).
    typealias Cell = (symbol: SimplexSymbol, coefficient: Double)

    private(set) var constant: Double
    /// The cells in symbol order.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    var isConstant: Bool { cells.isEmpty }

    /// Whether every symbol in the row is a dummy (a required equality's marker).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func addToConstant(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func coefficient(for symbol: SimplexSymbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// Adds `coefficient · symbol`; a cell that becomes zero is removed.
    mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
        let position = lowerBound(of: symbol)
        if position < cells.count, cells[position].symbol == symbol {
            let sum = cells[position].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                cells.remove(at: position)
            } else {
                cells[position].coefficient = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            if position == cells.count {
                cells.append((symbol, coefficient))
            } else {
                cells.insert((symbol, coefficient), at: position)
            }
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
        let theirCount = row.cells.count
        guard theirCount > 0 else { return }
        let myCount = cells.count
        var cancelled = false
        row.cells.withUnsafeBufferPointer { theirCells in
            // Pass 1: how many of the row's symbols are new here.
            var fresh = 0
            cells.withUnsafeBufferPointer { myCells in
                var mine = 0
                for cell in theirCells {
                    while mine < myCount, myCells[mine].symbol < cell.symbol { mine += 1 }
                    if mine < myCount, myCells[mine].symbol == cell.symbol { mine += 1 } else { fresh += 1 }
                }
            }
            if fresh > 0 {
                cells.append(contentsOf: repeatElement(theirCells[0], count: fresh))
            }
            // Pass 2: merge from the back; the write position never passes the read position.
            cells.withUnsafeMutableBufferPointer { out in
                var write = myCount + fresh - 1
                var read = myCount - 1
                var theirs = theirCount - 1
                while theirs >= 0 {
                    let symbol = theirCells[theirs].symbol
                    if read >= 0, out[read].symbol > symbol {
                        out[write] = out[read]
                        read -= 1
                    } else {
                        var value = theirCells[theirs].coefficient * coefficient
                        if read >= 0, out[read].symbol == symbol {
                            value += out[read].coefficient
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
                        out[write] = (symbol, value)
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
            for index in cells.indices where cells[index].coefficient != 0 {
                cells[kept] = cells[index]
                kept += 1
            }
            cells.removeLast(cells.count - kept)
        }
    }

    mutating func remove(_ symbol: SimplexSymbol) {
        guard let index = index(of: symbol) else { return }
        cells.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = -(constant + …)/a`.
    mutating func solve(for symbol: SimplexSymbol) {
        guard let index = index(of: symbol) else { return }
        let scale = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= scale
        for position in cells.indices { cells[position].coefficient *= scale }
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
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        merge(row, coefficient, added: &added)
    }

    /// The first symbol whose negative cost makes this objective improvable, if any.
    var enteringSymbol: SimplexSymbol? {
        for (symbol, coefficient) in cells where coefficient < 0 && symbol.kind != .dummy {
            return symbol
        }
        return nil
    }

    private func index(of symbol: SimplexSymbol) -> Int? {
        let position = lowerBound(of: symbol)
        return position < cells.count && cells[position].symbol == symbol ? position : nil
    }

    private func lowerBound(of symbol: SimplexSymbol) -> Int {
        cells.withUnsafeBufferPointer { cells in
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
            }
            return low
        }
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
