// Vitrine — Apache License 2.0
import ArgumentParser

/// `vitrine`: runs demos, shows what hardware is there, checks board files, calibrates panels.
@main
struct VitrineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A UIKit-style UI runtime for Linux touchscreen kiosks.",
        subcommands: [
            DemoCommand.self, InfoCommand.self, CheckConfigCommand.self, DebugEventsCommand.self,
            ReplayCommand.self, CalibrateCommand.self, BenchCommand.self, BenchComposeCommand.self, BenchAnimateCommand.self,
            BenchTouchCommand.self,
        ]
    )
}
