// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench scroll`: frames of a flicked full-screen scroll view of labels at 1080p, headless.
struct BenchScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Measure frames of a 1080p scroll view of 600 labels gliding after a flick (time, bytes copied, draw(_:) calls)."
    )

    @Option(help: "Frames to measure (60 per second of glide).")
    var frames = 300

    func run() throws {
        print(MainActor.assumeIsolated { ScrollBenchmark.run(frames: frames) })
    }
}
