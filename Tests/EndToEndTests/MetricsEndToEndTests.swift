// Vitrine — Apache License 2.0
//
// The kiosk's metrics file as a fleet's node_exporter reads it, checked by Prometheus' own
// promtool (Debian's prometheus package, installed by scripts/setup).
import Foundation
import Testing

@Suite struct MetricsEndToEndTests {
    /// `promtool check metrics` on `text` (it reads standard input).
    private func promtoolCheck(_ text: String) throws -> (status: Int32, output: String) {
        let folder = try VirtualBoard.temporaryDirectory("vitrine-promtool")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("metrics.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try VirtualBoard.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "/usr/bin/promtool check metrics < '\(file.path)'"])
    }

    /// A kiosk with a remote screen for one viewer: a second viewer is turned away, and the
    /// metrics count it under its kind.
    @Test func aRunningKioskWritesMetricsThatPromtoolAccepts() throws {
        let folder = try VirtualBoard.temporaryDirectory("vitrine-metrics")
        defer { try? FileManager.default.removeItem(at: folder) }
        let textfile = folder.appendingPathComponent("kiosk.prom").path
        let board = folder.appendingPathComponent("board.toml")
        let port = try VNCKiosk.freePort()
        try """
            name = "metrics"

            [display]
            mode = "320x200"

            [metrics]
            textfile = "\(textfile)"
            interval = 1

            [remote]
            vnc = true
            listen = "127.0.0.1:\(port)"
            max-clients = 1
            """.write(to: board, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try VirtualBoard.vitrineBinary()
        process.arguments = ["demo", "views"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": "", "VITRINE_BOARD": board.path]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Declared after the folder's, so it runs first: the kiosk is gone before its folder.
        defer {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }

        // The first write is at start, the next a second later: wait for one with a frame in it.
        func waitForMetrics(containing line: String) -> String {
            let deadline = Date().addingTimeInterval(60)
            var text = ""
            while Date() < deadline {
                text = (try? String(contentsOfFile: textfile, encoding: .utf8)) ?? ""
                if text.contains("\nvitrine_frames_presented_total "), !text.contains("\nvitrine_frames_presented_total 0\n"),
                   text.contains("\n" + line + "\n") { break }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return text
        }
        let refused = "vitrine_errors_total{kind=\"remote_viewer_refused\"}"
        var text = waitForMetrics(containing: "\(refused) 0")
        #expect(text.contains("\nvitrine_frames_presented_total "), "\(text)")
        #expect(!text.contains("\nvitrine_frames_presented_total 0\n"), "\(text)")
        #expect(text.contains("vitrine_info{version=\""))
        #expect(text.contains("\nprocess_resident_memory_bytes "))
        // Every kind is there before its first problem.
        #expect(text.contains("\n# TYPE vitrine_errors_total counter\n"), "\(text)")
        #expect(text.contains("\nvitrine_errors_total{kind=\"display_lost\"} 0\n"), "\(text)")

        // One viewer is served; the next is refused, which the next write counts.
        let first = try RFBSocket(port: port)
        #expect(first.receive(12) == Array("RFB 003.008\n".utf8))
        let second = try RFBSocket(port: port)
        #expect(second.receive(13) == Array("RFB 003.008\n".utf8) + [0], "no security types: refused")
        text = waitForMetrics(containing: "\(refused) 1")
        #expect(text.contains("\n\(refused) 1\n"), "\(text)")
        withExtendedLifetime(first) {}

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
