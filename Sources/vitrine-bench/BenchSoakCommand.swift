// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine-bench soak`: a simulated day of kiosk use (recorded touches replayed through the
/// full app path at a stepped clock), with resident memory, descriptors and frame times per hour.
struct BenchSoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Replay the recorded touches through a kiosk screen for simulated hours (24 by default) and print "
            + "resident memory growth per simulated hour, open file descriptors and frame time p99 per hour."
    )

    @Option(help: "Simulated hours of kiosk use.")
    var hours = 24.0

    @Option(help: "Recordings replayed per simulated hour (a person at the kiosk every 60/N minutes).")
    var interactionsPerHour = 30

    @Option(help: "The folder of evemu recordings (NAME.events with DEVICE.desc beside them).")
    var recordings = SoakBenchmark.defaultFolder

    @Option(help: "Frames composed per simulated second while touches or animations run.")
    var frameRate = 60.0

    @Option(help: "Pixels of the headless screen, WIDTHxHEIGHT.")
    var size = "800x480"

    func run() throws {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ (16...8192).contains($0) }) else {
            throw ValidationError("--size takes WIDTHxHEIGHT, each 16...8192, not \(size)")
        }
        let figures = try MainActor.assumeIsolated {
            try SoakBenchmark.run(hours: hours, interactionsPerHour: interactionsPerHour, folder: recordings,
                                  width: parts[0], height: parts[1], frameRate: frameRate) { hour in
                print(hour)
            }
        }
        print(figures)
    }
}
