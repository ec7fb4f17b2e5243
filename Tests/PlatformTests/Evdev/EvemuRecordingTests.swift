// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct EvemuRecordingTests {
    /// evemu 1.3: absinfo with resolution, events with trailing comments and "-001" values.
    @Test func parsesVersion13() throws {
        let recording = try EvemuRecording(parsing: """
            # EVEMU 1.3
            N: Test Panel
            I: 0018 0eef 0001 0210
            P: 02 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 04 00 00 00 00 00 00
            B: 03 03 00 00 00 00 80 60 02
            A: 35 0 799 0 0 12
            E: 0.000001 0003 0039 0003\t# EV_ABS / ABS_MT_TRACKING_ID   3
            E: 0.095573 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
            """, source: "t.events")
        #expect(recording.formatVersion == "1.3")
        let device = try #require(recording.device)
        #expect(device.name == "Test Panel")
        #expect((device.bus, device.vendor, device.product, device.version) == (0x18, 0x0eef, 0x0001, 0x0210))
        #expect(device.usbID == "0eef:0001")
        #expect(device.isDirect)
        // Byte 41 of EV_KEY (5 lines × 8 + 1) bit 2 = code 41·8 + 2 = 330 = BTN_TOUCH.
        #expect(device.codes[.key] == [KeyCode.touch])
        // EV_ABS bytes 03 → 0, 1; byte 5 0x80 → 47; byte 6 0x60 → 53, 54; byte 7 0x02 → 57.
        #expect(device.codes[.absolute] == [0, 1, 47, 53, 54, 57])
        #expect(device.axes[.multitouchPositionX] == .init(minimum: 0, maximum: 799, resolution: 12))
        #expect(recording.events == [
            InputEvent(time: 0.000001, type: .absolute, code: 0x39, value: 3),
            InputEvent(time: 0.095573, type: .absolute, code: 0x39, value: -1),
        ])
    }

    /// evemu 1.2: five absinfo numbers, no resolution.
    @Test func parsesVersion12Absinfo() throws {
        let recording = try EvemuRecording(parsing: "# EVEMU 1.2\nN: Old\nI: 0003 1b96 0001 0000\nA: 00 0 9600 0 0\n", source: "old.desc")
        #expect(recording.formatVersion == "1.2")
        #expect(recording.device?.axes[.x] == .init(minimum: 0, maximum: 9600))
    }

    @Test(arguments: [
        ("E: 1.0 0003 0039\n", "line 1"),
        ("N: x\nA: zz 0 1 0 0\n", "line 2"),
        ("N: x\nB: 01 0g\n", "line 2"),
        ("garbage\n", "line 1"),
    ])
    func malformedLinesNameTheLine(_ text: String, _ where_: String) {
        #expect {
            _ = try EvemuRecording(parsing: text, source: "bad.events")
        } throws: { error in
            "\(error)".contains("parse bad.events: \(where_)")
        }
    }

    @Test func missingFileIsAClearError() {
        #expect(throws: EvdevError(.parseRecording, device: "/nonexistent.events", errno: .noSuchFileOrDirectory)) {
            _ = try EvemuRecording.load(descriptionPath: nil, eventsPath: "/nonexistent.events")
        }
    }
}
