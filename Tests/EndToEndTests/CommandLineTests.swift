// Vitrine — Apache License 2.0
//
// The `vitrine` executable as a user meets it, without a VM: headless runs, the launch
// environment every app reads, and the messages for bad input.
import Foundation
import TestFixtures
import Testing
import VitrineTesting
@testable import CoreGraphics
import Platform

@Suite struct CommandLineTests {
    /// This test's files, removed when it ends.
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("vitrine-cli")
    }

    private func vitrine(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        // Keep the caller's VITRINE_* out, so each test says what it runs with.
        var clean = environment
        for name in ["VITRINE_DISPLAY", "VITRINE_BOARD", "VITRINE_SCREENSHOT", "VITRINE_SCALE_FACTOR"] where clean[name] == nil {
            clean[name] = ""
        }
        return try VirtualBoard.run(try VirtualBoard.vitrineBinary(), arguments, environment: clean)
    }

    private func temporaryFile(_ name: String, contents: String? = nil) throws -> URL {
        try scratch.file(name, contents: contents)
    }

    @Test func headlessScreenshotIsTheScreenAtTheBoardsSize() throws {
        let png = try temporaryFile("screen.png")
        let board = try temporaryFile("small.toml", contents: """
            name = "small"
            [display]
            mode = "800x480"
            width-mm = 154
            height-mm = 86
            """)
        let result = try vitrine(["demo", "views", "--display", "headless", "--board", board.path, "--screenshot", png.path])
        #expect(result.status == 0, "\(result.output)")
        let image = try PNGDecoder.decode(contentsOfFile: png.path)
        #expect(image.width == 800 && image.height == 480)
        // The window's background, systemGroupedBackground (242, 242, 247 in light mode), at
        // a corner below the status bar.
        #expect(image[5, 470] == 0xFFF2_F2F7)
        // 800 px over 154 mm: 800 / (154 / 25.4) = 131.9 dpi, ÷ 160 = 0.82 → scale 1 (at least 1).
        #expect(result.output.contains("800x480 pixels at 60.00 Hz, 154x86 mm (board configuration), 132 dpi, scale 1 (DPI)"), "\(result.output)")
    }

    @Test func appsTakeTheScreenshotPathAndScaleFromTheEnvironment() throws {
        let png = try temporaryFile("env.png")
        let result = try vitrine(["demo", "views"], environment: [
            "VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": png.path, "VITRINE_SCALE_FACTOR": "2",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("scale 2 (VITRINE_SCALE_FACTOR)"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: png.path))
    }

    @Test func aNotifyServiceHearsReadyAfterTheFirstFrame() throws {
        let socket = try temporaryFile("notify.sock")
        let listener = Process()
        listener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // python3 binds the socket and prints the first datagram: systemd's side of sd_notify.
        listener.arguments = ["python3", "-c", """
            import socket, sys
            s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM); s.bind(sys.argv[1]); s.settimeout(20)
            print("READY" if b"READY=1" in s.recv(4096) else "OTHER", flush=True)
            """, socket.path]
        let pipe = Pipe()
        listener.standardOutput = pipe
        try listener.run()
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: socket.path) { usleep(100_000) }
        let png = try temporaryFile("notify.png")
        let result = try vitrine(["demo", "views", "--display", "headless", "--screenshot", png.path],
                                 environment: ["NOTIFY_SOCKET": socket.path])
        listener.waitUntilExit()
        #expect(result.status == 0, "\(result.output)")
        #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "READY\n")
    }

    /// No change, no frame: an app showing a still scene sleeps. Measured from outside in
    /// /proc/PID/stat (utime + stime, in clock ticks of 10 ms) over 3 s, after start-up.
    @Test func anIdleAppUsesNoCPU() throws {
        let process = Process()
        process.executableURL = try VirtualBoard.vitrineBinary()
        process.arguments = ["demo", "views"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": ""]) { $1 }
        let log = try temporaryFile("stderr")
        try Data().write(to: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        func cpuTicks() throws -> Int { try ProcessCPUTime.ticks(of: process.processIdentifier) }
        // Start-up and the first frame (its text shaped, in a debug build on a busy machine,
        // can take longer than a second), then a moment for the frame to settle.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline,
              !((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("first frame on screen") {
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 0.5)
        let before = try cpuTicks()
        Thread.sleep(forTimeInterval: 3)
        let after = try cpuTicks()
        process.terminate()
        process.waitUntilExit()
        #expect(after - before <= 1, "an idle app used \(after - before) ticks of CPU in 3 s")
        #expect(process.terminationStatus == 0, "SIGTERM stops the app cleanly")
    }

    /// Stray SIGUSR1, SIGUSR2 and SIGPIPE are ignored (their default would kill the kiosk);
    /// SIGHUP and SIGQUIT stop it as SIGTERM does, cleanly (the console and the CRTC put
    /// back), with status 0 and the signal named in the log.
    @Test(arguments: zip([SIGHUP, SIGQUIT], ["SIGHUP", "SIGQUIT"]))
    func strayUserSignalsAreIgnoredAndHangUpOrQuitStopsCleanly(stopSignal: Int32, name: String) throws {
        let process = Process()
        process.executableURL = try VirtualBoard.vitrineBinary()
        process.arguments = ["demo", "views"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": "", "VITRINE_BOARD": ""]) { $1 }
        let log = try temporaryFile("stderr")
        try Data().write(to: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("display ") {
            Thread.sleep(forTimeInterval: 0.1)
        }
        kill(process.processIdentifier, SIGUSR1)
        kill(process.processIdentifier, SIGUSR2)
        kill(process.processIdentifier, SIGPIPE)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(process.isRunning, "SIGUSR1, SIGUSR2 or SIGPIPE killed the kiosk")
        kill(process.processIdentifier, stopSignal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(output.contains("\(name): stopping"), "\(output)")
    }

    /// The animations demo's live step runs its 2 s of animations, hears their completion,
    /// waits 0.5 s on a `Timer` and runs them again: the second cycle shows that
    /// completions and Foundation timers work on the kiosk's real event loop.
    @Test func liveAnimationsCompleteAndATimerStartsTheNextCycle() throws {
        let process = Process()
        process.executableURL = try VirtualBoard.vitrineBinary()
        process.arguments = ["demo", "animations"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": "", "VITRINE_BOARD": ""]) { $1 }
        let log = try temporaryFile("stderr")
        try Data().write(to: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        // 2.5 s per cycle; generous for a loaded machine.
        let deadline = Date().addingTimeInterval(30)
        var output = ""
        while Date() < deadline, !output.contains("cycle 2") {
            Thread.sleep(forTimeInterval: 0.25)
            output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        process.terminate()
        process.waitUntilExit()
        #expect(output.contains("animations demo: cycle 1") && output.contains("animations demo: cycle 2"), "\(output)")
        #expect(process.terminationStatus == 0, "SIGTERM stops the app cleanly")
    }

    /// The real recordings in Tests/Fixtures/touch-recordings, replayed through debug-events: the
    /// fast-taps file holds 9 single-finger taps (its README), the two-finger scroll one
    /// continuous two-finger movement.
    @Test
    func debugEventsReportsTheGesturesOfRealRecordings() throws {
        func gestures(_ device: String, _ recording: String) throws -> [String] {
            let result = try vitrine(["debug-events", "--fast", "--replay",
                                      try TouchRecordingFixtures.path("\(device).desc"),
                                      try TouchRecordingFixtures.path("\(device).\(recording).events")])
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").filter { $0.contains(#""type":"gesture""#) }.map(String.init)
        }
        let taps = try gestures("atmel-mxt", "1-finger-fast-taps")
        #expect(taps.filter { $0.contains(#""kind":"tap","state":"ended""#) }.count == 9)
        #expect(!taps.contains { $0.contains(#""kind":"pan""#) })

        let scroll = try gestures("edt-ep0430m09", "2-finger-scroll-down")
        let panStates = scroll.filter { $0.contains(#""kind":"pan""#) }.compactMap { line in
            ["began", "changed", "ended"].first { line.contains(#""state":"\#($0)""#) }
        }
        #expect(panStates.first == "began" && panStates.last == "ended" && panStates.dropFirst().dropLast().allSatisfy { $0 == "changed" })
        #expect(!scroll.contains { $0.contains(#""kind":"tap""#) })
    }

    /// A device that declares 2^31 slots: debug-events says how many the decoder keeps (the
    /// kernel's 1024), not the declared count, and the recording's taps still come through.
    @Test
    func aHugeDeclaredSlotCountIsReportedAsTheSlotsKept() throws {
        let description = try String(contentsOfFile: try TouchRecordingFixtures.path("atmel-mxt.desc"), encoding: .utf8)
        // ABS_MT_SLOT (0x2f) from 0 to 2147483647 in place of 0…9.
        let liar = try temporaryFile("liar.desc", contents: description.replacingOccurrences(of: "A: 2f 0 9 0 0 0", with: "A: 2f 0 2147483647 0 0 0"))
        let result = try vitrine(["debug-events", "--fast", "--replay", liar.path,
                                  try TouchRecordingFixtures.path("atmel-mxt.1-finger-fast-taps.events")])
        #expect(result.status == 0, "\(result.output)")
        let header = result.output.split(separator: "\n").first { $0.contains(#""type":"device""#) }
        #expect(header?.contains(#""slots":1024"#) == true, "\(header ?? "")")
        #expect(result.output.split(separator: "\n").filter { $0.contains(#""kind":"tap","state":"ended""#) }.count == 9)
    }

    /// The eGalax 0eef:0001 recording read as it declares itself (ABS_X/ABS_Y, which never
    /// move): debug-events and replay say which axes to map, as the app does for a live panel.
    @Test
    func replayingAPanelWhosePositionAxesNeverMoveNamesTheAxesToMap() throws {
        let files = [try TouchRecordingFixtures.path("egalax-usb-0eef-0001-resistive.desc"),
                     try TouchRecordingFixtures.path("egalax-usb-0eef-0001-resistive.events")]
        let events = try vitrine(["debug-events", "--fast", "--screen", "1024x600", "--replay"] + files)
        #expect(events.status == 0, "\(events.output)")
        let warnings = events.output.split(separator: "\n").filter { $0.hasPrefix(#"{"type":"warning""#) }
        #expect(warnings.count == 1 && warnings[0].contains(#"ABS_X and ABS_Y never move while ABS_Z, ABS_RX do"#), "\(events.output)")
        #expect(events.output.contains("vitrine debug-events: \(files[1]): ABS_X and ABS_Y never move"), "\(events.output)")
        let replay = try vitrine(["replay"] + files + ["--fast", "--display", "headless"])
        #expect(replay.status == 0, "\(replay.output)")
        #expect(replay.output.contains("vitrine replay: \(files[1]): ABS_X and ABS_Y never move"), "\(replay.output)")
        #expect(replay.output.contains("set axis-x = \"ABS_Z\" and axis-y = \"ABS_RX\" in the board's [touch] section"), "\(replay.output)")
    }

    /// `vitrine replay` feeds a real recording to the touches demo through the app's input
    /// path: the recognized taps replace the "Touch the screen" line, nothing else changes.
    @Test
    func replayDrivesAnAppThroughItsGestures() throws {
        let before = try temporaryFile("before.png"), after = try temporaryFile("after.png")
        let idle = try vitrine(["demo", "touches", "--display", "headless", "--screenshot", before.path])
        #expect(idle.status == 0, "\(idle.output)")
        let replay = try vitrine(["replay", try TouchRecordingFixtures.path("atmel-mxt.desc"),
                                  try TouchRecordingFixtures.path("atmel-mxt.1-finger-fast-taps.events"),
                                  "--fast", "--display", "headless", "--screenshot", after.path])
        #expect(replay.status == 0, "\(replay.output)")
        // The recording's end stops the app by itself, said as such, not as a signal.
        #expect(replay.output.contains("replay finished: stopping") && !replay.output.contains("SIG"), "\(replay.output)")
        let a = try PNGDecoder.decode(contentsOfFile: before.path), b = try PNGDecoder.decode(contentsOfFile: after.path)
        var changedInTextLine = 0, changedElsewhere = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                if y < 60 { changedInTextLine += 1 } else { changedElsewhere += 1 }
            }
        }
        #expect(changedInTextLine > 100, "the gesture names replaced the prompt")
        #expect(changedElsewhere == 0, "every finger has lifted: no circle is left")
    }

    @Test func anUnknownDisplayNamesTheVariable() throws {
        let result = try vitrine(["demo", "views"], environment: ["VITRINE_DISPLAY": "wayland"])
        #expect(result.status == 78, "EX_CONFIG")
        #expect(result.output.contains("VITRINE_DISPLAY=wayland: expected drm, fbdev, headless or vnc"), "\(result.output)")
    }

    @Test func aBoardFileTypoNamesFileLineAndKey() throws {
        let board = try temporaryFile("typo.toml", contents: """
            name = "typo"

            [display]
            rotaton = 90
            """)
        let result = try vitrine(["demo", "views", "--display", "headless", "--board", board.path])
        #expect(result.status == 78, "EX_CONFIG")
        #expect(result.output.contains("\(board.path):4: display.rotaton: unknown key"), "\(result.output)")
    }

    @Test func aMissingDRMDeviceIsAClearErrorAndANonZeroExit() throws {
        let board = try temporaryFile("nodevice.toml", contents: """
            name = "nodevice"
            [display]
            card = "/dev/dri/card97"
            """)
        let result = try vitrine(["demo", "views", "--display", "drm", "--board", board.path])
        #expect(result.status == 1)
        #expect(result.output.contains("/dev/dri/card97"), "\(result.output)")
        #expect(result.output.contains("No such file or directory"), "\(result.output)")
    }

    @Test func checkConfigAcceptsTheShippedBoardsAndRejectsATypo() throws {
        let boards = try FileManager.default.contentsOfDirectory(atPath: VirtualBoard.repositoryRoot.appendingPathComponent("board-configs").path)
            .filter { $0.hasSuffix(".toml") }.map { "board-configs/\($0)" }
        #expect(!boards.isEmpty)
        let ok = try vitrine(["check-config"] + boards)
        #expect(ok.status == 0, "\(ok.output)")
        let bad = try temporaryFile("bad.toml", contents: "name = \"bad\"\n[display]\nbuffers = 5\n")
        let rejected = try vitrine(["check-config", bad.path])
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("\(bad.path):3: display.buffers"), "\(rejected.output)")
    }

    @Test func checkConfigWritesTheSystemdDropInForTheRemoteScreensPort() throws {
        let board = try temporaryFile("remote.toml", contents: "name = \"r\"\n[remote]\nvnc = true\nlisten = \"127.0.0.1:5907\"\n")
        let dropIn = try vitrine(["check-config", "--systemd-drop-in", board.path])
        #expect(dropIn.status == 0, "\(dropIn.output)")
        #expect(dropIn.output.hasSuffix("[Service]\nSocketBindAllow=tcp:5907\nSocketBindDeny=any\n"), "\(dropIn.output)")
        let two = try vitrine(["check-config", "--systemd-drop-in", board.path, board.path])
        #expect(two.status != 0 && two.output.contains("exactly one board file"), "\(two.output)")
    }

    @Test func checkConfigNamesTheLineOfABadConsoleKey() throws {
        let bad = try temporaryFile("console.toml", contents: "name = \"c\"\n[console]\nvt-switching = \"yes\"\n")
        let rejected = try vitrine(["check-config", bad.path])
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("\(bad.path):3: console.vt-switching"), "\(rejected.output)")
        let good = try temporaryFile("console-ok.toml", contents: "name = \"c\"\n[console]\nvt-switching = true\n")
        let accepted = try vitrine(["check-config", good.path])
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    @Test func checkConfigReportsEveryErrorInLineOrderAndSurvivesMalformedFiles() throws {
        let bad = try temporaryFile("many.toml", contents: """
            name = "many"
            [touch]
            calibration = [1, 0, 0, 0, 1e300, 0]
            [display]
            card = "/dev/dri/../../etc/shadow"
            mode = "65535x65535"
            scale = 1e300
            """)
        let rejected = try vitrine(["check-config", bad.path])
        #expect(rejected.status == 1)
        let lines = rejected.output.split(separator: "\n").filter { $0.hasPrefix(bad.path) }
        #expect(lines.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
            "\(bad.path):3: touch.calibration[4]", "\(bad.path):5: display.card", "\(bad.path):6: display.mode",
            "\(bad.path):7: display.scale",
        ], "\(rejected.output)")
        // toml++ aborted the process on this one; a FIFO blocked forever.
        let brackets = try temporaryFile("brackets.toml", contents: "[,]\n")
        let fifo = try temporaryFile("fifo.toml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let both = try vitrine(["check-config", brackets.path, fifo.path, "/dev/zero"])
        #expect(both.status == 1)
        #expect(both.output.contains("\(brackets.path):1:2: syntax error: expected a key"), "\(both.output)")
        #expect(both.output.contains("read board configuration \(fifo.path): a FIFO, not a regular file"), "\(both.output)")
        #expect(both.output.contains("read board configuration /dev/zero: a character device, not a regular file"), "\(both.output)")
    }

    /// With fontconfig listing no font at all, an app that draws text still runs: the text
    /// draws as boxes and one error says what to install.
    @Test func withoutAnyFontTheAppRunsAndSaysWhatToInstall() throws {
        let config = try temporaryFile("no-fonts.conf", contents: """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig></fontconfig>
            """)
        let png = try temporaryFile("no-fonts.png")
        // The touches demo draws "Touch the screen" at (20, 20) in the 24 pt system font.
        let result = try vitrine(["demo", "touches", "--display", "headless", "--screenshot", png.path],
                                 environment: ["FONTCONFIG_FILE": config.path])
        #expect(result.status == 0, "\(result.output)")
        let message = "no usable font is installed (fontconfig lists none): text is drawn as boxes; install fonts-dejavu-core"
        #expect(result.output.components(separatedBy: message).count == 2, "logged once: \(result.output)")
        // The placeholder's boxes: 600-unit advances, ink from 50 to 550 units, 0 to 700 up,
        // strokes of 50 units, on a 1000-unit em. At 24 pt (scale 1): advance 14.4 px, ink
        // 1.2 … 13.2 px after each pen position, from the baseline (20 + ascender 19.2 = 39.2)
        // 16.8 px up. Row 31 crosses each box's two upright strokes: 14 letters make 28 runs
        // of ink, the 2 spaces none; the first starts at column 21, the last ends at 249
        // (20 + 15 × 14.4 + 13.2 = 249.2).
        let image = try PNGDecoder.decode(contentsOfFile: png.path)
        let background = image[600, 400]
        var runs: [ClosedRange<Int>] = []
        for x in 0..<400 where image[x, 31] != background {
            if let last = runs.last, last.upperBound == x - 1 {
                runs[runs.count - 1] = last.lowerBound...x
            } else {
                runs.append(x...x)
            }
        }
        #expect(runs.count == 28, "\(runs)")
        #expect(runs.first?.lowerBound == 21 && runs.last?.upperBound == 249, "\(runs)")
    }

    @Test func infoSaysPlainlyWhenThereIsNoDRMDevice() throws {
        let empty = try temporaryFile("nodri")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try vitrine(["info", "--dri", empty.appendingPathComponent("dri").path, "--input", empty.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(empty.appendingPathComponent("dri").path), "\(result.output)")
    }

    @Test func versionPrintsTheReleaseNumber() throws {
        let result = try vitrine(["--version"])
        #expect(result.status == 0)
        let version = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil }, "\(version)")
    }

    /// An evemu recording of a single-touch panel (raw 0…4095 on each axis) tapped once on
    /// each calibration target, a second apart, at the normalized raw position `raw` gives.
    private func calibrationTaps(panel: String,
                                 raw: (Int, (x: Double, y: Double)) -> (x: Double, y: Double)) -> String {
        var text = "N: \(panel)\nA: 00 0 4095 0 0 0\nA: 01 0 4095 0 0 0\n"
        text += String(repeating: "B: 01 00 00 00 00 00 00 00 00\n", count: 5) + "B: 01 00 04 00 00 00 00 00 00\n"
        for (index, target) in CalibrationFit.targets.enumerated() {
            let position = raw(index, target)
            let time = 1.0 + Double(index)
            text += String(format: "E: %.6f 0003 0000 %d\nE: %.6f 0003 0001 %d\n", time, Int((position.x * 4095).rounded()),
                           time, Int((position.y * 4095).rounded()))
            text += String(format: "E: %.6f 0001 014a 1\nE: %.6f 0000 0000 0\n", time, time)
            text += String(format: "E: %.6f 0001 014a 0\nE: %.6f 0000 0000 0\n", time + 0.05, time + 0.05)
        }
        return text
    }

    /// Five touches of which the centre one lands near a corner: the fit's residual is far
    /// over 2 % of the diagonal, so nothing is written and the command fails, saying why.
    @Test func calibrateRefusesAFitWithAMissedTarget() throws {
        let original = "name = \"missed\"\n\n[display]\nmode = \"800x480\"\n"
        let board = try temporaryFile("missed.toml", contents: original)
        // The identity panel: raw = target, but the fifth (the centre) is touched at (0.9, 0.9).
        let text = calibrationTaps(panel: "plain panel") { index, target in index == 4 ? (x: 0.9, y: 0.9) : target }
        let recording = try temporaryFile("missed.events", contents: text)
        let result = try vitrine(["calibrate", "--board", board.path, "--display", "headless", "--replay", recording.path, "--fast"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("over the limit of 18.7 px (2 % of the screen's diagonal)"), "\(result.output)")
        #expect(try String(contentsOfFile: board.path, encoding: .utf8) == original, "nothing written")
    }

    /// `vitrine calibrate` on a panel mounted at 90° whose touch layer is skewed and
    /// offset: a synthetic recording touches the five targets where that panel reports
    /// them, and the matrix written into the board file must be the skew (to the raw
    /// values' resolution) and bring each touch back onto its target.
    @Test func calibrateFitsAReplayedSkewedPanelAndWritesTheBoardFile() throws {
        let board = try temporaryFile("calibrate.toml", contents: """
            # A rotated test panel.
            name = "calibrate"

            [display]
            mode = "800x480"
            rotation = 90

            [touch]
            grab = true   # keep the console out
            calibration = [1, 0, 0, 0, 1, 0]  # the identity, wrong on purpose

            [power]
            off-after = 1
            """)
        // The panel's true calibration; raw positions are the chain run backwards:
        // raw = (inverse rotation · truth)⁻¹ · target, on a 0…4095 single-touch panel.
        let truth = TouchTransform.Matrix(0.93, 0.04, 0.035, -0.03, 1.06, -0.02)
        let toRaw = TouchTransform.Matrix.inverse(of: .degrees90).after(truth).inverted()
        let text = calibrationTaps(panel: "skewed panel") { _, target in toRaw.apply(target.x, target.y) }
        let recording = try temporaryFile("skewed.events", contents: text)
        let result = try vitrine(["calibrate", "--board", board.path, "--display", "headless", "--replay", recording.path, "--fast"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("wrote touch.calibration to \(board.path)"), "\(result.output)")
        if let line = result.output.split(separator: "\n").first(where: { $0.hasPrefix("residual:") }) { print("vitrine calibrate: \(line)") }

        let written = try String(contentsOfFile: board.path, encoding: .utf8)
        #expect(written.hasPrefix("# A rotated test panel.\nname = \"calibrate\"\n"))
        #expect(written.contains("grab = true   # keep the console out\ncalibration = ["))
        #expect(written.hasSuffix("]  # the identity, wrong on purpose\n\n[power]\noff-after = 1"))
        let loaded = try BoardConfiguration.load(contentsOf: board.path)
        let numbers = try #require(loaded.touch.calibration)
        // Raw values are whole numbers out of 4095: the matrix is right to about 1/4095.
        for (found, expected) in zip(numbers, [truth.a, truth.b, truth.c, truth.d, truth.e, truth.f]) {
            #expect(abs(found - expected) < 2e-3, "\(numbers)")
        }
        // The new board's own decoder puts every touch on its target (to a pixel).
        let events = try EvemuRecording.load(descriptionPath: nil, eventsPath: recording.path)
        var decoder = try TouchFrameDecoder(description: #require(events.device), deviceID: 1,
                                            configuration: loaded.touch, rotation: loaded.display.rotation)
        var frames: [TouchFrame] = []
        for event in events.events { decoder.feed(event, into: &frames) }
        let began = frames.flatMap(\.contacts).filter { $0.phase == .began }
        #expect(began.count == 5)
        for (contact, target) in zip(began, CalibrationFit.targets) {
            #expect(abs(contact.x - target.x) * 480 < 1 && abs(contact.y - target.y) * 800 < 1)
        }
    }

    /// On a headless display nothing can touch a target: calibrate says so at once, writes
    /// nothing, and does not wait.
    @Test func calibrateWithoutATouchPanelSaysSoInsteadOfWaiting() throws {
        let board = try temporaryFile("untouchable.toml", contents: "name = \"untouchable\"\n")
        let result = try vitrine(["calibrate", "--board", board.path, "--display", "headless"])
        #expect(result.status != 0, "\(result.output)")
        #expect(result.output.contains("the headless display has no touch panel to calibrate"), "\(result.output)")
        #expect(try String(contentsOfFile: board.path, encoding: .utf8) == "name = \"untouchable\"\n")
        // Chosen by the board file instead of the command line: the same.
        let headlessBoard = try temporaryFile("untouchable2.toml", contents: "name = \"untouchable\"\n[display]\nbackend = \"headless\"\n")
        let fromBoard = try vitrine(["calibrate", "--board", headlessBoard.path])
        #expect(fromBoard.output.contains("the headless display has no touch panel to calibrate"), "\(fromBoard.output)")
    }

    @Test func calibrateWithTooFewTouchesWritesNothing() throws {
        let board = try temporaryFile("short.toml", contents: "name = \"short\"\n")
        let recording = try temporaryFile("short.events", contents: """
            N: short panel
            A: 00 0 4095 0 0 0
            A: 01 0 4095 0 0 0
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 04 00 00 00 00 00 00
            E: 1.000000 0003 0000 400
            E: 1.000000 0003 0001 400
            E: 1.000000 0001 014a 1
            E: 1.000000 0000 0000 0
            E: 1.050000 0001 014a 0
            E: 1.050000 0000 0000 0
            """)
        let result = try vitrine(["calibrate", "--board", board.path, "--display", "headless", "--replay", recording.path, "--fast"])
        #expect(result.status == 1)
        #expect(result.output.contains("1 of 5 targets touched; nothing written"), "\(result.output)")
        #expect(try String(contentsOfFile: board.path, encoding: .utf8) == "name = \"short\"\n")
    }
}
