// Vitrine — Apache License 2.0
import UIKit

/// A form as an app writes one: a column of rows, each a label (intrinsic size) and a
/// field, pinned to the margins with the usual anchors.
@MainActor
enum FormLayoutBenchmark {
    /// A 600 × 4000 form of `fields` rows; returns the root, the constraint count and the
    /// first row's height constraint (the constant the benchmark changes).
    static func makeForm(fields: Int) -> (UIView, Int, NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 4000))
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var firstHeight: NSLayoutConstraint!
        for index in 0..<fields {
            let row = UIView()
            let label = UILabel()
            label.text = "Field \(index)"
            let field = UIView()
            for view in [row, label, field] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(label)
            row.addSubview(field)
            let height = field.heightAnchor.constraint(equalToConstant: 36)
            if index == 0 { firstHeight = height }
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.layoutMarginsGuide.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                field.topAnchor.constraint(equalTo: row.topAnchor),
                field.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                height,
            ]
            previous = row
        }
        NSLayoutConstraint.activate(constraints)
        return (root, constraints.count, firstHeight)
    }

    static func run(fields: Int, repetitions: Int, kiwi: Bool) -> [String] {
        let (_, count, _) = makeForm(fields: fields)
        var forms: [(UIView, Int, NSLayoutConstraint)] = (0..<repetitions).map { _ in makeForm(fields: fields) }
        var next = 0
        let scratch = medianMilliseconds(repetitions) {
            forms[next].0.layoutIfNeeded()
            next += 1
        }
        let (form, _, height) = forms[0]
        let change = changeMilliseconds(form: form, height: height, repetitions: repetitions * 10)
        forms.removeAll()
        var lines = [
            "layout: form of \(fields) fields, \(count) app constraints (+ intrinsic sizes, margins): from scratch \(format(scratch)) ms (median of \(repetitions))",
            "layout: one constant changed, re-solved and laid out: \(format(change)) ms (median of \(repetitions * 10))",
        ]
        // The form's solver system alone, through our solver and through Kiwi.
        let system = form.layoutSolverConstraints
        let ours = medianMilliseconds(repetitions) { _ = SolverScalingBenchmark.solve(system) }
        if !kiwi {
            lines.append("layout: the form's \(system.count) solver constraints alone: \(format(ours)) ms")
        } else if let kiwi = SolverScalingBenchmark.kiwiTimes(constraints: system, repetitions: repetitions) {
            lines.append("layout: the form's \(system.count) solver constraints alone: \(format(ours)) ms; Kiwi \(format(kiwi.scratch)) ms; Vitrine / Kiwi = \(String(format: "%.2f", ours / kiwi.scratch))")
        } else {
            lines.append("layout: the form's \(system.count) solver constraints alone: \(format(ours)) ms; Kiwi not measured (needs /usr/bin/python3 with python3-kiwisolver)")
        }
        return lines
    }

    /// One constant changed and laid out again, `repetitions` times; the median.
    static func changeMilliseconds(form: UIView, height: NSLayoutConstraint, repetitions: Int) -> Double {
        var toggle = false
        return medianMilliseconds(repetitions) {
            toggle.toggle()
            height.constant = toggle ? 44 : 36
            form.layoutIfNeeded()
        }
    }

    /// The constant change alone (for profiling it).
    static func runChange(fields: Int, repetitions: Int) -> [String] {
        let (form, _, height) = makeForm(fields: fields)
        form.layoutIfNeeded()
        let change = changeMilliseconds(form: form, height: height, repetitions: repetitions * 10)
        return ["layout: one constant changed, re-solved and laid out: \(format(change)) ms (median of \(repetitions * 10))"]
    }

    static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
