// Vitrine — Apache License 2.0
import ArgumentParser
import Platform

/// `vitrine info`: the DRM devices with their connectors and modes, and the input devices
/// with their capabilities, on one page.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "List DRM devices, connectors, modes and input devices."
    )

    @Option(help: "The DRM device folder.")
    var dri = "/dev/dri"

    @Option(help: "The input device folder.")
    var input = "/dev/input"

    func run() throws {
        print(DRMInventory.scan(directory: dri).render())
        print(InputDeviceInventory.scan(directory: input).render())
        print("Console:\n  \(VirtualTerminal.describeForeground())")
    }
}
