// Vitrine — Apache License 2.0
import ArgumentParser
import Platform
import UIKit
import VitrineDemos

/// `vitrine replay [DESC] EVENTS`: runs a demo app (default `touches`) fed by a recorded
/// touch panel, through the same decoder a real panel goes through.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a demo driven by an evemu recording."
    )

    @Argument(help: "The evemu description and recording (DESC EVENTS), or a recording that holds its description.")
    var files: [String]

    @Option(help: "The demo to run.")
    var demo = "touches"

    @Option(help: .displayBackend)
    var display: String?

    @Option(help: "A board configuration file: its [touch] section and rotation apply to the recording.")
    var board: String?

    @Flag(help: "Replay as fast as possible instead of in real time.")
    var fast = false

    @Option(help: "When the recording ends, write the screen to this PNG and exit.")
    var screenshot: String?

    func run() throws {
        let status = try MainActor.assumeIsolated { try launch() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func launch() throws -> Int32 {
        guard (1...2).contains(files.count) else { throw ValidationError("give DESC EVENTS, or EVENTS alone") }
        guard let demoType = DemoCatalog.named(demo) else { throw ValidationError("no demo named '\(demo)'") }
        var environment = ProcessInfo.processInfo.environment
        if let board { environment["VITRINE_BOARD"] = board }
        if let display { environment["VITRINE_DISPLAY"] = display }
        let boardPath = environment["VITRINE_BOARD"].flatMap { $0.isEmpty ? nil : $0 }
        let boardConfiguration: BoardConfiguration
        let source: ReplayInputSource
        do {
            boardConfiguration = try boardPath.map { path throws(BoardConfigurationError) in try BoardConfiguration.load(contentsOf: path) } ?? .default
            let recording = try EvemuRecording.load(descriptionPath: files.count == 2 ? files[0] : nil, eventsPath: files[files.count - 1])
            source = try ReplayInputSource(
                recording: recording, configuration: boardConfiguration.touch, rotation: boardConfiguration.display.rotation,
                pace: fast ? .asFastAsPossible : .realTime)
        } catch {
            throw ValidationError("\(error)")
        }
        if environment["VITRINE_DISPLAY"].map({ $0.isEmpty }) ?? true, !FileManager.default.fileExists(atPath: "/dev/dri") {
            environment["VITRINE_DISPLAY"] = "headless"
        }
        let replayed = files[files.count - 1], positionAxes = source.positionAxes
        source.positionAxesIdleHandler = { moving in
            printError("vitrine replay: \(replayed): \(EvdevInputSource.idleAxesAdvice(position: positionAxes, moving: moving))")
        }
        let delegate = DemoAppDelegate(demo: demoType)
        let screenshot = self.screenshot
        source.finishedHandler = {
            // Let the last touches reach the screen and what they started (a transition, the
            // next screen's layout) end: half a second, then until no frame is asked for.
            whenSettled(after: 0.5) {
                MainActor.assumeIsolated {
                    if let screenshot, let window = delegate.window {
                        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
                        }
                        if let data = image.pngData() {
                            FileManager.default.createFile(atPath: screenshot, contents: data)
                        }
                    }
                    ApplicationRuntime.current?.stop(status: 0, reason: "replay finished")
                }
            }
        }
        return UIApplicationMain(delegate: delegate, environment: environment, additionalInputSources: [source])
    }
}

/// Runs `body` on the main queue `delay` seconds from now, or later, once the app's frames
/// are idle (none pending or on its way to the screen); a demo that animates without end
/// gets `limit` seconds more at most.
private func whenSettled(after delay: Double, limit: Double = 15, _ body: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        MainActor.assumeIsolated {
            if let scheduler = ApplicationRuntime.current?.scheduler, !scheduler.isIdle, limit > 0 {
                whenSettled(after: 0.1, limit: limit - 0.1, body)
            } else {
                body()
            }
        }
    }
}
