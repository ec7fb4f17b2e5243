// Vitrine — Apache License 2.0
//
// How the kiosk unit starts the app (README "Boot a kiosk"): /usr/local/bin/vitrine-kiosk,
// a symlink to `vitrine`, run without arguments, which needs no benchmark peer (Cairo);
// and `vitrine-bench startup`, which times that start on the headless path.
import Foundation
import Testing

@Suite struct KioskLaunchTests {
    /// The launch environment of a child, with the caller's VITRINE_* cleared.
    private func environment(_ values: [String: String]) -> [String: String] {
        var clean = values
        for name in ["VITRINE_DISPLAY", "VITRINE_BOARD", "VITRINE_SCREENSHOT", "VITRINE_SCALE_FACTOR"] where clean[name] == nil {
            clean[name] = ""
        }
        return clean
    }

    @Test func vitrineKioskWithoutArgumentsShowsTheDemo() throws {
        let folder = try VirtualBoard.temporaryDirectory("vitrine-kiosk")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kiosk = folder.appendingPathComponent("vitrine-kiosk")
        try FileManager.default.createSymbolicLink(at: kiosk, withDestinationURL: try VirtualBoard.vitrineBinary())
        let png = folder.appendingPathComponent("screen.png")
        let result = try VirtualBoard.run(kiosk, [], environment: environment([
            "VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": png.path,
        ]))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("first frame on screen"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: png.path), "no screenshot; output:\n\(result.output)")
        // The demo is the showcase, whose first screen is the README's screenshot: the same
        // PNG, byte for byte (one encoder, one rendering).
        let readmeShot = URL(fileURLWithPath: "docs/showcase.png")
        #expect(try Data(contentsOf: png) == Data(contentsOf: readmeShot),
                "the kiosk's first screen is not docs/showcase.png; if the showcase changed on purpose, regenerate it: vitrine demo showcase --display headless --screenshot docs/showcase.png")
    }

    @Test func vitrineWithoutArgumentsStillPrintsItsUsage() throws {
        let result = try VirtualBoard.run(try VirtualBoard.vitrineBinary(), [], environment: environment([:]))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("SUBCOMMANDS"), "\(result.output)")
        #expect(!result.output.contains("first frame on screen"), "\(result.output)")
    }

    /// The binary a kiosk installs does not need Cairo; the benchmark, beside it, does.
    @Test func theKioskBinaryDoesNotLinkCairo() throws {
        let kiosk = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/ldd"), [try VirtualBoard.vitrineBinary().path])
        #expect(kiosk.status == 0, "\(kiosk.output)")
        #expect(kiosk.output.contains("libdrm"), "\(kiosk.output)")  // it is the kiosk's binary
        #expect(!kiosk.output.contains("libcairo"), "\(kiosk.output)")
        let bench = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/ldd"), [try VirtualBoard.benchmarkBinary().path])
        #expect(bench.output.contains("libcairo"), "\(bench.output)")
    }

    /// The benchmark's report has its rows and the goal line; the figures themselves are
    /// the benchmark's business, not the test's.
    @Test func benchStartupReportsEveryRowAndTheGoal() throws {
        let result = try VirtualBoard.run(try VirtualBoard.benchmarkBinary(), ["startup", "--runs", "2"],
                                          environment: environment([:]))
        #expect(result.status == 0, "\(result.output)")
        for row in ["first frame, logged by the child", "first frame, line seen by this process",
                    "floor: /bin/true, spawn to exit", "floor: vitrine --help, spawn to exit",
                    "goal: median logged ≤ 150 ms:"] {
            #expect(result.output.contains(row), "missing '\(row)' in:\n\(result.output)")
        }
    }

    /// The remote screen's benchmark runs its three cases and its idle second and reports
    /// them against the goals (figures are the benchmark's business; an idle screen with a
    /// viewer is RemoteScreenEndToEndTests').
    @Test func benchVNCReportsEveryCaseAndTheGoals() throws {
        let result = try VirtualBoard.run(try VirtualBoard.benchmarkBinary(), ["vnc", "--frames", "10", "--rounds", "1"],
                                          environment: environment([:]))
        #expect(result.status == 0, "\(result.output)")
        for row in ["headless ", "vnc, no viewer ", "vnc, a viewer taking changes ", "(goal ≤ 1.10×)", "idle for 1 s: ", "(goal 0 and 0)"] {
            #expect(result.output.contains(row), "missing '\(row)' in:\n\(result.output)")
        }
    }

    @Test func benchStartupNamesAnUnknownDemo() throws {
        let result = try VirtualBoard.run(try VirtualBoard.benchmarkBinary(), ["startup", "--runs", "1", "nosuch"],
                                          environment: environment([:]))
        #expect(result.status != 0)
        #expect(result.output.contains("no demo named 'nosuch'"), "\(result.output)")
    }
}
