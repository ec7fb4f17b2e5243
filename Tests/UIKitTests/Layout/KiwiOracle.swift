// Vitrine — Apache License 2.0
// Runs the same script of solver operations through SimplexSolver and through Kiwi (the
// oracle, Debian's python3-kiwisolver under /usr/bin/python3), so tests can compare them.
import Foundation
import Testing
@testable import UIKitCore

/// One solver operation, in the form the oracle script reads.
enum SolverOperation {
    case add(id: Int, constraint: LinearConstraint)
    case remove(id: Int)
    case setConstant(id: Int, constant: Double)
    case addEdit(variable: Int, strength: Double)
    case suggest(variable: Int, value: Double)
    case solve
}

/// What a run of a script gives: the values at each `.solve`, and which operations were
/// refused as unsatisfiable.
struct SolverOutcome: Equatable {
    var solutions: [[Double]]
    var unsatisfiable: [Int]
}

struct SolverScript {
    var variableCount: Int
    var operations: [SolverOperation] = []

    /// Runs the script through Vitrine's solver.
    func runOnSimplexSolver() -> SolverOutcome {
        var solver = SimplexSolver()
        var handles: [Int: ConstraintHandle] = [:]
        var constants: [Int: Double] = [:]
        var outcome = SolverOutcome(solutions: [], unsatisfiable: [])
        for (index, operation) in operations.enumerated() {
            switch operation {
            case .add(let id, let constraint):
                do {
                    handles[id] = try solver.add(constraint)
                    constants[id] = constraint.constant
                } catch {
                    outcome.unsatisfiable.append(index)
                }
            case .remove(let id):
                if let handle = handles.removeValue(forKey: id) { try? solver.remove(handle) }
            case .setConstant(let id, let constant):
                guard let handle = handles[id], let old = constants[id] else { continue }
                do {
                    try solver.setConstant(of: handle, by: constant - old)
                    constants[id] = constant
                } catch {
                    // Kiwi's remove-and-re-add leaves the constraint out when it fails.
                    try? solver.remove(handle)
                    handles[id] = nil
                    outcome.unsatisfiable.append(index)
                }
            case .addEdit(let variable, let strength):
                try? solver.addEditVariable(LayoutVariable(id: variable), strength: strength)
            case .suggest(let variable, let value):
                try? solver.suggestValue(value, for: LayoutVariable(id: variable))
            case .solve:
                outcome.solutions.append((0..<variableCount).map { solver.value(of: LayoutVariable(id: $0)) })
            }
        }
        return outcome
    }

    /// How well `values` meet the constraints live at the `solveIndex`-th `.solve`: the
    /// weighted violation of the optional ones (edits included) and the largest violation
    /// of a required one. Two optimal solutions of one system have the same weighted cost.
    func cost(atSolve solveIndex: Int, values: [Double], refused: [Int]) -> (weighted: Double, required: Double) {
        var live: [Int: LinearConstraint] = [:]
        var edits: [Int: (strength: Double, value: Double)] = [:]
        var solves = -1
        for (index, operation) in operations.enumerated() {
            switch operation {
            case .add(let id, let constraint): if !refused.contains(index) { live[id] = constraint }
            case .remove(let id): live[id] = nil
            case .setConstant(let id, let constant):
                if refused.contains(index) { live[id] = nil } else { live[id]?.constant = constant }
            case .addEdit(let variable, let strength): edits[variable] = (strength, 0)
            case .suggest(let variable, let value): edits[variable]?.value = value
            case .solve: solves += 1
            }
            if solves == solveIndex { break }
        }
        var weighted = 0.0, required = 0.0
        for constraint in live.values {
            let e = constraint.terms.reduce(constraint.constant) { $0 + values[$1.variable.id] * $1.coefficient }
            let violation = switch constraint.relation {
            case .equal: abs(e)
            case .lessThanOrEqual: max(0, e)
            case .greaterThanOrEqual: max(0, -e)
            }
            if constraint.strength >= SimplexSolver.required {
                required = max(required, violation)
            } else {
                weighted += constraint.strength * violation
            }
        }
        for (variable, edit) in edits { weighted += edit.strength * abs(values[variable] - edit.value) }
        return (weighted, required)
    }

    /// The script as the oracle reads it.
    var json: [String: Any] {
        let encoded: [[String: Any]] = operations.map { operation in
            switch operation {
            case .add(let id, let constraint):
                let relation: String
                switch constraint.relation {
                case .lessThanOrEqual: relation = "<="
                case .equal: relation = "=="
                case .greaterThanOrEqual: relation = ">="
                }
                return ["op": "add", "id": id, "terms": constraint.terms.map { [$0.variable.id, $0.coefficient] as [Any] },
                        "constant": constraint.constant, "relation": relation, "strength": constraint.strength]
            case .remove(let id): return ["op": "remove", "id": id]
            case .setConstant(let id, let constant): return ["op": "setConstant", "id": id, "constant": constant]
            case .addEdit(let variable, let strength): return ["op": "addEdit", "variable": variable, "strength": strength]
            case .suggest(let variable, let value): return ["op": "suggest", "variable": variable, "value": value]
            case .solve: return ["op": "solve"]
            }
        }
        return ["variables": variableCount, "operations": encoded]
    }
}

/// Kiwi behind `/usr/bin/python3` (Debian's python, which python3-kiwisolver installs into).
enum KiwiOracle {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let python = "/usr/bin/python3"

    /// Runs each script through Kiwi; fails clearly when the oracle is missing. A nil
    /// outcome is a script Kiwi itself gave up on ("Dual optimize failed", an internal
    /// error it cannot report to Python).
    static func run(_ scripts: [SolverScript]) throws -> [SolverOutcome?] {
        guard let scriptURL = Bundle.module.url(forResource: "kiwi_oracle", withExtension: "py") else {
            throw Failure(description: "kiwi_oracle.py is not in the test bundle's resources")
        }
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Failure(description: "\(python) is missing: the Kiwi oracle needs Debian's python3 and python3-kiwisolver (scripts/setup)")
        }
        return try scripts.map { script in
            let input = try JSONSerialization.data(withJSONObject: script.json)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [scriptURL.path]
            let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            let errors = stderr.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let message = String(decoding: errors, as: UTF8.self)
                if message.contains("kiwi::InternalSolverError") { return nil }
                if message.contains("No module named 'kiwisolver'") {
                    throw Failure(description: "python3-kiwisolver is not installed for \(python) (scripts/setup installs it)")
                }
                throw Failure(description: "the Kiwi oracle failed: \(message)")
            }
            guard let object = try JSONSerialization.jsonObject(with: output) as? [String: Any],
                  let solutions = object["solutions"] as? [[Double]],
                  let unsatisfiable = object["unsatisfiable"] as? [Int] else {
                throw Failure(description: "the Kiwi oracle printed no result: \(String(decoding: output, as: UTF8.self))")
            }
            return SolverOutcome(solutions: solutions, unsatisfiable: unsatisfiable)
        }
    }
}
