// Vitrine — Apache License 2.0
//
// The keyboard path on the virtual board: a uinput keyboard made by `evemu-device` from
// the description of Tests/Fixtures/key-recordings/keyboard-de-typing.evemu appears while
// `vitrine debug-events` runs with a German board (hot-plug through inotify),
// `evemu-play` types the recording into it (the kernel adds its own autorepeats, which
// vitrine drops), Shift and A are pressed and the device is removed while they are down
// (the kernel releases them as it unregisters the device; vitrine cancels whatever is
// still down when the read ends), and the key lines vitrine printed are checked.
// libxkbcommon's data (xkb-data) and the compose tables go into the guest as files.
import Foundation
import TestFixtures
import Testing

@Suite(
    "Keyboards on the virtual board",
    .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct KeyboardVMTests {
    /// Each step waits for the line that shows vitrine has done the step before (with
    /// `VirtualBoard.guestWaits`): the keyboards watched (the VM's own i8042 keyboard's
    /// header, printed once the folder is watched), the uinput keyboard's header, its last
    /// key (Shift+A going down) read, its removal.
    static let guestScript = VirtualBoard.guestWaits + """
        dmesg -n 1 2>/dev/null
        export LANG=en_US.UTF-8
        vitrine debug-events --board /rec/board.toml --screen 800x480 > /tmp/kiosk.log 2>/tmp/err.txt &
        V=$!
        wait_for logged '{"type":"keyboard"'
        evemu-device /rec/keyboard.desc > /tmp/dev.txt 2>&1 &
        E=$!
        wait_for logged 'Vitrine Test Keyboard'
        wait_for grep -q '/dev/input/event' /tmp/dev.txt
        DEV=$(grep -o '/dev/input/event[0-9]*' /tmp/dev.txt | head -1)
        evemu-play $DEV < /rec/keyboard.events
        evemu-play $DEV < /rec/held.events
        wait_for logged '"phase":"down","keysym":"A"'
        kill $E
        wait_for logged '{"type":"removed","keyboard"'
        kill $V
        wait $V
        echo "VITRINE-STATUS $? DEVICE $DEV"
        cat /tmp/dev.txt /tmp/err.txt
        cat /tmp/kiosk.log
        """

    @Test(.timeLimit(.minutes(10)))
    func uinputKeyboardTypesThroughTheGermanLayout() throws {
        let recording = try String(contentsOfFile: KeyRecordingFixtures.path("keyboard-de-typing.evemu"), encoding: .utf8)
        // evemu-device takes the description, evemu-play the events: split the one file.
        let lines = recording.split(separator: "\n", omittingEmptySubsequences: false)
        let description = lines.filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        let events = lines.filter { $0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-keyboard")
        defer { try? FileManager.default.removeItem(at: work) }
        let files: [(String, String)] = [
            ("keyboard.sh", Self.guestScript), ("keyboard.desc", description), ("keyboard.events", events),
            ("board.toml", "name = \"qemu-keyboard\"\n[keyboard]\nlayout = \"de\"\n"),
            // Shift, then A, never released: the unplug must cancel both.
            ("held.events", "E: 0.000000 0001 002a 1\nE: 0.000000 0000 0000 0\nE: 0.010000 0001 001e 1\nE: 0.010000 0000 0000 0\n"),
        ]
        var arguments = VirtualBoard.exec(binary)
        for (name, text) in files {
            try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
            arguments += ["--file", "\(work.appendingPathComponent(name).path):/rec/\(name)"]
        }
        arguments += ["--file", "/usr/share/X11/xkb:/usr/share/X11/xkb", "--file", "/usr/share/X11/locale:/usr/share/X11/locale"]
        let result = try VirtualBoard.python(arguments + ["--", "sh", "/rec/keyboard.sh"])
        #expect(result.status == 0, "vmctl.py exec failed:\n\(result.output)")
        #expect(result.output.contains("VITRINE-STATUS 0"), "\(result.output)")

        let output = DebugEventsOutput.lines(result.output)
        // The VM's own i8042 keyboard is read too; the uinput one is hot-plugged after it.
        let keyboards = output.filter { $0["type"] as? String == "keyboard" }
        let plugged = keyboards.filter { $0["name"] as? String == "Vitrine Test Keyboard (written by hand)" }
        #expect(plugged.count == 1, "one header for the hot-plugged keyboard:\n\(result.output)")
        let device = try #require(plugged.first?["device"] as? Int)
        let path = try #require(plugged.first?["path"] as? String)
        #expect(output.contains { $0["type"] as? String == "removed" && $0["keyboard"] as? Int == device && $0["path"] as? String == path },
                "the unplug is reported")

        let keys = output.filter { $0["type"] as? String == "key" && $0["device"] as? Int == device }
        let downs = keys.filter { $0["phase"] as? String == "down" }
        // The fixture's README: H, é (dead acute then e), z (KEY_Y), Backspace, ", Return.
        #expect(downs.prefix(9).map { $0["characters"] as? String ?? "?" } == ["", "H", "", "é", "z", "\u{8}", "", "\"", "\r"],
                "\(result.output)")
        #expect(downs.prefix(9).map { $0["usage"] as? Int ?? -1 } == [0xE1, 0x0B, 0x2E, 0x08, 0x1C, 0x2A, 0xE1, 0x1F, 0x28])
        #expect(downs.count == 11 && downs.suffix(2).map { $0["characters"] as? String } == ["", "A"])
        // Held A repeats (Shift does not), typing "A".
        #expect(keys.filter { $0["phase"] as? String == "repeat" }.allSatisfy { $0["characters"] as? String == "A" })
        // After the unplug no key is left down: each of the 11 presses ended, up or cancelled.
        let ended = keys.filter { ["up", "cancelled"].contains($0["phase"] as? String ?? "") }
        #expect(ended.count == 11, "\(result.output)")
        #expect(Set(ended.suffix(2).compactMap { $0["keysym"] as? String }) == ["A", "Shift_L"])
    }
}

/// `debug-events --replay` of a keyboard recording on the host, no VM: the scanner burst
/// through the same translator, marked as the scanner's by the board file.
struct DebugEventsKeyboardReplayTests {
    @Test func scannerReplayPrintsItsCodeInOrder() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-scanner")
        defer { try? FileManager.default.removeItem(at: work) }
        let board = work.appendingPathComponent("board.toml")
        try "name = \"scanner\"\n[keyboard]\nscanner-match-usb = \"0c2e:0b61\"\n".write(to: board, atomically: true, encoding: .utf8)
        let result = try VirtualBoard.run(binary, [
            "debug-events", "--fast", "--screen", "800x480", "--board", board.path,
            "--replay", try KeyRecordingFixtures.path("scanner-burst.evemu"),
        ])
        #expect(result.status == 0, "\(result.output)")
        let lines = DebugEventsOutput.lines(result.output)
        #expect(lines.first { $0["type"] as? String == "keyboard" }?["scanner"] as? Bool == true)
        let keys = lines.filter { $0["type"] as? String == "key" }
        #expect(keys.count == 28)
        #expect(keys.filter { $0["phase"] as? String == "down" }.compactMap { $0["characters"] as? String }.joined() == "4006381333931\r")
        #expect(keys.allSatisfy { $0["scanner"] as? Bool == true })
    }
}
