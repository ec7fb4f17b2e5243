// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench cards`: 40 rounded, bordered, shadowed cards over a gradient at 1080p.
struct BenchCardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Measure layer styling: 40 cards with corners, borders and shadows over a gradient (and without shadows).",
        discussion: "Goals on a 2-core x86 in release: first frame ≤ 8 ms, a moving card ≤ 0.5 ms, an animating corner radius ≤ 1 ms per frame."
    )

    @Option(help: "Frames per case.")
    var frames = 100

    func run() throws {
        let figures = MainActor.assumeIsolated { StyledCardsBenchmark.run(frames: frames) }
        for line in figures { print(line) }
    }
}
