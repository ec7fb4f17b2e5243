// Vitrine — Apache License 2.0
// The constraint solver under Auto Layout: an incremental simplex solver of the Cassowary
// family (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
// Algorithm", 2001), organised as Kiwi organises it: one tableau whose rows are kept
// solved and optimal after every change.
//
// - Each constraint becomes one row. Inequalities get a slack symbol; a constraint that
//   is not required gets error symbols, weighted by its strength in the objective, so
//   optimising the objective minimises the weighted violation of the optional ones.
// - Adding a constraint substitutes the new row into the tableau and re-optimises from
//   the current basis (the primal simplex); removing one pivots its marker symbol out.
//   Neither re-solves from scratch.
// - Changing a constraint's constant (an intrinsic size, an animated constant, an edit
//   variable's suggested value) moves only right-hand sides: the objective's reduced
//   costs stay optimal, and the dual simplex restores feasibility in a few pivots.
//
// A required equality's dummy marker records how every row depends on its constant, so
// in a chain (each view below the one above) every row carries a marker for every
// equality above it and the tableau grows with the square of the chain. Its value is
// always zero, so until a constraint's constant changes or it is removed nothing reads
// that record: a required equality solved for a caller's variable leaves its marker out
// of the rows (a "detached" marker), unless added with `keepingMarker`. The first change
// or removal of such a constraint, or a conflict (whose report lists the markers),
// rebuilds the tableau once from the constraints with every marker kept, Kiwi's way.
//
// Invariants: every row in `rows` is solved for its basic symbol and mentions no basic
// symbol; rows of slack, error and dummy symbols have non-negative constants (feasible);
// the objective mentions no basic symbol and has no negative coefficient on a pivotable
// symbol after `optimize` (optimal). Scans visit symbols in creation order, and ties go to
// the oldest symbol, so results do not depend on hashing.
//
// A required constraint that cannot be satisfied is refused with the constraints it
// conflicts with (those whose markers remain in the failed artificial objective); the
// tableau is left as it was.

/// The relation of a linear constraint `expression (relation) 0`.
package enum LinearRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A solver variable; the caller numbers them.
package struct LayoutVariable: Hashable, Sendable {
    package let id: Int
    package init(id: Int) { self.id = id }
}

/// `Σ coefficient · variable + constant (relation) 0`, with a strength.
package struct LinearConstraint: Sendable {
    package var terms: [(variable: LayoutVariable, coefficient: Double)]
    package var constant: Double
    package var relation: LinearRelation
    package var strength: Double

    package init(terms: [(variable: LayoutVariable, coefficient: Double)], constant: Double,
                 relation: LinearRelation, strength: Double = SimplexSolver.required) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
    }
}

/// A constraint in the solver, as returned by `add(_:)`.
package struct ConstraintHandle: Hashable, Sendable {
    package let id: Int
}

/// Why the solver refused a request.
package enum SolverError: Error, Equatable {
    /// A required constraint conflicts with the required constraints listed.
    case unsatisfiable(conflicting: [ConstraintHandle])
    /// The handle or variable is not (or no longer) in the solver.
    case unknownConstraint
    case unknownEditVariable
    case duplicateEditVariable
    /// Edit variables cannot be required (they would make suggestions unsatisfiable).
    case requiredEditVariable
}

/// An incremental Cassowary solver over `Double` (see the file's header).
package struct SimplexSolver {
    /// The strength of a required constraint; anything at or above it is required. Kiwi's
    /// value (1000 · 10⁶ + 1000 · 10³ + 1000), so that strengths given to either agree.
    package static let required = 1_001_001_000.0

    /// The symbols a constraint put into the tableau.
    struct Tag {
        /// The slack (inequality), dummy (required equality) or positive error symbol.
        var marker: SimplexSymbol
        /// The error symbol of an optional inequality, the negative error of an optional equality.
        var other: SimplexSymbol?
        /// The coefficient `marker` had in the constraint's row as built, before any sign
        /// reversal: changing the constant by d shifts the marker's column by d / this.
        var markerCoefficient: Double
        /// The same for `other`.
        var otherCoefficient: Double = 0
        var strength: Double
        /// Whether `marker` is a required equality's dummy left out of the rows (see the
        /// file's header): changing or removing the constraint first keeps all markers.
        var isDetached = false
    }

    struct EditInfo {
        var constraint: ConstraintHandle
        var tag: Tag
        var value: Double
    }

    var rows = SymbolMap<SimplexRow>()
    var tags = HandleMap<Tag>()
    var definitions = HandleMap<LinearConstraint>()
    var variableSymbols = VariableTable()
    /// The variable of each external symbol, and the external symbols whose value may have
    /// changed since `takeChangedVariables()` (a row made, rewritten or dropped).
    var symbolVariables = SymbolMap<LayoutVariable>()
    var changedSymbols: [SimplexSymbol] = []
    var isChanged = SymbolMap<Bool>()
    var markerOwners = SymbolMap<ConstraintHandle>()
    var edits: [LayoutVariable: EditInfo] = [:]
    var infeasibleRows: [SimplexSymbol] = []
    /// For each symbol, the basic symbols whose rows may mention it (a superset: a row
    /// that dropped the symbol is skipped and forgotten when met). Substitution and the
    /// ratio tests visit these rows only, so one change costs what the rows it touches
    /// cost, not the size of the tableau.
    var columns = SymbolMap<[SimplexSymbol]>()
    var objective = ObjectiveRow()
    var artificial: SimplexRow?
    /// Whether required equalities keep their markers in the rows (after a rebuild that
    /// needed them), and how many constraints have detached markers.
    private(set) var keepsAllMarkers = false
    private var detachedCount = 0
    private var nextSerial = 1
    private var nextHandle = 1

    package init() {}

    /// Makes room for about `constraints` constraints over `variables` variables numbered
    /// densely from 0, so that a solver built from scratch does not grow its tables step
    /// by step. Each constraint makes at most two symbols.
    package mutating func reserveCapacity(constraints: Int, variables: Int) {
        let symbols = nextSerial + variables + 2 * constraints
        rows.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        symbolVariables.reserveCapacity(symbols)
        isChanged.reserveCapacity(symbols)
        markerOwners.reserveCapacity(symbols)
        objective.reserveCapacity(symbols)
        variableSymbols.reserveCapacity(variables)
        tags.reserveCapacity(nextHandle + constraints)
        definitions.reserveCapacity(nextHandle + constraints)
        changedSymbols.reserveCapacity(variables)
    }

    /// The number of constraints in the solver (edit constraints included).
    package var constraintCount: Int { tags.count }

    /// The constraints in the solver, in the order they were added (for comparing with Kiwi).
    package var constraints: [LinearConstraint] {
        definitions.values
    }

    /// Whether the solver holds this constraint.
    package func contains(_ handle: ConstraintHandle) -> Bool { tags[handle] != nil }

    /// The variable's value in the current solution (0 for a variable no constraint names).
    package func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return rows.constant(of: symbol) ?? 0
    }

    // MARK: - Adding and removing constraints

    /// Adds a constraint and re-optimises. `keepingMarker` keeps a required equality's
    /// marker in the rows from the start (for a constraint whose constant is expected to
    /// change, so its first change does not rebuild the tableau).
    /// - Throws: `SolverError.unsatisfiable` when it is required and conflicts with the
    ///   required constraints already there; the solver is then unchanged.
    @discardableResult
    package mutating func add(_ constraint: LinearConstraint, keepingMarker: Bool = false) throws(SolverError) -> ConstraintHandle {
        let handle = ConstraintHandle(id: nextHandle)
        try insert(constraint, as: handle, keepingMarker: keepingMarker)
        nextHandle += 1
        return handle
    }

    private mutating func insert(_ constraint: LinearConstraint, as handle: ConstraintHandle, keepingMarker: Bool) throws(SolverError) {
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, tag: tag)
        if subject == nil, row.hasOnlyDummies {
            if abs(row.constant) >= SimplexRow.epsilon {
                removeObjectiveEffects(of: tag)
                // The conflict is named by the markers in the row: detached ones are missing.
                if detachedCount > 0 {
                    keepAllMarkers()
                    return try insert(constraint, as: handle, keepingMarker: keepingMarker)
                }
                let conflicting = row.cells.compactMap { markerOwners[$0.0] }
                throw .unsatisfiable(conflicting: conflicting)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            if subject.kind == .external, tag.marker.kind == .dummy, !keepsAllMarkers, !keepingMarker {
                row.remove(tag.marker)
                tag.isDetached = true
                detachedCount += 1
            }
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else {
            // Phase one pivots the tableau before it knows whether the row fits; a refusal
            // puts the solver back as it was (copy on write: only this path pays for it).
            let saved = self
            if let conflicting = addWithArtificialVariable(row) {
                self = saved
                removeObjectiveEffects(of: tag)
                if detachedCount > 0 {
                    keepAllMarkers()
                    return try insert(constraint, as: handle, keepingMarker: keepingMarker)
                }
                throw .unsatisfiable(conflicting: conflicting)
            }
        }
        tags[handle] = tag
        definitions[handle] = constraint
        markerOwners[tag.marker] = handle
        if let other = tag.other { markerOwners[other] = handle }
        optimize()
    }

    /// Rebuilds the tableau from the constraints, in the order they were added, with every
    /// required equality's marker in the rows (see the file's header); handles and edit
    /// variables stay. Every variable is reported changed.
    private mutating func keepAllMarkers() {
        var fresh = SimplexSolver()
        fresh.keepsAllMarkers = true
        fresh.nextHandle = nextHandle
        for (handle, constraint) in definitions.entries {
            do {
                try fresh.insert(constraint, as: handle, keepingMarker: true)
            } catch {
                // The same constraints in the same order were accepted before.
                preconditionFailure("SimplexSolver.keepAllMarkers: a constraint the solver held was refused (a solver bug)")
            }
        }
        for (variable, info) in edits {
            var moved = info
            moved.tag = fresh.tags[info.constraint] ?? info.tag
            fresh.edits[variable] = moved
        }
        for (_, constraint) in definitions.entries {
            for (variable, _) in constraint.terms {
                if let symbol = fresh.variableSymbols[variable] { fresh.markChanged(symbol) }
            }
        }
        self = fresh
    }

    /// Removes a constraint and re-optimises.
    package mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        if tags[handle]?.isDetached == true { keepAllMarkers() }
        guard let tag = tags.removeValue(forKey: handle) else { throw .unknownConstraint }
        definitions[handle] = nil
        markerOwners[tag.marker] = nil
        if let other = tag.other { markerOwners[other] = nil }
        removeObjectiveEffects(of: tag)
        if rows.removeValue(forKey: tag.marker) == nil {
            // The marker is a parameter: pivot it into the basis, then drop its row.
            guard let leaving = markerLeavingSymbol(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                preconditionFailure("SimplexSolver.remove: the marker of a constraint is in no row (a solver bug)")
            }
            markChanged(leaving)
            row.solve(for: leaving, and: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize()
    }

    /// Changes the constant of a constraint in place, re-solving with the dual simplex.
    /// - Throws: `SolverError.unsatisfiable` when a required constraint cannot take the new
    ///   constant; the constant is then left as it was.
    package mutating func setConstant(of handle: ConstraintHandle, by delta: Double) throws(SolverError) {
        guard tags[handle] != nil, var constraint = definitions[handle] else { throw .unknownConstraint }
        guard delta != 0 else { return }
        if tags[handle]?.isDetached == true { keepAllMarkers() }
        guard let tag = tags[handle] else { throw .unknownConstraint }
        constraint.constant += delta
        if shiftConstant(tag: tag, delta: delta) {
            definitions[handle] = constraint
            return
        }
        // Undo: the old constants were feasible, so the dual simplex gets back there. Then
        // take the long way, which also finds a solution the dual simplex could not reach
        // from this basis (one needing a parametric variable below zero).
        _ = shiftConstant(tag: tag, delta: -delta)
        try reinsert(handle, as: constraint)
    }

    /// Replaces a constraint by `constraint` under the same handle, by removing and adding
    /// it; when the new one is refused the old one is put back.
    private mutating func reinsert(_ handle: ConstraintHandle, as constraint: LinearConstraint) throws(SolverError) {
        guard let old = definitions[handle] else { throw .unknownConstraint }
        try remove(handle)
        do {
            rename(try add(constraint), to: handle)
        } catch {
            // Safe: the old constraint was in the solver a moment ago.
            rename(try! add(old), to: handle)
            throw error
        }
    }

    private mutating func rename(_ new: ConstraintHandle, to handle: ConstraintHandle) {
        guard new != handle, let tag = tags.removeValue(forKey: new) else { return }
        tags[handle] = tag
        definitions[handle] = definitions.removeValue(forKey: new)
        markerOwners[tag.marker] = handle
        if let other = tag.other { markerOwners[other] = handle }
        for (variable, info) in edits where info.constraint == new {
            edits[variable]?.constraint = handle
            edits[variable]?.tag = tag
        }
    }

    /// Absorbs a constant change of `delta` into a symbol only this constraint's row has
    /// (its marker or other symbol), then restores feasibility; false when no feasible
    /// basis exists. A basic one takes it alone; else every row with the marker moves.
    private mutating func shiftConstant(tag: Tag, delta: Double) -> Bool {
        let shift = delta / tag.markerCoefficient
        infeasibleRows.removeAll()
        if rows[tag.marker] != nil {
            let constant = rows[tag.marker]!.addToConstant(-shift)
            // A basic dummy is a redundant required equality: it must stay exactly zero.
            if tag.marker.kind == .dummy, abs(constant) >= SimplexRow.epsilon { return false }
            if constant < 0 { infeasibleRows.append(tag.marker) }
        } else if let other = tag.other, rows[other] != nil {
            if rows[other]!.addToConstant(-delta / tag.otherCoefficient) < 0 { infeasibleRows.append(other) }
        } else {
            var changed: [SimplexSymbol] = []
            for symbol in rowsMentioning(tag.marker) {
                let coefficient = rows[symbol]!.coefficient(for: tag.marker)  // Safe: rowsMentioning checked it.
                let constant = rows[symbol]!.addToConstant(shift * coefficient)
                markChanged(symbol)
                if symbol.kind == .dummy, abs(constant) >= SimplexRow.epsilon { return false }
                if constant < 0, symbol.kind != .external { changed.append(symbol) }
            }
            infeasibleRows = changed.sorted()
        }
        return dualOptimize()
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `strength` (below required); its value then follows
    /// `suggestValue(_:for:)` as closely as the other constraints allow.
    package mutating func addEditVariable(_ variable: LayoutVariable, strength: Double) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        guard strength < Self.required else { throw .requiredEditVariable }
        let constraint = LinearConstraint(terms: [(variable, 1)], constant: 0, relation: .equal, strength: strength)
        let handle = try add(constraint)
        // Safe: `add` just stored the tag.
        edits[variable] = EditInfo(constraint: handle, tag: tags[handle]!, value: 0)
    }

    package mutating func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try remove(info.constraint)
    }

    package func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves incrementally.
    package mutating func suggestValue(_ value: Double, for variable: LayoutVariable) throws(SolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable }
        let delta = value - info.value
        info.value = value
        edits[variable] = info
        // The edit constraint is `variable + c = 0` with c = -value; being optional, it
        // always fits, by the long way if the dual simplex cannot get there.
        try setConstant(of: info.constraint, by: -delta)
    }

    // MARK: - Rows

    /// Stores `row` as the row of `basic` and notes its symbols in `columns`.
    private mutating func setRow(_ row: SimplexRow, for basic: SimplexSymbol) {
        rows[basic] = row
        note(row, in: basic)
        markChanged(basic)
    }

    /// Notes that an external symbol's value may have changed.
    private mutating func markChanged(_ symbol: SimplexSymbol) {
        guard symbol.kind == .external, isChanged[symbol] != true else { return }
        isChanged[symbol] = true
        changedSymbols.append(symbol)
    }

    /// The variables whose values may have changed since the last call (a superset), so a
    /// caller can update what shows them and leave the rest.
    package mutating func takeChangedVariables() -> [LayoutVariable] {
        var result: [LayoutVariable] = []
        result.reserveCapacity(changedSymbols.count)
        for symbol in changedSymbols {
            isChanged[symbol] = false
            if let variable = symbolVariables[symbol] { result.append(variable) }
        }
        changedSymbols.removeAll(keepingCapacity: true)
        return result
    }

    private mutating func note(_ row: SimplexRow, in basic: SimplexSymbol) {
        for (symbol, _) in row.cells { noteColumn(symbol, in: basic) }
    }

    private mutating func noteColumn(_ symbol: SimplexSymbol, in basic: SimplexSymbol) {
        if columns[symbol] == nil {
            columns[symbol] = [basic]
        } else {
            columns[symbol]!.append(basic)  // Safe: checked on the line above.
        }
    }

    /// The basic symbols whose rows have a non-zero coefficient for `symbol`, oldest first.
    private mutating func rowsMentioning(_ symbol: SimplexSymbol) -> [SimplexSymbol] {
        let live = takeRowsMentioning(symbol)
        if !live.isEmpty { columns[symbol] = live }
        return live
    }

    /// `rowsMentioning(symbol)`, taking the symbol's column out of the index. The column
    /// is sorted and pruned in its own storage (no copy per call).
    private mutating func takeRowsMentioning(_ symbol: SimplexSymbol) -> [SimplexSymbol] {
        guard var holders = columns.removeValue(forKey: symbol), !holders.isEmpty else { return [] }
        holders.sort()
        var kept = 0
        var previous: SimplexSymbol?
        for index in holders.indices {
            let basic = holders[index]
            guard basic != previous else { continue }
            previous = basic
            if rows.coefficient(for: symbol, inRowOf: basic) != 0 {
                holders[kept] = basic
                kept += 1
            }
        }
        holders.removeLast(holders.count - kept)
        return holders
    }

    private mutating func makeSymbol(_ kind: SimplexSymbol.Kind) -> SimplexSymbol {
        defer { nextSerial += 1 }
        return SimplexSymbol(serial: nextSerial, kind: kind)
    }

    private mutating func symbol(for variable: LayoutVariable) -> SimplexSymbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable] = symbol
        symbolVariables[symbol] = variable
        return symbol
    }

    /// The constraint's row with basic variables substituted, plus its tag; adds the error
    /// symbols' weights to the objective.
    private mutating func makeRow(for constraint: LinearConstraint) -> (SimplexRow, Tag) {
        // Room for the terms and the marker and error symbols.
        var row = SimplexRow(constant: constraint.constant, capacity: constraint.terms.count + 2)
        for (variable, coefficient) in constraint.terms where abs(coefficient) >= SimplexRow.epsilon {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] {
                row.insert(basic, coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        let strength = min(max(constraint.strength, 0), Self.required)
        let isRequired = strength >= Self.required
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            var other: SimplexSymbol?
            if !isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength)
                other = error
            }
            tag = Tag(marker: slack, other: other, markerCoefficient: sign, otherCoefficient: -sign, strength: strength)
        case .equal:
            if isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, strength: strength)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1, strength: strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external one, else a new slack or error
    /// symbol with a negative coefficient; nil when neither exists.
    private func chooseSubject(of row: SimplexRow, tag: Tag) -> SimplexSymbol? {
        for (symbol, _) in row.cells where symbol.kind == .external { return symbol }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds a row that has no easy subject through an artificial variable (phase one of
    /// the simplex). Returns nil on success, else the constraints it conflicts with.
    private mutating func addWithArtificialVariable(_ row: SimplexRow) -> [ConstraintHandle]? {
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        optimize(artificialObjective: true)
        // Safe: set three lines above and only cleared below.
        let remaining = artificial!
        let success = abs(remaining.constant) < SimplexRow.epsilon
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if !artRow.isConstant {
                guard let entering = artRow.cells.first(where: { $0.0.isPivotable })?.0 else {
                    return conflicts(in: remaining)
                }
                artRow.solve(for: art, and: entering)
                substitute(entering, with: artRow)
                setRow(artRow, for: entering)
            }
        }
        for basic in rowsMentioning(art) { rows[basic]?.remove(art) }
        columns[art] = nil
        objective.remove(art)
        return success ? nil : conflicts(in: remaining)
    }

    private func conflicts(in row: SimplexRow) -> [ConstraintHandle] {
        var seen = Set<ConstraintHandle>()
        return row.cells.compactMap { markerOwners[$0.0] }.filter { seen.insert($0).inserted }
    }

    /// Replaces `symbol` everywhere by `row`, noting rows that became infeasible.
    private mutating func substitute(_ symbol: SimplexSymbol, with row: SimplexRow) {
        var added: [SimplexSymbol]? = []
        // The symbol leaves every row, so its column leaves the index.
        for basic in takeRowsMentioning(symbol) {
            added!.removeAll(keepingCapacity: true)  // Safe: set two lines above.
            rows[basic]!.substitute(symbol, with: row, added: &added)  // Safe: takeRowsMentioning found the row.
            // Only symbols new to the row join the column index: the others are there.
            for new in added! { noteColumn(new, in: basic) }  // Safe: never set to nil.
            markChanged(basic)
            if basic.kind != .external, rows.constant(of: basic)! < 0 { infeasibleRows.append(basic) }  // Safe: as above.
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private mutating func removeObjectiveEffects(of tag: Tag) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -tag.strength)
            } else {
                objective.insert(symbol, -tag.strength)
            }
        }
    }

    // MARK: - Simplex iterations

    /// The primal simplex on the objective (or the artificial one): pivots until no
    /// pivotable symbol has a negative cost.
    private mutating func optimize(artificialObjective: Bool = false) {
        while let entering = artificialObjective ? artificial?.enteringSymbol : objective.enteringSymbol() {
            // The minimum-ratio row; ties go to the oldest basic symbol.
            var leaving: SimplexSymbol?
            var best = Double.greatestFiniteMagnitude
            for basic in rowsMentioning(entering) where basic.kind != .external {
                let coefficient = rows[basic]!.coefficient(for: entering)  // Safe: rowsMentioning found it.
                guard coefficient < 0 else { continue }
                let ratio = -rows[basic]!.constant / coefficient
                if ratio < best || (ratio == best && leaving.map { basic < $0 } ?? true) {
                    best = ratio
                    leaving = basic
                }
            }
            // An objective unbounded below cannot happen: error weights are positive and
            // errors are non-negative.
            guard let leaving, var row = rows.removeValue(forKey: leaving) else {
                preconditionFailure("SimplexSolver.optimize: the objective is unbounded (a solver bug)")
            }
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// The dual simplex: pivots infeasible rows out while keeping the objective optimal.
    /// False when a row cannot be made feasible (the required constraints conflict).
    private mutating func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], row.constant < 0, abs(row.constant) >= SimplexRow.epsilon else { continue }
            var entering: SimplexSymbol?
            var best = Double.greatestFiniteMagnitude
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if ratio < best {
                    best = ratio
                    entering = symbol
                }
            }
            guard let entering else {
                infeasibleRows.removeAll()
                return false
            }
            rows[leaving] = nil
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
        return true
    }

    /// The basic symbol to pivot out when a parametric marker must enter the basis so its
    /// constraint can be removed (Cassowary's marker-leaving rule).
    private mutating func markerLeavingSymbol(_ marker: SimplexSymbol) -> SimplexSymbol? {
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: SimplexSymbol?
        var second: SimplexSymbol?
        var third: SimplexSymbol?
        for basic in rowsMentioning(marker) {
            let coefficient = rows[basic]!.coefficient(for: marker)  // Safe: rowsMentioning found it.
            let constant = rows[basic]!.constant
            if basic.kind == .external {
                if third.map({ basic > $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && first.map { basic < $0 } ?? true) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && second.map { basic < $0 } ?? true) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }
}
