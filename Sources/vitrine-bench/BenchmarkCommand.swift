// Vitrine — Apache License 2.0
import ArgumentParser

/// `vitrine-bench`: the figures behind the project's speed goals, printed, never asserted.
/// A separate binary from `vitrine`, so the kiosk's binary does not link Cairo, the peer
/// the rasterizer is measured against.
@main
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-bench",
        abstract: "Vitrine's benchmarks: the 2D matrix against Cairo, composition, animation, touch latency, start-up.",
        subcommands: [
            BenchCommand.self, BenchComposeCommand.self, BenchCardsCommand.self, BenchAnimateCommand.self,
            BenchTouchCommand.self, BenchStartupCommand.self, BenchLayoutCommand.self, BenchScrollCommand.self,
            BenchTableCommand.self, BenchVNCCommand.self, BenchSoakCommand.self, BenchAPICommand.self,
        ],
        defaultSubcommand: BenchCommand.self
    )
}
