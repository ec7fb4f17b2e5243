// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit

/// `vitrine`: runs demos, shows what hardware is there, checks board files, calibrates panels.
@main
struct VitrineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A UIKit-style UI runtime for Linux touchscreen kiosks.",
        version: VitrineVersion.current,
        subcommands: [
            DemoCommand.self, InfoCommand.self, CheckConfigCommand.self, DebugEventsCommand.self,
            ReplayCommand.self, CalibrateCommand.self,
        ]
    )

    /// The name the kiosk unit runs (`ExecStart=/usr/local/bin/vitrine-kiosk`, no arguments).
    static let kioskName = "vitrine-kiosk"

    /// Installed as `vitrine-kiosk` (the README's symlink) and started without arguments,
    /// as the systemd unit does, `vitrine` runs `vitrine demo`: a kiosk must show a scene,
    /// and the usage text would leave a `Type=notify` unit restarting forever.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let name = CommandLine.arguments.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        main(arguments.isEmpty && name == kioskName ? ["demo"] : arguments)
    }
}
