// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench compose`: time per frame of a 100-view 1080p scene, headless.
struct BenchComposeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Measure frame composition of a 100-view scene (full frame and small changes)."
    )

    @Option(help: "Frames per case.")
    var frames = 100

    func run() throws {
        let figures = MainActor.assumeIsolated { CompositionBenchmark.run(frames: frames) }
        for line in figures { print(line) }
    }
}
