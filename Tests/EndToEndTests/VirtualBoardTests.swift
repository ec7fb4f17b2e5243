// Vitrine — Apache License 2.0
//
// End-to-end tests on the virtual board: Debian's kernel in QEMU with the bochs DRM
// driver (scripts/vm/). The `vitrine` executable is built for these tests (the test
// target depends on it); each test boots it in a fresh VM through scripts/vm/vmctl.py.
//
// Set VITRINE_SKIP_VM=1 to skip them, e.g. on a machine without qemu-system-x86.
// VITRINE_BINARY=PATH picks another vitrine executable.
import Foundation
import Testing
// `@testable`: a plain `import CoreGraphics` beside Testing looks for an Apple-only overlay.
@testable import CoreGraphics

@Suite(
    "Virtual board",
    .serialized,
    // Each test boots QEMU under TCG (5 to 15 s before the payload even starts). They run
    // by default; VITRINE_SKIP_VM=1 records them as skipped instead.
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct VirtualBoardTests {
    /// The board itself, without vitrine: a stand-in guest script plays the handshake and
    /// draws known pictures into /dev/fb0; vmctl must accept them, and reject a wrong one.
    @Test(.timeLimit(.minutes(5)))
    func boardSelfTest() throws {
        let result = try VirtualBoard.python(["scripts/vm/selftest.py"])
        #expect(result.status == 0, "selftest.py failed:\n\(result.output)")
    }

    /// `vitrine demo views` modesets, flips and shows each step exactly as the headless
    /// display renders it.
    @Test(.timeLimit(.minutes(10)))
    func demoSceneMatchesHeadlessRendering() throws {
        try VirtualBoard.expectScreenMatchesHeadless(scene: "views", steps: 2)
    }

    /// The face demo: drawn in `draw(_:)` with CGContext arcs and a Bézier; step 1 changes
    /// its data source, so the frame after the flip is a redraw.
    @Test(.timeLimit(.minutes(10)))
    func drawnContentsMatchHeadlessRendering() throws {
        try VirtualBoard.expectScreenMatchesHeadless(scene: "happiness", steps: 2)
    }

    /// An 800x480 panel described by a board file: the mode comes from the board, the
    /// headless rendering with the same board matches the screen.
    @Test(.timeLimit(.minutes(10)))
    func boardFileChoosesTheModeOnASmallPanel() throws {
        try VirtualBoard.expectScreenMatchesHeadless(scene: "views", steps: 2, resolution: "800x480", board: """
            name = "qemu-800x480"
            [display]
            connector = "Virtual-1"
            mode = "800x480"
            buffers = 2
            width-mm = 154
            height-mm = 86
            """)
    }

    /// While one kiosk holds DRM master, a second one says so and exits 1 (so systemd
    /// retries); the first stops cleanly on SIGTERM and gives the screen back.
    @Test(.timeLimit(.minutes(10)))
    func aSecondKioskIsRefusedWhileTheFirstHoldsTheDisplay() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let script = VirtualBoard.guestWaits + """
            vitrine demo views --display drm > /tmp/kiosk.log 2>&1 & first=$!
            wait_for logged 'first frame on screen'
            vitrine demo views --display drm; echo "SECOND-STATUS $?"
            kill -TERM $first; wait $first; echo "FIRST-STATUS $?"; cat /tmp/kiosk.log
            """
        let result = try VirtualBoard.python(VirtualBoard.exec(binary) + ["--", "sh", "-c", script])
        #expect(result.status == 0, "the VM run failed:\n\(result.output)")
        #expect(result.output.contains("SECOND-STATUS 1"), "\(result.output)")
        #expect(result.output.contains("holds DRM master on /dev/dri/card0"), "\(result.output)")
        #expect(result.output.contains("FIRST-STATUS 0"), "\(result.output)")
    }

    /// A panel mounted a quarter turn: the app lays out for 800x1280, the scanout buffer
    /// gets the picture turned, and the VM's screen matches the turned headless rendering.
    @Test(.timeLimit(.minutes(10)))
    func aPanelMountedAQuarterTurnShowsTheTurnedPicture() throws {
        try VirtualBoard.expectScreenMatchesHeadless(
            scene: "views", steps: 2, board: "name = \"qemu-turned\"\n[display]\nmode = \"1280x800\"\nrotation = 90\n",
            headlessOutputContains: "800x1280 pixels")
    }

    /// The same scene on the Linux framebuffer device (bochs's fbdev emulation) instead of
    /// DRM: what an SPI panel without KMS gets.
    @Test(.timeLimit(.minutes(10)))
    func fbdevDisplayMatchesHeadlessRendering() throws {
        try VirtualBoard.expectScreenMatchesHeadless(scene: "views", steps: 2, display: "fbdev")
    }

    /// While the kiosk runs, the VT is in graphics mode with the keyboard off; after
    /// SIGTERM it is back in text mode with the keyboard on.
    @Test(.timeLimit(.minutes(10)))
    func theConsoleIsTakenOverAndGivenBack() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let script = VirtualBoard.guestWaits + """
            vitrine demo views --display drm > /tmp/kiosk.log 2>&1 & kiosk=$!
            wait_for logged 'first frame on screen'
            echo "WHILE $(vitrine info | grep 'foreground VT')"
            kill -TERM $kiosk; wait $kiosk
            echo "AFTER $(vitrine info | grep 'foreground VT')"; cat /tmp/kiosk.log
            """
        let result = try VirtualBoard.python(VirtualBoard.exec(binary) + ["--", "sh", "-c", script])
        #expect(result.status == 0, "the VM run failed:\n\(result.output)")
        #expect(result.output.contains("WHILE   foreground VT in graphics mode, keyboard off"), "\(result.output)")
        #expect(result.output.contains("AFTER   foreground VT in text mode, keyboard on"), "\(result.output)")
        // The console already runs the preferred mode: the kiosk flips onto it without a modeset.
        #expect(result.output.contains("already runs 1280x800@74.99: keeping it, no modeset"), "\(result.output)")
    }

    /// The console's text cursor never shows over the kiosk. The board boots with the cursor
    /// off (vt.global_cursor_default=0), so the test turns it on (`ESC [?25h` on tty1) and
    /// first shows it is there; then, with fbcon's blink timer running (which redraws the
    /// cursor cell into /dev/fb0 every 200 ms on a VT in text mode), the kiosk on the fbdev
    /// display, where fbcon and the kiosk share one framebuffer, must match its headless
    /// rendering: graphics mode (KD_GRAPHICS) stops fbcon from drawing, cursor included.
    @Test(.timeLimit(.minutes(10)))
    func theConsoleCursorNeverShowsOverTheKiosk() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-cursor")
        let reference = work.appendingPathComponent("ref.png")
        try VirtualBoard.renderHeadless("views", step: 1, into: reference)
        let blink = "/sys/class/graphics/fbcon/cursor_blink"
        // After the first frame, one second (five blink periods) in which fbcon would have
        // drawn its cursor over the kiosk if it still could.
        let script = VirtualBoard.guestWaits + VirtualBoard.guestScreendumps + """
            printf '\\033[?25h' > /dev/tty1; echo 0 > \(blink); sleep 1; shot SHOT-CONSOLE
            echo 1 > \(blink); vitrine demo views --step 1 --display fbdev > /tmp/kiosk.log 2>&1 & kiosk=$!
            wait_for logged 'first frame on screen'; sleep 1; shot SHOT-KIOSK
            kill -TERM $kiosk; wait $kiosk; echo "KIOSK-STATUS $?"; cat /tmp/kiosk.log
            """
        let console = work.appendingPathComponent("console.png"), kiosk = work.appendingPathComponent("kiosk.png")
        let result = try VirtualBoard.python(VirtualBoard.exec(binary) + [
            "--screendump-on", "SHOT-CONSOLE=\(console.path)", "--screendump-on", "SHOT-KIOSK=\(kiosk.path)",
            "--", "sh", "-c", script,
        ])
        #expect(result.status == 0, "the VM run failed:\n\(result.output)")
        #expect(result.output.contains("KIOSK-STATUS 0"), "\(result.output)")
        // The cursor: an underline in the first 8x16 cell of the third text row (after
        // SeaBIOS's two lines), rows 32 to 47.
        let text = try PNGDecoder.decode(contentsOfFile: console.path)
        let lit = (32..<48).flatMap { y in (0..<8).map { x in text[x, y] } }.filter { $0 & 0x00FF_FFFF != 0 }
        #expect(!lit.isEmpty, "no cursor on the console before the kiosk: the test shows nothing")
        let compare = try VirtualBoard.compareScreens(kiosk, reference)
        #expect(compare.matches, "the kiosk's screen: \(compare.output)")
        if result.status == 0 && compare.matches && !lit.isEmpty {
            try? FileManager.default.removeItem(at: work)  // on failure, keep it for a look
        }
    }

    /// With `[console] vt-switching = true`, `chvt 2` shows the second console (the kiosk
    /// lets go of the screen) and `chvt 1` brings the kiosk back, repainted: the screen
    /// matches the headless rendering before and after, and not while away.
    @Test(.timeLimit(.minutes(10)))
    func vtSwitchingShowsTheConsoleAndRepaintsTheKioskOnReturn() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-vt")
        let board = work.appendingPathComponent("board.toml")
        try "name = \"qemu-vt\"\n[console]\nvt-switching = true\n".write(to: board, atomically: true, encoding: .utf8)
        let reference = work.appendingPathComponent("ref.png")
        try VirtualBoard.renderHeadless("views", step: 1, board: board, into: reference)
        // Away: the kernel redraws the second console as it completes the switch, before
        // `vitrine info` sees that VT in front.
        let script = VirtualBoard.guestWaits + VirtualBoard.guestScreendumps + """
            foreground_text() { vitrine info | grep -q 'foreground VT in text mode'; }
            vitrine demo views --step 1 --display drm > /tmp/kiosk.log 2>&1 & kiosk=$!
            wait_for logged 'first frame on screen'; shot SHOT-BEFORE
            chvt 2; wait_for logged 'another virtual terminal takes the screen'; wait_for foreground_text
            echo "AWAY $(vitrine info | grep 'foreground VT')"; shot SHOT-AWAY
            chvt 1; wait_for logged "VT switch back: the kiosk's screen is repainted"; shot SHOT-BACK
            kill -TERM $kiosk; wait $kiosk; echo "KIOSK-STATUS $?"; cat /tmp/kiosk.log
            """
        let shots = ["BEFORE", "AWAY", "BACK"].map { ($0, work.appendingPathComponent("\($0.lowercased()).png")) }
        let result = try VirtualBoard.python(VirtualBoard.exec(binary) + [
            "--file", "\(board.path):/etc/vitrine/board.toml", "--env", "VITRINE_BOARD=/etc/vitrine/board.toml",
        ] + shots.flatMap { ["--screendump-on", "SHOT-\($0.0)=\($0.1.path)"] } + ["--", "sh", "-c", script])
        #expect(result.status == 0, "the VM run failed:\n\(result.output)")
        #expect(result.output.contains("VT switching on /dev/tty0"), "\(result.output)")
        #expect(result.output.contains("AWAY   foreground VT in text mode"), "\(result.output)")
        #expect(result.output.contains("the kiosk's virtual terminal is back; repainting"), "\(result.output)")
        #expect(result.output.contains("KIOSK-STATUS 0"), "\(result.output)")
        func matchesReference(_ shot: URL) throws -> Bool {
            try #require(FileManager.default.fileExists(atPath: shot.path), "no screendump \(shot.path)")
            return try VirtualBoard.compareScreens(shot, reference).matches
        }
        let before = try matchesReference(shots[0].1), away = try matchesReference(shots[1].1)
        let back = try matchesReference(shots[2].1)
        #expect(before, "the kiosk before the switch")
        #expect(!away, "the second console while away")  // with the kiosk holding DRM master, its picture would stay
        #expect(back, "the kiosk repainted after the switch back")
        if result.status == 0 && before && !away && back {
            try? FileManager.default.removeItem(at: work)  // on failure, keep it for a look
        }
    }

    /// A display unplugged and plugged back in. QEMU's bochs display cannot be unplugged
    /// (QMP `set_link` is for network cards) and the driver does not poll its connector,
    /// so the kernel sends no hotplug event of its own: the test forces the connector's
    /// state through its sysfs `status` file (the kernel then reports it disconnected, with
    /// no modes) and sends the card's "change" uevent, as `udevadm trigger` would. The kiosk
    /// keeps running while the display is away and sets the mode and repaints when it is back.
    @Test(.timeLimit(.minutes(10)))
    func anUnpluggedDisplayIsSetAgainWhenPluggedBackIn() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-hotplug")
        let reference = work.appendingPathComponent("ref.png")
        try VirtualBoard.renderHeadless("views", step: 1, into: reference)
        let status = "/sys/class/drm/card0-Virtual-1/status", uevent = "/sys/class/drm/card0/uevent"
        let script = VirtualBoard.guestWaits + VirtualBoard.guestScreendumps + """
            vitrine demo views --step 1 --display drm > /tmp/kiosk.log 2>&1 & kiosk=$!
            wait_for logged 'first frame on screen'
            echo off > \(status); echo change > \(uevent); wait_for logged 'display unplugged from Virtual-1'
            echo "UNPLUGGED $(cat \(status)) $(kill -0 $kiosk && echo running)"
            echo detect > \(status); echo change > \(uevent)
            wait_for logged "display replug: the kiosk's screen is repainted"; shot SHOT-BACK
            kill -TERM $kiosk; wait $kiosk; echo "KIOSK-STATUS $?"; cat /tmp/kiosk.log
            """
        let shot = work.appendingPathComponent("back.png")
        let result = try VirtualBoard.python(VirtualBoard.exec(binary) + [
            "--screendump-on", "SHOT-BACK=\(shot.path)", "--", "sh", "-c", script,
        ])
        #expect(result.status == 0, "the VM run failed:\n\(result.output)")
        #expect(result.output.contains("display unplugged from Virtual-1: frames stop until it is plugged back in"), "\(result.output)")
        #expect(result.output.contains("UNPLUGGED disconnected running"), "\(result.output)")
        #expect(result.output.contains("display plugged back into Virtual-1: 1280x800@74.99; repainting"), "\(result.output)")
        #expect(result.output.contains("KIOSK-STATUS 0"), "\(result.output)")
        try #require(FileManager.default.fileExists(atPath: shot.path), "no screendump")
        let compare = try VirtualBoard.compareScreens(shot, reference)
        #expect(compare.matches, "the screen after the display came back: \(compare.output)")
        if result.status == 0 && compare.matches {
            try? FileManager.default.removeItem(at: work)  // on failure, keep it for a look
        }
    }

    /// `vitrine info` inside the VM lists the bochs connector: 1280x800, 320x200 mm.
    @Test(.timeLimit(.minutes(5)))
    func infoListsBochsConnector() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let result = try VirtualBoard.python([
            "scripts/vm/vmctl.py", "exec", "--binary", binary.path, "--", "vitrine", "info",
        ])
        #expect(result.status == 0, "vitrine info failed in the VM:\n\(result.output)")
        // Loose on format: the mode and the reported millimetres, however printed.
        #expect(result.output.contains("1280x800"), "no 1280x800 mode in:\n\(result.output)")
        #expect(
            result.output.contains("320") && result.output.contains("200"),
            "no 320 x 200 mm size in:\n\(result.output)"
        )
    }
}

/// Paths and processes for the tests above.
enum VirtualBoard {
    static var isEnabled: Bool {
        ProcessInfo.processInfo.environment["VITRINE_SKIP_VM"] != "1"
    }

    /// The repository: this file is <root>/Tests/EndToEndTests/VirtualBoardTests.swift.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built `vitrine`: $VITRINE_BINARY, else beside the test bundle (the build
    /// products folder, whatever --build-path or configuration), else .build/debug.
    static func vitrineBinary() throws -> URL {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["VITRINE_BINARY"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        if let executable = Bundle.main.executableURL {
            var folder = executable.deletingLastPathComponent()
            // macOS-style bundles put the executable in X.xctest/Contents/MacOS.
            while folder.path.contains(".xctest") {
                folder.deleteLastPathComponent()
            }
            candidates.append(folder.appendingPathComponent("vitrine"))
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/vitrine"))
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
            return candidate.resolvingSymlinksInPath()
        }
        throw BoardError("no vitrine executable; looked at \(candidates.map(\.path))")
    }

    /// Shell functions that let a guest script wait for what the kiosk says instead of
    /// sleeping a guess (under load a kiosk took more than 8 s to show its first frame).
    /// The script sends the kiosk's output to /tmp/kiosk.log (and prints it at the end, for
    /// the test's checks). `wait_for COMMAND...` retries until the command succeeds;
    /// `logged TEXT` succeeds once the log holds TEXT. A wait that lasts more than
    /// `waitLimit` seconds (of the guest's clock, which follows the host's however slowly
    /// the guest runs) prints `GAVE-UP` with what it waited for, the kiosk's log and the
    /// script's other notes (/tmp/*.txt), and ends the script with status 1.
    static let guestWaits = """
        give_up() {
          echo "GAVE-UP $1"
          for f in /tmp/kiosk.log /tmp/*.txt; do [ -f "$f" ] && { echo "--- $f"; cat "$f"; }; done
          exit 1
        }
        uptime_now() { read now _ < /proc/uptime; now=${now%.*}; }
        wait_for() {
          uptime_now; deadline=$((now + \(waitLimit)))
          until "$@"; do uptime_now; [ $now -lt $deadline ] || give_up "waiting for: $*"; sleep 0.1; done
        }
        logged() { grep -qF "$1" /tmp/kiosk.log 2>/dev/null; }

        """

    /// With `guestWaits`, for `exec --screendump-ack`: `shot MARKER` prints MARKER and waits
    /// for vmctl's `TAKEN MARKER` on /dev/ttyS1, so the screen stays put until the
    /// screendump is taken. (Not for `e2e` scripts, whose kiosk owns /dev/ttyS1.)
    static let guestScreendumps = """
        exec 3<>/dev/ttyS1
        shot() { echo "$1"; read -t \(waitLimit) ack <&3 || give_up "no screendump for $1"; }

        """

    /// Seconds a guest script waits for one thing (a frame, a log line, a device, a
    /// screendump) at least; generous, for a machine under heavy load (TCG with a load
    /// average of 40).
    static let waitLimit = 120

    /// `vmctl.py exec` of `binary`, acknowledging screendumps; the VM's own limit leaves
    /// room for a few waits of `waitLimit`.
    static func exec(_ binary: URL) -> [String] {
        ["scripts/vm/vmctl.py", "exec", "--binary", binary.path, "--screendump-ack", "--timeout", "540"]
    }

    /// The built `vitrine-bench`, beside `vitrine`.
    static func benchmarkBinary() throws -> URL {
        let binary = try vitrineBinary().deletingLastPathComponent().appendingPathComponent("vitrine-bench")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw BoardError("no vitrine-bench beside vitrine at \(binary.path)")
        }
        return binary
    }

    /// Renders `scene` headless at each step (with `board`, when given), boots the VM with
    /// the same board and `--display display`, and expects every step's screendump to
    /// match its headless rendering within one level per channel, through page flips.
    static func expectScreenMatchesHeadless(
        scene: String, steps: Int, resolution: String? = nil, display: String = "drm", board: String? = nil,
        headlessOutputContains expectedLine: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let binary = try vitrineBinary()
        let work = try temporaryDirectory("vitrine-e2e-\(scene)")
        let refs = work.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        var boardFile: URL?, vmArguments: [String] = []
        if let board {
            let file = work.appendingPathComponent("board.toml")
            try board.write(to: file, atomically: true, encoding: .utf8)
            boardFile = file
            vmArguments = ["--file", "\(file.path):/etc/vitrine/board.toml", "--env", "VITRINE_BOARD=/etc/vitrine/board.toml"]
        }
        for step in 0..<steps {
            let output = try renderHeadless(scene, step: step, board: boardFile,
                                            into: refs.appendingPathComponent("ref-step\(step).png"), sourceLocation: sourceLocation)
            if let expectedLine {
                #expect(output.contains(expectedLine), "\(output)", sourceLocation: sourceLocation)
            }
        }
        let result = try python([
            "scripts/vm/vmctl.py", "e2e", "--binary", binary.path, "--scene", scene, "--display", display,
            "--refs", refs.path, "--steps", "\(steps)",
            // One unit of rounding per channel (premultiplied ARGB to PNG); no pixel may differ by more.
            "--tolerance", "1", "--artifacts", work.appendingPathComponent("vm").path,
        ] + (resolution.map { ["--resolution", $0] } ?? []) + vmArguments)
        #expect(result.status == 0, "vmctl.py e2e of \(scene) failed:\n\(result.output)", sourceLocation: sourceLocation)
        if result.status == 0 {
            try? FileManager.default.removeItem(at: work)  // on failure, keep it for a look
        }
    }

    /// Renders step `step` of demo `scene` on the headless display into `reference` (PNG):
    /// the screen a VM test expects. Returns the command's output.
    @discardableResult
    static func renderHeadless(
        _ scene: String, step: Int, board: URL? = nil, into reference: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let render = try run(try vitrineBinary(), ["demo", scene, "--display", "headless", "--step", "\(step)",
                                                   "--screenshot", reference.path] + (board.map { ["--board", $0.path] } ?? []))
        try #require(render.status == 0 && FileManager.default.fileExists(atPath: reference.path),
                     "headless rendering of \(scene) step \(step) failed (status \(render.status)):\n\(render.output)",
                     sourceLocation: sourceLocation)
        return render.output
    }

    /// Compares a screendump with a headless reference, one unit per channel allowed
    /// (premultiplied ARGB to PNG rounding), no pixel beyond it.
    static func compareScreens(_ shot: URL, _ reference: URL) throws -> (matches: Bool, output: String) {
        let compare = try python(["scripts/vm/vmctl.py", "compare", shot.path, reference.path, "--tolerance", "1"])
        return (compare.status == 0, compare.output)
    }

    static func temporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs python3 from the repository root.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }

    /// Runs a program to its end; stdout and stderr together.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = repositoryRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

struct BoardError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
