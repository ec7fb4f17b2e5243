// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench table`: frames of a 1080p table of 1,000 rows scrolled by a recorded finger, at scale 1 and 2.
struct BenchTableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Measure frames of a 1080p table of 1,000 rows (title, subtitle, 40-pt image) replaying a recorded drag "
            + "(time, draw(_:) calls, heap bytes, cells created), and a 10,000-row sweep for reuse."
    )

    @Option(help: "The recorded events to replay.")
    var events = TableBenchmark.defaultEvents

    @Option(help: "The description of the device that recorded them.")
    var description = TableBenchmark.defaultDescription

    @Option(help: "How many times the recording is replayed.")
    var replays = 3

    func run() throws {
        for scale in [1.0, 2.0] as [CGFloat] {
            let figures = try MainActor.assumeIsolated { try TableBenchmark.run(events: events, description: description, scale: scale, replays: replays) }
            print(figures)
        }
    }
}
