// Vitrine — Apache License 2.0
//
// The remote screen beside a real panel: the cards demo on the virtual board's DRM device
// with `[remote] vnc = true` listening on the guest's network address (GuestRemoteScreen:
// a password through VeNCrypt), its port forwarded to the host by QEMU's user
// networking (`vmctl.py e2e --vnc`). A viewer on the host (scripts/vm/rfbviewer.py) logs
// in at step 0 and stays; at each step its screen must equal the QMP screendump exactly,
// and the screendump the headless rendering. Step 1 is a tap replayed through a uinput
// panel (evemu): the card turns. Steps 2 and 3 are the viewer's own: its pointer drags the
// card onto the discard pile and presses the Deal button, as a finger on the panel would.
// Each step's first update must carry only what changed.
import Foundation
import TestFixtures
import Testing

@Suite(
    "The remote screen mirroring the virtual board's panel",
    .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct RemoteMirrorVMTests {
    static let board = "name = \"qemu-vnc\"\n\n" + GuestRemoteScreen.boardSection

    /// The guest: the uinput panel, then the demo (its log to the console through `tee`, as
    /// DemoTouchScript's guest does); step 1's tap once the demo waits for it (the viewer
    /// on the host gives steps 2 and 3). The waits are
    /// `VirtualBoard.guestWaits`: bounded, and a wait that gives up says what for.
    static let guestScript = VirtualBoard.guestWaits + """
        dmesg -n 1 2>/dev/null
        evemu-device /rec/atmel-mxt.desc > /tmp/dev.txt 2>&1 &
        wait_for grep -q '/dev/input/event' /tmp/dev.txt
        DEV=$(grep -o '/dev/input/event[0-9]*' /tmp/dev.txt | head -1)
        touch /tmp/kiosk.log
        ( vitrine demo cards --display drm --handshake /dev/ttyS1 --wait-for-touches; echo $? > /tmp/status.txt ) 2>&1 | tee /tmp/kiosk.log &
        V=$!
        wait_for logged "waiting for a touch (step 1)"
        evemu-play $DEV < /rec/step1.events
        wait $V
        S=$(cat /tmp/status.txt)
        echo "DEVICE $DEV VITRINE-STATUS $S"
        exit $S
        """

    /// The cards demo's steps here, and the viewer's touches (1280x800 points at scale 1).
    enum CardsMirror {
        static let steps = 4
        /// From the card at the screen's centre to the discard pile at x ≈ 1050 (CardsDemo.discardCenter).
        static let drag = "640,400,1050,400"
        /// The Deal button's centre: three 150x50 buttons 16 apart, centred, 82 above the
        /// bottom (CardsDemo.addButtons): x = (1280 − 482) / 2 + 75, y = 800 − 82 + 25.
        static let dealButton = "474,743"
    }

    @Test(.timeLimit(.minutes(15)))
    func aViewerOverTheNetworkSeesThePanelDragsTheCardAndPressesAButton() throws {
        let description = try TouchRecordingFixtures.path("atmel-mxt.desc")
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-e2e-vnc-mirror")
        let refs = work.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        // The references without the board: its [remote] section names guest files.
        for step in 0..<CardsMirror.steps {
            try VirtualBoard.renderHeadless("cards", step: step, into: refs.appendingPathComponent("ref-step\(step).png"))
        }
        let remote = try GuestRemoteScreen.vmctlArguments(secretsIn: work)
        // The card lies at the screen's centre: raw (400, 240) is (640.8, 400.8) points (DemoTouchScript.cards).
        var tap = SyntheticTouchRecording(firstTrackingID: 10)
        tap.tap(at: (400, 240))
        let files = ["guest.sh": Self.guestScript, "step1.events": tap.text, "board.toml": Self.board]
        for (name, text) in files {
            try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let artifacts = work.appendingPathComponent("vm")
        let result = try VirtualBoard.python([
            "scripts/vm/vmctl.py", "e2e", "--binary", binary.path, "--scene", "cards",
            "--refs", refs.path, "--steps", "\(CardsMirror.steps)", "--tolerance", "1", "--artifacts", artifacts.path,
            "--script", work.appendingPathComponent("guest.sh").path,
            "--vnc-partial-step", "1", "--vnc-partial-step", "2", "--vnc-partial-step", "3",
            "--vnc-drag", "2:\(CardsMirror.drag)", "--vnc-tap", "3:\(CardsMirror.dealButton)",
            "--file", "\(description):/rec/atmel-mxt.desc",
            "--file", "\(work.appendingPathComponent("step1.events").path):/rec/step1.events",
            "--file", "\(work.appendingPathComponent("board.toml").path):/etc/vitrine/board.toml",
            "--env", "VITRINE_BOARD=/etc/vitrine/board.toml",
        ] + remote)
        #expect(result.status == 0, "vmctl.py e2e of the mirrored cards demo failed:\n\(result.output)")
        #expect(result.output.contains("step 0: the viewer equals the screendump"), "\(result.output)")
        for step in 1..<CardsMirror.steps {
            #expect(result.output.contains("step \(step): the viewer equals the screendump"), "\(result.output)")
        }
        let console = (try? String(contentsOf: artifacts.appendingPathComponent("console.log"), encoding: .utf8)) ?? ""
        #expect(console.contains(GuestRemoteScreen.servingLine(width: 1280, height: 800)), "\(console)")
        #expect(console.contains(GuestRemoteScreen.viewerConnectedLine), "\(console)")
        #expect(console.contains("cards demo: turned A♠ face up"), "the tap did not turn the card:\n\(console)")
        #expect(console.contains("cards demo: dropped A♠ on the discard pile"), "the viewer's drag did not discard the card:\n\(console)")
        // The Deal button deals the next card (dealingOrder: A♠, then 6♥).
        #expect(console.contains("cards demo: dealt 6♥"), "the viewer's tap did not press Deal:\n\(console)")
        #expect(console.contains("VITRINE-STATUS 0"), "\(console)")
        if result.status == 0 {
            try? FileManager.default.removeItem(at: work)
        }
    }
}
