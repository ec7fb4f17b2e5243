// Vitrine — Apache License 2.0
import Foundation
import UIKit

/// The solver alone: systems of independent rows (a row is a table cell: a label with a
/// hugging / compression-resistant width and a field filling the rest), solved from
/// scratch, then one edit variable moved; the same systems through Kiwi for the ratio.
enum SolverScalingBenchmark {
    /// Five constraints per row over four variables: label x = 8; label width ≈ 80
    /// (≤ at 250, ≥ at 750); field x = label x + label width + 8; field width = 600 - 8 -
    /// field x. The edit moves row 0's label width.
    static func system(rows: Int) -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        for row in 0..<rows {
            let labelX = LayoutVariable(id: row * 4), labelWidth = LayoutVariable(id: row * 4 + 1)
            let fieldX = LayoutVariable(id: row * 4 + 2), fieldWidth = LayoutVariable(id: row * 4 + 3)
            let natural = Double(60 + row % 40)
            result += [
                LinearConstraint(terms: [(labelX, 1)], constant: -8, relation: .equal),
                LinearConstraint(terms: [(labelWidth, 1)], constant: -natural, relation: .lessThanOrEqual, strength: 100),
                LinearConstraint(terms: [(labelWidth, 1)], constant: -natural, relation: .greaterThanOrEqual, strength: 1e6),
                LinearConstraint(terms: [(fieldX, 1), (labelX, -1), (labelWidth, -1)], constant: -8, relation: .equal),
                LinearConstraint(terms: [(fieldWidth, 1), (fieldX, 1)], constant: -592, relation: .equal),
            ]
        }
        return result
    }

    static func solve(_ constraints: [LinearConstraint]) -> SimplexSolver {
        var solver = SimplexSolver()
        for constraint in constraints { _ = try? solver.add(constraint) }
        return solver
    }

    static func run(repetitions: Int, kiwi: Bool) -> [String] {
        var lines: [String] = []
        var ours: [Int: (scratch: Double, edit: Double)] = [:]
        for rows in [100, 1000] {
            let constraints = system(rows: rows)
            let scratch = medianMilliseconds(repetitions) { _ = solve(constraints) }
            var solver = solve(constraints)
            let edited = LayoutVariable(id: 1)
            try? solver.addEditVariable(edited, strength: 1e7)
            var value = 80.0
            let edit = medianMilliseconds(repetitions * 10) {
                value = value == 80 ? 120 : 80
                try? solver.suggestValue(value, for: edited)
            }
            ours[rows] = (scratch, edit)
            lines.append("solver: \(rows) rows, \(constraints.count) constraints: from scratch \(format(scratch)) ms, edit variable moved \(format(edit)) ms")
        }
        if let small = ours[100], let large = ours[1000] {
            lines.append("solver: 100 → 1,000 rows costs \(String(format: "%.1f", large.scratch / small.scratch))× from scratch, \(String(format: "%.1f", large.edit / small.edit))× per edit")
        }
        for rows in [100, 1000] where kiwi {
            guard let kiwi = kiwiTimes(constraints: system(rows: rows), repetitions: repetitions), let mine = ours[rows] else {
                lines.append("kiwi: not measured (needs /usr/bin/python3 with python3-kiwisolver)")
                break
            }
            lines.append("kiwi: \(rows) rows: from scratch \(format(kiwi.scratch)) ms, edit \(format(kiwi.edit)) ms; Vitrine / Kiwi = \(String(format: "%.2f", mine.scratch / kiwi.scratch)) from scratch, \(String(format: "%.2f", mine.edit / kiwi.edit)) per edit")
        }
        return lines
    }

    /// The same constraints through Kiwi's Python binding, timed inside Python.
    static func kiwiTimes(constraints: [LinearConstraint], repetitions: Int) -> (scratch: Double, edit: Double)? {
        let encoded: [[Any]] = constraints.map { constraint in
            let relation = switch constraint.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
            return [constraint.terms.map { [$0.variable.id, $0.coefficient] as [Any] }, constraint.constant, relation, constraint.strength]
        }
        let variables = (constraints.flatMap { $0.terms.map(\.variable.id) }.max() ?? 0) + 1
        guard let input = try? JSONSerialization.data(withJSONObject: ["variables": variables, "constraints": encoded, "repetitions": repetitions]) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", kiwiScript]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let times = try? JSONSerialization.jsonObject(with: output) as? [Double], times.count == 2 else { return nil }
        return (times[0], times[1])
    }

    /// Builds the system with Kiwi's Python binding (the constraint objects are made before
    /// timing, as the Swift side's are) and prints the median milliseconds of thread CPU
    /// time as JSON.
    static let kiwiScript = """
    import json, sys, time
    import kiwisolver as kiwi
    job = json.load(sys.stdin)
    variables = [kiwi.Variable() for _ in range(job["variables"])]
    def make():
        result = []
        for terms, constant, relation, strength in job["constraints"]:
            e = sum((variables[v] * c for v, c in terms), 0.0) + constant
            c = (e == 0) if relation == "==" else ((e <= 0) if relation == "<=" else (e >= 0))
            result.append(c | strength)
        return result
    def median(samples):
        samples.sort()
        return samples[len(samples) // 2]
    scratch = []
    for _ in range(job["repetitions"]):
        constraints = make()
        start = time.thread_time()
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        scratch.append((time.thread_time() - start) * 1000)
    solver.addEditVariable(variables[1], 1e7)
    edits = []
    value = 80.0
    for _ in range(job["repetitions"] * 10):
        value = 120.0 if value == 80.0 else 80.0
        start = time.thread_time()
        solver.suggestValue(variables[1], value)
        solver.updateVariables()
        edits.append((time.thread_time() - start) * 1000)
    print(json.dumps([median(scratch), median(edits)]))
    """

    static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
