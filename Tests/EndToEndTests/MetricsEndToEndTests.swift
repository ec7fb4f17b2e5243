// Vitrine — Apache License 2.0
//
// The kiosk's metrics file as a fleet's node_exporter reads it, checked by Prometheus' own
// promtool (Debian's prometheus package, installed by scripts/setup).
import Foundation
import Testing

@Suite struct MetricsEndToEndTests {
    /// `promtool check metrics` on `text` (it reads standard input).
    private func promtoolCheck(_ text: String) throws -> (status: Int32, output: String) {
        let file = try VirtualBoard.temporaryDirectory("vitrine-promtool").appendingPathComponent("metrics.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try VirtualBoard.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "/usr/bin/promtool check metrics < '\(file.path)'"])
    }

    @Test func aRunningKioskWritesMetricsThatPromtoolAccepts() throws {
        let folder = try VirtualBoard.temporaryDirectory("vitrine-metrics")
        let textfile = folder.appendingPathComponent("kiosk.prom").path
        let board = folder.appendingPathComponent("board.toml")
        try """
            name = "metrics"

            [display]
            mode = "320x200"

            [metrics]
            textfile = "\(textfile)"
            interval = 1
            """.write(to: board, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try VirtualBoard.vitrineBinary()
        process.arguments = ["demo", "views"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": "", "VITRINE_BOARD": board.path]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The first write is at start, the next a second later: wait for one with a frame in it.
        let deadline = Date().addingTimeInterval(60)
        var text = ""
        while Date() < deadline {
            text = (try? String(contentsOfFile: textfile, encoding: .utf8)) ?? ""
            if text.contains("\nvitrine_frames_presented_total "), !text.contains("\nvitrine_frames_presented_total 0\n") { break }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(text.contains("\nvitrine_frames_presented_total "), "\(text)")
        #expect(!text.contains("\nvitrine_frames_presented_total 0\n"), "\(text)")
        #expect(text.contains("vitrine_info{version=\""))
        #expect(text.contains("\nprocess_resident_memory_bytes "))

        let check = try promtoolCheck(text)
        #expect(check.status == 0, "promtool: \(check.output)\n\(text)")

        // SIGTERM: a clean stop leaves its last figures behind, still valid.
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let last = try String(contentsOfFile: textfile, encoding: .utf8)
        #expect(try promtoolCheck(last).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["board.toml", "kiosk.prom"])
    }
}
