// Vitrine — Apache License 2.0
//
// The kiosk unit in systemd/ as systemd itself reads it. `systemd-analyze verify` also
// checks that ExecStart is executable, so the test verifies a copy whose ExecStart is the
// vitrine binary just built; every other line is the shipped unit's.
import Foundation
import Testing
import VitrineTesting

@Suite struct SystemdUnitTests {
    /// This test's copies of the units, removed when it ends.
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("vitrine-unit")
    }

    private func instantiatedUnit() throws -> URL {
        let unit = VirtualBoard.repositoryRoot.appendingPathComponent("systemd/vitrine@.service")
        let text = try String(contentsOf: unit, encoding: .utf8)
        let binary = try VirtualBoard.vitrineBinary().path
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("ExecStart=") ? "ExecStart=\(binary) demo" : String(line)
        }
        let directory = scratch.url
        let copy = directory.appendingPathComponent("vitrine@tty1.service")
        try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
        // The retry timer its OnFailure= names, beside it (verify looks there).
        try FileManager.default.copyItem(
            at: VirtualBoard.repositoryRoot.appendingPathComponent("systemd/vitrine-retry@.timer"),
            to: directory.appendingPathComponent("vitrine-retry@tty1.timer"))
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

    @Test func theRetryTimerVerifies() throws {
        let timer = try instantiatedUnit().deletingLastPathComponent().appendingPathComponent("vitrine-retry@tty1.timer")
        let result = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/systemd-analyze"), ["verify", timer.path])
        #expect(result.status == 0 && result.output.isEmpty, "systemd-analyze verify:\n\(result.output)")
    }

    /// Debian 12's systemd 252 has no RestartSteps=: a start limit stops the 2-s restarts of a
    /// kiosk that cannot start, and the retry timer brings it back 5 minutes later.
    @Test func theUnitBacksOffWhenItCannotStart() throws {
        let root = VirtualBoard.repositoryRoot.appendingPathComponent("systemd")
        let unit = try String(contentsOf: root.appendingPathComponent("vitrine@.service"), encoding: .utf8)
        for line in ["StartLimitIntervalSec=2min", "StartLimitBurst=5", "OnFailure=vitrine-retry@%i.timer", "RestartSec=2"] {
            #expect(unit.contains("\n\(line)\n"), "missing \(line)")
        }
        let timer = try String(contentsOf: root.appendingPathComponent("vitrine-retry@.timer"), encoding: .utf8)
        for line in ["Unit=vitrine@%i.service", "OnActiveSec=5min", "RemainAfterElapse=no", "PartOf=vitrine@%i.service"] {
            #expect(timer.contains("\n\(line)\n"), "missing \(line)")
        }
    }

    @Test func theUnitIsWellHardened() throws {
        let result = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/systemd-analyze"),
                                          ["security", "--offline=yes", "--threshold=20", try instantiatedUnit().path])
        // systemd's exposure scale: 0 (safest) … 10; --threshold=20 fails above 2.0.
        #expect(result.status == 0, "systemd-analyze security:\n\(result.output)")
        #expect(result.output.contains("Overall exposure level"), "\(result.output)")
    }

    /// The network is reachable by default (most kiosks show remote data); the shipped
    /// drop-in systemd/offline.conf locks it out and lowers the exposure further.
    @Test func theNetworkIsOpenByDefaultAndTheOfflineDropInLocksItOut() throws {
        let root = VirtualBoard.repositoryRoot.appendingPathComponent("systemd")
        let unitText = try String(contentsOf: root.appendingPathComponent("vitrine@.service"), encoding: .utf8)
        #expect(unitText.contains("\nRestrictAddressFamilies=AF_UNIX AF_NETLINK AF_INET AF_INET6\n"))
        #expect(!unitText.contains("\nPrivateNetwork=yes"))
        let dropIn = try String(contentsOf: root.appendingPathComponent("offline.conf"), encoding: .utf8)
        for line in ["[Service]", "PrivateNetwork=yes", "RestrictAddressFamilies=AF_UNIX AF_NETLINK", "IPAddressDeny=any"] {
            #expect(dropIn.contains("\(line)\n"), "missing \(line)")
        }
        func exposure(_ unit: URL) throws -> Double? {
            let result = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/systemd-analyze"),
                                              ["security", "--offline=yes", "--threshold=20", unit.path])
            #expect(result.status == 0, "systemd-analyze security:\n\(result.output)")
            // "→ Overall exposure level for vitrine@tty1.service: 1.9 OK"
            guard let line = result.output.split(separator: "\n").first(where: { $0.contains("Overall exposure level") }),
                  let number = line.split(separator: ":").last?.split(separator: " ").first else { return nil }
            return Double(number)
        }
        let unit = try instantiatedUnit()
        let open = try #require(try exposure(unit))
        let folder = unit.deletingLastPathComponent().appendingPathComponent("vitrine@tty1.service.d")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try dropIn.write(to: folder.appendingPathComponent("offline.conf"), atomically: true, encoding: .utf8)
        let locked = try #require(try exposure(unit))
        #expect(open <= 2.0 && locked < open, "exposure \(open) open, \(locked) with offline.conf")
    }
}
