// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench touch`: touch frame → delivered (hit-test, recognizers, views) → frame
/// composed on the headless path; median and p99 latency.
struct BenchTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch",
        abstract: "Measure touch-to-frame latency on the headless path."
    )

    @Option(help: "Touch frames to measure.")
    var samples = 2000

    @Option(help: "Screen size in pixels, WxH.")
    var screen = "1280x800"

    func run() throws {
        let parts = screen.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { throw ValidationError("--screen takes WxH, such as 1280x800") }
        let result = try MainActor.assumeIsolated { try TouchLatencyBenchmark.run(samples: samples, width: parts[0], height: parts[1]) }
        print(result)
    }
}
