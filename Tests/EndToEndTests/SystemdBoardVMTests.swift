// Vitrine — Apache License 2.0
//
// The kiosk as an installer sets it up (README "Boot a kiosk"), booted by systemd: a Debian
// root made by debootstrap, Debian's kernel in QEMU with the bochs DRM device, the unit
// enabled for tty1. scripts/vm/systemd-board does the work and checks each point; these
// tests run it and read its verdicts. The first run debootstraps the root (1–3 minutes);
// later runs reuse it from .build/vm-cache/systemd.
import Foundation
import Testing

@Suite(
    "systemd board",
    .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU"),
    // debootstrap chroots and mkfs.ext4 -d copies root-owned files: only root can build the disk.
    .enabled(if: getuid() == 0, "the systemd board's disk is built by debootstrap, which needs root")
)
struct SystemdBoardVMTests {
    /// READY after the first frame, on the first try; the screen is the headless rendering;
    /// `kill -9` of the main process → the frame leaves the screen, systemd starts the kiosk
    /// again and the frame comes back. The board serves a remote screen on loopback: the
    /// installer's drop-in lets the kiosk bind its port and no other, the unit with it passes
    /// `systemd-analyze verify` on the board, and the kiosk greets a connection there.
    @Test(.timeLimit(.minutes(20)))
    func theKioskReachesReadyShowsItsFrameAndIsRestartedAfterKill9() throws {
        let result = try systemdBoard(["--remote"])
        #expect(result.status == 0, "scripts/vm/systemd-board failed:\n\(result.output)")
        #expect(result.output.contains("vitrine@tty1.service active (READY=1)"), "\(result.output)")
        #expect(result.output.contains("NRestarts=0"), "the first start failed before READY:\n\(result.output)")
        #expect(result.output.contains("STATUS showing frames on card0 Virtual-1"), "\(result.output)")
        #expect(result.output.contains("first-start: screen 1280x800 matches the headless rendering"), "\(result.output)")
        #expect(result.output.contains("systemd-analyze verify vitrine@tty1.service: status 0"), "\(result.output)")
        #expect(result.output.contains("socket-bind.conf :: SocketBindAllow=tcp:5900 SocketBindDeny=any"), "\(result.output)")
        #expect(result.output.contains("a connection to 127.0.0.1:5900 on the board: 'RFB 003.008'"), "\(result.output)")
        #expect(result.output.contains("NRestarts=1, active again"), "\(result.output)")
        #expect(result.output.contains("after-restart: screen 1280x800 matches the headless rendering"), "\(result.output)")
        #expect(result.output.contains("systemd-board: PASS"), "\(result.output)")
    }

    /// A framebuffer board under the same unit (VITRINE_DISPLAY=fbdev in kiosk.env): the
    /// unit's device policy must let it open /dev/fb0. No remote screen: the drop-in allows
    /// no IP port.
    @Test(.timeLimit(.minutes(20)))
    func aFramebufferKioskRunsUnderTheSameUnit() throws {
        let result = try systemdBoard(["--display", "fbdev"])
        #expect(result.status == 0, "scripts/vm/systemd-board --display fbdev failed:\n\(result.output)")
        #expect(result.output.contains("STATUS showing frames on fbdev /dev/fb0"), "\(result.output)")
        #expect(result.output.contains("systemd-analyze verify vitrine@tty1.service: status 0"), "\(result.output)")
        #expect(result.output.contains("socket-bind.conf :: SocketBindDeny=any"), "\(result.output)")
        #expect(result.output.contains("after-restart: screen 1280x800 matches the headless rendering"), "\(result.output)")
        #expect(result.output.contains("systemd-board: PASS"), "\(result.output)")
    }

    private func systemdBoard(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try VirtualBoard.vitrineBinary()
        return try VirtualBoard.python(["scripts/vm/systemd-board", "--binary", binary.path] + arguments)
    }
}
