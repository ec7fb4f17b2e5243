// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench animate`: frames of ten simultaneous animations over the 1080p
/// composition scene, and of a spinning activity indicator over it, headless.
struct BenchAnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Measure frames of ten views animating at once (time, screen recomposed, draw(_:) calls) and of a spinning activity indicator."
    )

    @Option(help: "Frames to measure (60 per second of animation).")
    var frames = 300

    func run() throws {
        print(MainActor.assumeIsolated { AnimationBenchmark.run(frames: frames) })
        print(MainActor.assumeIsolated { SpinnerBenchmark.run(frames: frames) })
    }
}
