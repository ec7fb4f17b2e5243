// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit
import VitrineDemos

/// `vitrine demo NAME`: runs a built-in scene on the best display available.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run a built-in demo scene.",
        discussion: "Demos: " + MainActor.assumeIsolated {
            DemoCatalog.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")
        }
    )

    @Argument(help: "The demo to run (default: the showcase, a museum guide kiosk).")
    var name = "showcase"

    @Option(help: .displayBackend)
    var display: String?

    @Option(help: "A board configuration file (default: VITRINE_BOARD).")
    var board: String?

    @Option(help: "Write the screen to this PNG after the first frame, then exit.")
    var screenshot: String?

    @Option(help: "Points-to-pixels scale (default: VITRINE_SCALE_FACTOR, else the board's, else 1).")
    var scale: Double?

    @Option(help: "Start at this step of the demo (default: the demo's first, or its live step).")
    var step: Int?

    @Option(help: "For end-to-end tests: after each frame on screen, write 'PRESENTED <step> <flips>' to this device and wait for NEXT or QUIT.")
    var handshake: String?

    @Flag(help: "For end-to-end tests: a step that is a touch waits for a real touch (demos with touch steps: showcase, hypnosis, happiness, cards, rotation).")
    var waitForTouches = false

    func run() throws {
        let status = try MainActor.assumeIsolated { try launch() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func launch() throws -> Int32 {
        guard let demo = DemoCatalog.named(name) else {
            let names = DemoCatalog.all.map { $0.name }
            throw ValidationError("no demo named '\(name)'; demos: \(names.joined(separator: ", "))")
        }
        let stepCount = demo.stepCount
        // The end-to-end protocol counts steps from 0; people start at the demo's live step.
        let step = self.step ?? (handshake == nil ? demo.initialStep : 0)
        guard (0..<stepCount).contains(step) else {
            throw ValidationError("demo '\(name)' has steps 0...\(stepCount - 1)")
        }
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["VITRINE_DISPLAY"] = display }
        if let board { environment["VITRINE_BOARD"] = board }
        if let screenshot { environment["VITRINE_SCREENSHOT"] = screenshot }
        if let scale { environment["VITRINE_SCALE_FACTOR"] = String(scale) }
        if environment["VITRINE_DISPLAY"] == nil, environment["VITRINE_SCREENSHOT"] == nil, !hasDRMDevice() {
            // Nothing would be visible: keep the frame as a picture instead.
            environment["VITRINE_SCREENSHOT"] = "vitrine-demo.png"
            printError("vitrine: no DRM device here; the demo renders headless and writes vitrine-demo.png")
        }
        if waitForTouches, !(demo is any TouchDrivenDemo.Type) {
            throw ValidationError("demo '\(name)' has no touch steps; --wait-for-touches applies to: "
                + DemoCatalog.all.filter { $0 is any TouchDrivenDemo.Type }.map { $0.name }.joined(separator: ", "))
        }
        let delegate = DemoAppDelegate(demo: demo, step: step)
        let channel = try handshake.map { try HandshakeChannel(path: $0, step: step) }
        let waitForTouches = self.waitForTouches
        delegate.didLaunch = { demo in
            if waitForTouches, let demo = demo as? any TouchDrivenDemo { demo.waitsForTouches = true }
            channel?.attach(to: demo)
        }
        return UIApplicationMain(delegate: delegate, environment: environment)
    }
}

private func hasDRMDevice() -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    return names.contains { $0.hasPrefix("card") }
}
