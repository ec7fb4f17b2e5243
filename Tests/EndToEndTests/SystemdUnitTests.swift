// Vitrine — Apache License 2.0
//
// The kiosk unit in systemd/ as systemd itself reads it. `systemd-analyze verify` also
// checks that ExecStart is executable, so the test verifies a copy whose ExecStart is the
// vitrine binary just built; every other line is the shipped unit's.
import Foundation
import Testing

@Suite struct SystemdUnitTests {
    private func instantiatedUnit() throws -> URL {
        let unit = VirtualBoard.repositoryRoot.appendingPathComponent("systemd/vitrine@.service")
        let text = try String(contentsOf: unit, encoding: .utf8)
        let binary = try VirtualBoard.vitrineBinary().path
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("ExecStart=") ? "ExecStart=\(binary) demo" : String(line)
        }
        let copy = try VirtualBoard.temporaryDirectory("vitrine-unit").appendingPathComponent("vitrine@tty1.service")
        try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
        return copy
    }

    @Test func theUnitVerifies() throws {
        let result = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/systemd-analyze"), ["verify", try instantiatedUnit().path])
        #expect(result.status == 0 && result.output.isEmpty, "systemd-analyze verify:\n\(result.output)")
    }

    @Test func theUnitIsNotifyWithWatchdogRestartAndTheVT() throws {
        let text = try String(contentsOf: VirtualBoard.repositoryRoot.appendingPathComponent("systemd/vitrine@.service"), encoding: .utf8)
        for line in ["Type=notify", "Restart=always", "Conflicts=getty@%i.service", "TTYPath=/dev/%I", "KillMode=mixed",
                     "SupplementaryGroups=video input render tty", "DeviceAllow=char-drm rw", "DeviceAllow=char-input rw",
                     // A hang is killed (SIGABRT is caught by Swift's backtracer); a bad board file is not restarted.
                     "WatchdogSignal=SIGKILL", "RestartPreventExitStatus=78", "StateDirectory=vitrine"] {
            #expect(text.contains("\n\(line)\n"), "missing \(line)")
        }
        #expect(text.contains("\nWatchdogSec="))
        #expect(text.contains("\nMemoryMax=") && text.contains("\nTasksMax="))
    }

    @Test func theUnitIsWellHardened() throws {
        let result = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/systemd-analyze"),
                                          ["security", "--offline=yes", "--threshold=20", try instantiatedUnit().path])
        // systemd's exposure scale: 0 (safest) … 10; --threshold=20 fails above 2.0.
        #expect(result.status == 0, "systemd-analyze security:\n\(result.output)")
        #expect(result.output.contains("Overall exposure level"), "\(result.output)")
    }
}
