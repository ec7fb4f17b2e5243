// Vitrine — Apache License 2.0
import ArgumentParser
import Foundation
import UIKit

/// `vitrine-bench layout`: Auto Layout's speed — a form solved from scratch, one constant
/// changed and laid out again, the solver's growth from 100 to 1,000 rows, and the same
/// solver systems through Kiwi (python3-kiwisolver) in the same run.
struct BenchLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Measure Auto Layout: a 60-field form from scratch, a constant change, solver scaling, and Kiwi on the same systems.",
        discussion: "Goals (issue 26, release build): 500 constraints from scratch ≤ 2 ms; one constant changed and laid out ≤ 0.05 ms; 100 → 1,000 rows ≤ 11× the time."
    )

    @Option(help: "Repetitions per case (the median is printed).")
    var repetitions = 30

    @Option(help: "Fields in the form.")
    var fields = 60

    @Option(help: "Only these cases: form (from scratch and a constant change), solver (scaling), change (the form's constant change alone, for profiling); default form and solver.")
    var only: [Case] = [.form, .solver]

    @Flag(help: "Leave Kiwi out (for profiling Vitrine alone).")
    var noKiwi = false

    enum Case: String, CaseIterable, ExpressibleByArgument {
        case form, solver, change
    }

    func run() throws {
        let figures = MainActor.assumeIsolated { () -> [String] in
            var lines: [String] = []
            if only.contains(.form) { lines += FormLayoutBenchmark.run(fields: fields, repetitions: repetitions, kiwi: !noKiwi) }
            if only.contains(.change), !only.contains(.form) { lines += FormLayoutBenchmark.runChange(fields: fields, repetitions: repetitions) }
            if only.contains(.solver) { lines += SolverScalingBenchmark.run(repetitions: repetitions, kiwi: !noKiwi) }
            return lines
        }
        print("layout: times are the median CPU time of the benchmark's thread, Kiwi's likewise")
        for line in figures { print(line) }
    }
}

/// Times `body` `count` times; the median in milliseconds of the thread's CPU time. On a
/// loaded machine wall time measures the scheduler: a run longer than a time slice waits
/// for the processor, so longer cases would look worse than linear.
func medianMilliseconds(_ count: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<max(count, 1) {
        let start = threadCPUNanoseconds()
        body()
        samples.append(Double(threadCPUNanoseconds() - start) / 1e6)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// The calling thread's CPU time in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
