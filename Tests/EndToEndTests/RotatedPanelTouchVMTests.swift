// Vitrine — Apache License 2.0
//
// The rotated-panel demo end to end: the virtual board's 1280x800 screen described as a
// panel mounted a quarter turn (board `display.rotation = 90`), a uinput touch panel made
// by `evemu-device` from a real panel's description (atmel-mxt.desc), and
// `vitrine demo rotation --wait-for-touches` driven by the handshake. Steps: 0 the four
// tiles; 1 a tap replayed through uinput lights the tile under it; 2 the interface turns
// a quarter at run time (requestGeometryUpdate), so the picture goes through the mounting
// and the interface's turn; 3 a second tap lights the tile under it in the turned layout.
// Every step's screendump must match the headless rendering of the same step, and the
// demo's log must name the tiles the taps landed on.
//
// Beside fbdev the board also serves the panel over VNC (`[remote]`, GuestRemoteScreen),
// sharing the boot: a viewer on the host logs in at step 0 and at every step its screen
// must equal the screendump (the panel as mounted, 1280x800), and step 3's tap is the
// viewer's pointer instead of the panel's, landing on the tile the panel's would have.
import Foundation
import TestFixtures
import Testing

@Suite(
    "Rotated panel with touch on the virtual board",
    .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct RotatedPanelTouchVMTests {
    static let board = "name = \"qemu-turned\"\n[display]\nmode = \"1280x800\"\nrotation = 90\n"

    /// One tap on the Atmel panel (raw range 0...799 × 0...479) at raw (x, y), in the event
    /// sequence the real recordings of that panel show: tracking id, MT position, BTN_TOUCH,
    /// ABS_X/Y, SYN_REPORT; 80 ms later the lift.
    static func tap(x: Int, y: Int, trackingID: Int) -> String {
        func event(_ time: String, _ type: String, _ code: String, _ value: Int) -> String {
            "E: \(time) \(type) \(code) \(value < 0 ? String(format: "-%03d", -value) : String(format: "%04d", value))\n"
        }
        return event("0.000001", "0003", "0039", trackingID) + event("0.000001", "0003", "0035", x)
            + event("0.000001", "0003", "0036", y) + event("0.000001", "0001", "014a", 1)
            + event("0.000001", "0003", "0000", x) + event("0.000001", "0003", "0001", y)
            + event("0.000001", "0000", "0000", 0)
            + event("0.080000", "0003", "0039", -1) + event("0.080000", "0001", "014a", 0)
            + event("0.080000", "0000", "0000", 0)
    }

    /// The guest: the uinput panel first, then the demo on `display`, its log to the console
    /// through `tee` (where the host waits to give a viewer's tap); the tap of each step in
    /// `panelTaps` is replayed once the demo says it waits for it (after the host saw the
    /// step before). The waits are `VirtualBoard.guestWaits`: bounded, and a wait that
    /// gives up says what for.
    static func guestScript(display: String, panelTaps: [Int]) -> String { VirtualBoard.guestWaits + """
        dmesg -n 1 2>/dev/null
        evemu-device /rec/atmel-mxt.desc > /tmp/dev.txt 2>&1 &
        wait_for grep -q '/dev/input/event' /tmp/dev.txt
        DEV=$(grep -o '/dev/input/event[0-9]*' /tmp/dev.txt | head -1)
        touch /tmp/kiosk.log
        ( vitrine demo rotation --display \(display) --handshake /dev/ttyS1 --wait-for-touches; echo $? > /tmp/status.txt ) 2>&1 | tee /tmp/kiosk.log &
        V=$!
        for n in \(panelTaps.map(String.init).joined(separator: " ")); do
          wait_for logged "waiting for a touch (step $n)"
          evemu-play $DEV < /rec/tap$n.events
        done
        wait $V
        S=$(cat /tmp/status.txt)
        echo "DEVICE $DEV VITRINE-STATUS $S"
        exit $S
        """ }

    /// Both taps are in the panel's top-right quadrant. The touch transform normalizes raw
    /// (x, y) to (x/799, y/479) on the panel, then undoes the 90° mounting: the portrait
    /// screen's (u, v) = (y/479, 1 − x/799).
    /// - Tap 1, raw (600, 120): (0.2505, 0.2491) of 800x1280 = (200.4, 318.9): the
    ///   north-west tile (x < 400, y < 640).
    /// - Tap 2, raw (610, 130), after the interface turned to landscape right (a quarter
    ///   clockwise, undone by the same map): (u, v) = (0.2714, 0.2365), then
    ///   (v, 1 − u) = (0.2365, 0.7286) of 1280x800 = (302.7, 582.9): the south-west
    ///   tile (x < 640, y ≥ 400).
    ///
    /// Beside fbdev, step 3's tap is the viewer's, at the panel pixel under tap 2: raw
    /// (610, 130) of 800x480 is (977.2, 217.1) of 1280x800, so pixel (977, 217), whose
    /// centre normalizes to (0.7637, 0.2719): (u, v) = (0.2719, 0.2363), then
    /// (0.2363, 0.7281) of 1280x800 = (302.5, 582.5), the south-west tile again.
    static let viewerTap3 = "3:977,217"

    /// On DRM (dumb buffers, page flips), and on the framebuffer device (bochs's fbdev
    /// emulation) with the remote screen beside it.
    @Test(.timeLimit(.minutes(15)), arguments: zip(["drm", "fbdev"], [false, true]))
    func tapsOnAQuarterTurnedPanelLandOnTheTilesDrawnThere(display: String, mirrored: Bool) throws {
        let description = try TouchRecordingFixtures.path("atmel-mxt.desc")
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-e2e-rotation")
        let refs = work.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        let boardFile = work.appendingPathComponent("board.toml")
        try Self.board.write(to: boardFile, atomically: true, encoding: .utf8)
        // The guest's board adds the remote screen; the references are rendered without it
        // (its section names guest files).
        let guestBoard = work.appendingPathComponent("guest-board.toml")
        try (Self.board + (mirrored ? "\n" + GuestRemoteScreen.boardSection + "\n" : ""))
            .write(to: guestBoard, atomically: true, encoding: .utf8)
        let remote = mirrored
            ? try GuestRemoteScreen.vmctlArguments(secretsIn: work) + [
                "--vnc-partial-step", "1", "--vnc-partial-step", "3", "--vnc-tap", Self.viewerTap3]
            : []
        for step in 0..<4 {
            try VirtualBoard.renderHeadless("rotation", step: step, board: boardFile,
                                            into: refs.appendingPathComponent("ref-step\(step).png"))
        }
        let files = [
            "tap1.events": Self.tap(x: 600, y: 120, trackingID: 1),
            "tap3.events": Self.tap(x: 610, y: 130, trackingID: 2),
            "guest.sh": Self.guestScript(display: display, panelTaps: mirrored ? [1] : [1, 3]),
        ]
        for (name, text) in files {
            try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let artifacts = work.appendingPathComponent("vm")
        let result = try VirtualBoard.python([
            "scripts/vm/vmctl.py", "e2e", "--binary", binary.path, "--scene", "rotation",
            "--refs", refs.path, "--steps", "4", "--tolerance", "1", "--artifacts", artifacts.path, "--display", display,
            "--script", work.appendingPathComponent("guest.sh").path,
            "--file", "\(guestBoard.path):/etc/vitrine/board.toml", "--env", "VITRINE_BOARD=/etc/vitrine/board.toml",
            "--file", "\(description):/rec/atmel-mxt.desc",
            "--file", "\(work.appendingPathComponent("tap1.events").path):/rec/tap1.events",
            "--file", "\(work.appendingPathComponent("tap3.events").path):/rec/tap3.events",
        ] + remote)
        #expect(result.status == 0, "vmctl.py e2e of the rotation demo on \(display) failed:\n\(result.output)")
        let console = (try? String(contentsOf: artifacts.appendingPathComponent("console.log"), encoding: .utf8)) ?? ""
        let touches = console.split(whereSeparator: \.isNewline).filter { $0.contains("rotation demo: touch on") }
        #expect(touches.map { String($0.split(separator: ":").last ?? "") } == [" touch on north-west", " touch on south-west"],
                "the taps landed elsewhere:\n\(console)")
        #expect(console.contains("VITRINE-STATUS 0"), "\(console)")
        if mirrored {
            for step in 0..<4 {
                #expect(result.output.contains("step \(step): the viewer equals the screendump"), "\(result.output)")
            }
            #expect(result.output.contains("step 3: the viewer tapped at [977, 217]"), "\(result.output)")
            #expect(console.contains(GuestRemoteScreen.servingLine(width: 1280, height: 800)), "\(console)")
            #expect(console.contains(GuestRemoteScreen.viewerConnectedLine), "\(console)")
        }
        if result.status == 0 {
            try? FileManager.default.removeItem(at: work)  // on failure, keep it for a look
        }
    }
}
