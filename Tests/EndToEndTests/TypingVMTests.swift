// Vitrine — Apache License 2.0
//
// Text typed into a UITextField on the virtual board, by every kind of input it has:
// `vitrine demo typing` on DRM with a German board whose on-screen keyboard is always up
// and which names the scanner (`scanner-match-usb`), three uinput devices made by
// `evemu-device` before it starts (the keyboard and the scanner of
// Tests/Fixtures/key-recordings, the atmel-mxt panel), and for each step, once the demo
// says it waits:
//   1. the keyboard types Shift+Y, Z, the dead acute key, E and Enter (`evemu-play`),
//      which the German layout makes "Zyé" and Return;
//   2. the scanner types 4006381333931 and Enter while the keyboard types A and B: their
//      events are written into the two devices alternately by one shell loop, so the
//      keyboard's keys fall inside the scan; they must arrive after it, then the
//      keyboard's Enter;
//   3. a finger taps ä, ß and return on the on-screen keyboard (`evemu-play` on the panel).
// Each Return logs the field's text; each step's screendump must match the headless
// rendering of the step (`vitrine demo typing --step k` on the same board).
import Foundation
import TestFixtures
import Testing

/// The keys and touches of the typing demo's steps, as the guest plays them.
enum TypingScript {
    static let board = "name = \"qemu-typing\"\n[keyboard]\nlayout = \"de\"\non-screen = \"always\"\nscanner-match-usb = \"0c2e:0b61\"\n"

    /// What the demo logs, one line per Return (TypingDemo.scriptedSubmissions).
    static let expectedLog = ["typing demo: return \"Zyé\"", "typing demo: return \"Zyé4006381333931\"",
                              "typing demo: return \"Zyé4006381333931ab\"", "typing demo: return \"Zyé4006381333931abäß\""]

    // Linux key codes (input-event-codes.h).
    static let leftShift = 42, keyY = 21, keyZ = 44, keyEqual = 13, keyE = 18, enter = 28, keyA = 30, keyB = 48
    /// The digits' keys: KEY_1…KEY_9 are 2…10, KEY_0 is 11.
    static func digitKey(_ digit: Character) -> Int { digit == "0" ? 11 : Int(String(digit))! + 1 }

    /// Step 1 as evemu events for the keyboard: each key down and up 40 ms apart, keys 80 ms apart.
    static var keyboardStep: String {
        var lines: [String] = []
        var time = 0.0
        func key(_ code: Int, _ value: Int) {
            lines.append(String(format: "E: %.6f 0001 %04x %d", time, code, value))
            lines.append(String(format: "E: %.6f 0000 0000 0", time))
            time += 0.04
        }
        // Shift+Y: the German layout's Z, a capital.
        key(leftShift, 1); key(keyY, 1); key(keyY, 0); key(leftShift, 0)
        // Z: the German y; the dead acute (the key right of ß), then E: é.
        for code in [keyZ, keyEqual, keyE, enter] { key(code, 1); key(code, 0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One key change and its SYN_REPORT as the 48 bytes of two `struct input_event`s on
    /// x86-64 (a 16-byte time the kernel replaces, type, code, value; little-endian),
    /// written with the shell's printf as octal escapes to the device open as `descriptor`.
    static func printfLine(_ code: Int, _ value: Int, descriptor: Int) -> String {
        func event(_ type: Int, _ code: Int, _ value: Int) -> [UInt8] {
            [UInt8](repeating: 0, count: 16) + [UInt8(type & 0xff), UInt8(type >> 8), UInt8(code & 0xff), UInt8(code >> 8)]
                + withUnsafeBytes(of: Int32(value).littleEndian, Array.init)
        }
        let bytes = event(1, code, value) + event(0, 0, 0)
        return "printf '" + bytes.map { "\\" + String($0, radix: 8).leftPadded(to: 3) }.joined() + "' >&\(descriptor)"
    }

    /// Step 2 as a shell script: the scanner's first key goes down, then the rest of the
    /// scan is written alternately with the keyboard's A and B, with no pause: each event's
    /// time is its write's, all well within the 100 ms of quiet that would end a scan
    /// (PressRouter.scanGap). Nothing needs waiting for before the keyboard's first key:
    /// whenever vitrine reads it, the scanner's first key, written earlier, is readable too,
    /// and the keyboard source drains every keyboard and feeds their events in the kernel's
    /// time order (EvdevKeyboardSource.readAll), so the scan is seen to begin first. Then the
    /// keyboard's Enter. The guest opens the scanner as descriptor 4 and the keyboard as 5
    /// before it runs this.
    static var scanStep: String {
        let code = "4006381333931"
        var scanner: [(Int, Int)] = code.flatMap { [(digitKey($0), 1), (digitKey($0), 0)] } + [(enter, 1), (enter, 0)]
        var keyboard: [(Int, Int)] = [(keyA, 1), (keyA, 0), (keyB, 1), (keyB, 0)]
        var lines = [printfLine(scanner[0].0, scanner[0].1, descriptor: 4)]
        scanner.removeFirst()
        while !scanner.isEmpty || !keyboard.isEmpty {
            if !scanner.isEmpty { let (c, v) = scanner.removeFirst(); lines.append(printfLine(c, v, descriptor: 4)) }
            if !keyboard.isEmpty { let (c, v) = keyboard.removeFirst(); lines.append(printfLine(c, v, descriptor: 5)) }
        }
        lines += ["sleep 0.3", printfLine(enter, 1, descriptor: 5), printfLine(enter, 0, descriptor: 5)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Step 3 on the panel (raw 0…799 × 0…479 on 1280 × 800 points). The German keys on a
    /// 1280-point screen: 320 points high (40 % of 800) from y 480, four 80-point rows,
    /// 11 units of 1280/11 = 116.36 points. ä is the last of the middle row: x 1163.6…1280,
    /// y 560…640, centre (1221.8, 600) → raw (1221.8·799/1280, 600·479/800) = (763, 359).
    /// ß is the last letter of the third row, after 1.5 units of shift and 7 letters:
    /// x 989.1…1105.5, y 640…720, centre (1047.3, 680) → raw (654, 407). return takes the
    /// last 3 units of the bottom row: x 930.9…1280, y 720…800, centre (1105.5, 760) →
    /// raw (690, 455). Taps 0.4 s apart.
    static var touchStep: String {
        var recording = SyntheticTouchRecording(firstTrackingID: 30)
        for point in [(763, 359), (654, 407), (690, 455)] {
            recording.tap(at: point)
            recording.pause(0.4)
        }
        return recording.text
    }

    /// The guest: the devices first (each prints its node), then the demo; each step's
    /// input is played once the demo says it waits for it. The waits are
    /// `VirtualBoard.guestWaits`: bounded, and a wait that gives up says what for. Step 2
    /// writes through descriptors opened once (4: the scanner, 5: the keyboard), so each
    /// event costs a write, not an open and a close, and the scan's events stay close
    /// together on a loaded machine.
    static let guestScript = VirtualBoard.guestWaits + """
        dmesg -n 1 2>/dev/null
        export LANG=en_US.UTF-8
        for d in scanner keyboard panel; do
          evemu-device /rec/$d.desc > /tmp/$d.txt 2>&1 &
          wait_for grep -q '/dev/input/event' /tmp/$d.txt
        done
        SCANNER=$(grep -o '/dev/input/event[0-9]*' /tmp/scanner.txt | head -1)
        KEYBOARD=$(grep -o '/dev/input/event[0-9]*' /tmp/keyboard.txt | head -1)
        PANEL=$(grep -o '/dev/input/event[0-9]*' /tmp/panel.txt | head -1)
        touch /tmp/kiosk.log
        { vitrine demo typing --board /rec/board.toml --display drm --handshake /dev/ttyS1 --wait-for-touches 2>&1; echo $? > /tmp/status.txt; } | tee /tmp/kiosk.log &
        V=$!
        wait_for logged "waiting for a touch (step 1)"; evemu-play $KEYBOARD < /rec/step1.events
        wait_for logged "waiting for a touch (step 2)"; exec 4>$SCANNER 5>$KEYBOARD; . /rec/step2.sh; exec 4>&- 5>&-
        wait_for logged "waiting for a touch (step 3)"; evemu-play $PANEL < /rec/step3.events
        wait $V
        S=$(cat /tmp/status.txt)
        echo "DEVICES $SCANNER $KEYBOARD $PANEL VITRINE-STATUS $S"
        exit $S
        """

    /// A recording's device description: the lines before its events.
    static func description(ofRecording name: String) throws -> String {
        let text = try String(contentsOfFile: KeyRecordingFixtures.path(name), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

@Suite(
    "Typing into a text field on the virtual board",
    .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct TypingVMTests {
    @Test(.timeLimit(.minutes(15)))
    func keyboardScannerAndOnScreenKeysTypeIntoTheField() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-e2e-typing")
        let refs = work.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        let board = work.appendingPathComponent("board.toml")
        try TypingScript.board.write(to: board, atomically: true, encoding: .utf8)
        for step in 0..<4 {
            try VirtualBoard.renderHeadless("typing", step: step, board: board, into: refs.appendingPathComponent("ref-step\(step).png"))
        }
        let files = [
            "guest.sh": TypingScript.guestScript, "step1.events": TypingScript.keyboardStep,
            "step2.sh": TypingScript.scanStep, "step3.events": TypingScript.touchStep,
            "keyboard.desc": try TypingScript.description(ofRecording: "keyboard-de-typing.evemu"),
            "scanner.desc": try TypingScript.description(ofRecording: "scanner-burst.evemu"),
        ]
        var arguments = [
            "scripts/vm/vmctl.py", "e2e", "--binary", binary.path, "--scene", "typing",
            "--refs", refs.path, "--steps", "4", "--tolerance", "1", "--artifacts", work.appendingPathComponent("vm").path,
            "--script", work.appendingPathComponent("guest.sh").path,
            "--file", "\(board.path):/rec/board.toml",
            "--file", "\(try TouchRecordingFixtures.path("atmel-mxt.desc")):/rec/panel.desc",
            "--file", "/usr/share/X11/xkb:/usr/share/X11/xkb", "--file", "/usr/share/X11/locale:/usr/share/X11/locale",
        ]
        for (name, text) in files {
            try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
            if name != "guest.sh" { arguments += ["--file", "\(work.appendingPathComponent(name).path):/rec/\(name)"] }
        }
        let result = try VirtualBoard.python(arguments)
        #expect(result.status == 0, "vmctl.py e2e of the typing demo failed:\n\(result.output)")
        let console = (try? String(contentsOf: work.appendingPathComponent("vm/console.log"), encoding: .utf8)) ?? ""
        let logged = console.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("typing demo: return") }
        #expect(logged == TypingScript.expectedLog, "the keys typed something else:\n\(console)")
        #expect(console.contains("VITRINE-STATUS 0"), "\(console)")
        if result.status == 0, logged == TypingScript.expectedLog {
            try? FileManager.default.removeItem(at: work)
        }
    }
}
