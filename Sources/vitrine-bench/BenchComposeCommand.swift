// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench compose`: time per frame of a 100-view 1080p scene, headless.
struct BenchComposeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Measure frame composition of a 100-view scene (full frame on 1 and N threads, and small changes), and a blurred bar over scrolling content."
    )

    @Option(help: "Frames per case.")
    var frames = 100

    @Option(help: "Repaint threads to compare with one (1...64); by default one per CPU this process may use.")
    var threads: Int?

    @Option(help: "Rows per band of large damage (0: no bands); by default the compositor's.")
    var bandHeight: Int?

    func validate() throws {
        if let threads, !(1...64).contains(threads) {
            throw ValidationError("--threads \(threads) is not within 1...64")
        }
        if let bandHeight, !(0...100_000).contains(bandHeight) {
            throw ValidationError("--band-height \(bandHeight) is not within 0...100000")
        }
    }

    func run() throws {
        let count = threads ?? AllowedProcessors.count
        print("repaint threads: \(count) (\(AllowedProcessors.count) CPU\(AllowedProcessors.count == 1 ? "" : "s") allowed to this process)")
        let comparison = MainActor.assumeIsolated { CompositionBenchmark.compareThreads(count, frames: frames, bandHeight: bandHeight) }
        print(comparison)
        let figures = MainActor.assumeIsolated { CompositionBenchmark.run(frames: frames, threads: count, bandHeight: bandHeight) }
        for line in figures { print(line) }
        let bar = MainActor.assumeIsolated { BlurredBarBenchmark.run(frames: frames, threads: count, bandHeight: bandHeight) }
        for line in bar { print(line) }
    }
}
