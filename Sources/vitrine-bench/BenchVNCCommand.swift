// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench vnc`: what serving the screen over VNC costs a frame, and that an idle screen sends nothing.
struct BenchVNCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vnc",
        abstract: "Measure 1080p frames headless, served over VNC, and served to a viewer taking every change; then an idle second."
    )

    @Option(help: "Frames to measure per case.")
    var frames = 300

    func run() throws {
        let figures = try MainActor.assumeIsolated { try RemoteScreenBenchmark.run(frames: frames) }
        print(figures)
    }
}
