// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench vnc`: what serving the screen over VNC costs a frame, and that an idle screen sends nothing.
struct BenchVNCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vnc",
        abstract: "Measure 1080p frames (an animated card) headless, served over VNC, and served to a viewer reading every update (rounds alternating headless and watched); then an idle second."
    )

    @Option(help: "Frames to measure per case in each round.")
    var frames = 300

    @Option(help: "Rounds of the headless and the with-a-viewer cases, alternating; the figure is the median of their ratios.")
    var rounds = 5

    @Option(help: "Frames a second, as a display paces them (0: back to back).")
    var frameRate = 60.0

    func run() throws {
        let figures = try MainActor.assumeIsolated { try RemoteScreenBenchmark.run(frames: frames, rounds: rounds, frameRate: frameRate) }
        print(figures)
    }
}
