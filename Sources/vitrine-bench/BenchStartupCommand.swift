// Vitrine — Apache License 2.0
import ArgumentParser
import Foundation

/// `vitrine-bench startup`: time from process start to the first frame, on the headless
/// path, over fresh child processes (`vitrine demo NAME --display headless --screenshot …`),
/// beside two floors measured in the same run: `/bin/true` (process creation) and
/// `vitrine --help` (the dynamic loader and the Swift runtime, before any UI).
struct BenchStartupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Measure process start to first frame on the headless path (median, p90).",
        discussion: "Each run is a new process. 'logged' is the child's own start-up log line "
            + "(counted from the kernel's process start time, 10 ms ticks); 'seen' is when that "
            + "line reached this process (counted from just before the spawn, µs)."
    )

    @Option(help: "Measured runs (one more runs first, as a warm-up, and is not counted).")
    var runs = 20

    @Argument(help: "The demo to start.")
    var demo = "views"

    @Option(help: "A board configuration file for the children (default: none).")
    var board: String?

    @Option(help: "The goal for the median logged time, in milliseconds.")
    var goal = 150.0

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
        // The kiosk binary is measured, not this one: `vitrine` beside `vitrine-bench`.
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("vitrine")
        guard FileManager.default.isExecutableFile(atPath: me.path) else {
            throw ValidationError("no `vitrine` beside this benchmark at \(me.path): build both (swift build -c release)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bench-startup-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The children's environment says everything: no VITRINE_* of the caller leaks in.
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("VITRINE_") }
        environment["VITRINE_LOG_LEVEL"] = "info"
        let screenshot = folder.appendingPathComponent("frame.png").path
        let arguments = ["demo", demo, "--display", "headless", "--screenshot", screenshot] + (board.map { ["--board", $0] } ?? [])

        var logged: [Double] = [], seen: [Double] = [], exited: [Double] = []
        for index in 0...runs {
            let run = try StartupRun.measure(me, arguments, environment: environment)
            guard run.status == 0, let milliseconds = run.loggedFirstFrame, let lineSeen = run.markerSeen else {
                throw ValidationError("run \(index): `vitrine \(arguments.joined(separator: " "))` exited \(run.status)"
                    + " without logging its first frame:\n\(run.output)")
            }
            if index == 0 { continue }  // warm-up: page cache, font cache
            logged.append(milliseconds / 1000)
            seen.append(lineSeen)
            exited.append(run.exited)
        }
        var processFloor: [Double] = [], runtimeFloor: [Double] = []
        for _ in 0...runs {
            processFloor.append(try StartupRun.measure(URL(fileURLWithPath: "/bin/true"), [], environment: environment).exited)
            runtimeFloor.append(try StartupRun.measure(me, ["--help"], environment: environment).exited)
        }
        processFloor.removeFirst()
        runtimeFloor.removeFirst()

        print("vitrine-bench startup: vitrine demo \(demo) --display headless, \(runs) runs after 1 warm-up,"
            + " \(BuildFacts.isDebug ? "DEBUG build (build with -c release for figures)" : "release build"), \(BuildFacts.architecture)")
        // Start-up is mostly waiting for the CPU on a shared machine: say how busy it was.
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        print("  load average \(load) on \(ProcessInfo.processInfo.activeProcessorCount) CPUs (/proc/loadavg)")
        print("  what                                       median       p90       min       max")
        let rows: [(String, [Double])] = [
            ("first frame, logged by the child", logged),
            ("first frame, line seen by this process", seen),
            ("exit (after writing the PNG)", exited),
            ("floor: /bin/true, spawn to exit", processFloor),
            ("floor: vitrine --help, spawn to exit", runtimeFloor),
        ]
        for (name, values) in rows {
            guard let figures = StartupFigures(values) else { continue }
            print("  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + [figures.median, figures.p90, figures.minimum, figures.maximum].map(Self.milliseconds).joined())
        }
        let medianSeen = StartupFigures(seen)!.median, medianLogged = StartupFigures(logged)!.median
        let medianRuntime = StartupFigures(runtimeFloor)!.median
        print(String(format: "  first frame (seen) / vitrine --help: %.2fx; UI start-up beyond the runtime floor: %.1f ms",
                     medianSeen / medianRuntime, (medianSeen - medianRuntime) * 1000))
        let verdict = medianLogged * 1000 <= goal ? "met" : "NOT met"
        print(String(format: "  goal: median logged ≤ %.0f ms: ", goal) + verdict + String(format: " (%.0f ms)", medianLogged * 1000))
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%7.1f ms", seconds * 1000).padding(toLength: 10, withPad: " ", startingAt: 0)
    }
}
