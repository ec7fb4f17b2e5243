// Vitrine — Apache License 2.0
//
// The touch path on the virtual board: a uinput device made by `evemu-device` from a real
// panel's description (atmel-mxt.desc, from Tests/Fixtures/touch-recordings) appears while
// `vitrine debug-events` runs (hotplug through inotify), `evemu-play` replays two real
// recordings into it, the device is removed (ENODEV / IN_DELETE), and the JSON lines
// vitrine printed are checked here. One boot.
import Foundation
import TestFixtures
import Testing

/// The JSON lines of `vitrine debug-events`, decoded loosely for checks.
enum DebugEventsOutput {
    struct Touch { var device: Int, id: Int, phase: String, x: Double, y: Double }

    static func lines(_ output: String) -> [[String: Any]] {
        output.split(whereSeparator: \.isNewline).compactMap { line in
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("{"), let data = text.data(using: .utf8) else { return nil }
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }
    }

    static func touches(_ lines: [[String: Any]]) -> [Touch] {
        lines.filter { $0["type"] as? String == "frame" }.flatMap { frame in
            ((frame["touches"] as? [[String: Any]]) ?? []).map { touch in
                Touch(device: frame["device"] as? Int ?? -1, id: touch["id"] as? Int ?? -1,
                      phase: touch["phase"] as? String ?? "", x: touch["x"] as? Double ?? .nan, y: touch["y"] as? Double ?? .nan)
            }
        }
    }
}

@Suite(
    "Touch replay on the virtual board",
    .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct TouchReplayVMTests {
    /// Each step waits for the line that shows vitrine has done the step before (with
    /// `VirtualBoard.guestWaits`): the folder watched (no touchscreen yet: the "waiting"
    /// line), the panel's header, the end of all 11 contacts (9 taps and 2 fingers), the
    /// removal.
    static let guestScript = VirtualBoard.guestWaits + """
        dmesg -n 1 2>/dev/null
        vitrine debug-events --screen 800x480 > /tmp/kiosk.log 2>/tmp/err.txt &
        V=$!
        wait_for logged '{"type":"waiting"'
        evemu-device /rec/atmel-mxt.desc > /tmp/dev.txt 2>&1 &
        E=$!
        wait_for logged '{"type":"device"'
        wait_for grep -q '/dev/input/event' /tmp/dev.txt
        DEV=$(grep -o '/dev/input/event[0-9]*' /tmp/dev.txt | head -1)
        evemu-play $DEV < /rec/taps.events
        evemu-play $DEV < /rec/two.events
        all_ended() { [ "$(grep -o '"phase":"ended"' /tmp/kiosk.log 2>/dev/null | wc -l)" -ge 11 ]; }
        wait_for all_ended
        kill $E
        wait_for logged '{"type":"removed"'
        kill $V
        wait $V
        echo "VITRINE-STATUS $? DEVICE $DEV"
        cat /tmp/dev.txt /tmp/err.txt
        cat /tmp/kiosk.log
        """

    @Test(.timeLimit(.minutes(10)))
    func hotpluggedPanelReplaysRealRecordings() throws {
        let description = try TouchRecordingFixtures.path("atmel-mxt.desc")
        let fastTaps = try TouchRecordingFixtures.path("atmel-mxt.1-finger-fast-taps.events")
        let twoFingers = try TouchRecordingFixtures.path("atmel-mxt.2-fingers-touch-release.events")
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-touch")
        let script = work.appendingPathComponent("touch.sh")
        try Self.guestScript.write(to: script, atomically: true, encoding: .utf8)
        let result = try VirtualBoard.python(VirtualBoard.exec(binary) + [
            "--file", "\(script.path):/touch.sh",
            "--file", "\(description):/rec/atmel-mxt.desc",
            "--file", "\(fastTaps):/rec/taps.events",
            "--file", "\(twoFingers):/rec/two.events",
            "--", "sh", "/touch.sh",
        ])
        try? FileManager.default.removeItem(at: work)
        #expect(result.status == 0, "vmctl.py exec failed:\n\(result.output)")
        #expect(result.output.contains("VITRINE-STATUS 0"), "\(result.output)")

        let lines = DebugEventsOutput.lines(result.output)
        let devices = lines.filter { $0["type"] as? String == "device" }
        #expect(devices.count == 1, "one header for the hotplugged panel:\n\(result.output)")
        #expect(devices.first?["name"] as? String == "Atmel maXTouch Touchscreen")
        #expect(devices.first?["protocol"] as? String == "B")
        #expect(lines.contains { $0["type"] as? String == "removed" }, "the unplug is reported")

        // 9 taps (README) + 2 fingers = 11 contacts, each began once and ended once.
        let touches = DebugEventsOutput.touches(lines)
        let began = touches.filter { $0.phase == "began" }.map(\.id)
        let ended = touches.filter { $0.phase == "ended" }.map(\.id)
        #expect(began.count == 11, "\(result.output)")
        #expect(Set(began).count == 11 && Set(began) == Set(ended) && ended.count == 11)
        #expect(!touches.contains { $0.phase == "cancelled" })
        #expect(touches.allSatisfy { (0...800).contains($0.x) && (0...480).contains($0.y) })
        // The first tap is at raw (340, 242) on 0...799 × 0...479 (the recording's first
        // events): 340 · 800/799 = 340.43, 242 · 480/479 = 242.51 points.
        #expect(touches.first.map { "\($0.phase) \($0.x) \($0.y)" } == "began 340.43 242.51")

        // The gesture recognizers saw the same touches through the real device path: the
        // fast taps as taps (replayed in real time, so some pairs also count as double taps).
        let gestures = lines.filter { $0["type"] as? String == "gesture" }
        let taps = gestures.filter { $0["kind"] as? String == "tap" && $0["state"] as? String == "ended" }
        #expect(taps.count >= 9, "the 9 fast taps are recognized:\n\(result.output)")
    }
}

/// `debug-events --replay` on the host, no VM: the same decoder from a file.
struct DebugEventsReplayTests {
    @Test func replayPrintsHeaderAndFrames() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let result = try VirtualBoard.run(binary, [
            "debug-events", "--fast", "--screen", "800x480", "--replay",
            try TouchRecordingFixtures.path("atmel-mxt.desc"),
            try TouchRecordingFixtures.path("atmel-mxt.1-finger-fast-taps.events"),
        ])
        #expect(result.status == 0, "\(result.output)")
        let lines = DebugEventsOutput.lines(result.output)
        #expect(lines.first?["type"] as? String == "screen")
        #expect(lines.dropFirst().first?["type"] as? String == "device")
        let touches = DebugEventsOutput.touches(lines)
        #expect(touches.filter { $0.phase == "began" }.count == 9)
        #expect(touches.filter { $0.phase == "ended" }.count == 9)
        #expect(touches.first.map { "\($0.x) \($0.y)" } == "340.43 242.51")
    }

    @Test func badReplayFileIsAClearError() throws {
        let binary = try VirtualBoard.vitrineBinary()
        let result = try VirtualBoard.run(binary, ["debug-events", "--replay", "/nonexistent.events"])
        #expect(result.status != 0)
        #expect(result.output.contains("parse /nonexistent.events"), "\(result.output)")
    }
}
