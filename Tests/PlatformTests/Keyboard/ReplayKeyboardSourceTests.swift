// Vitrine — Apache License 2.0
import TestFixtures
import Testing
@testable import Platform

/// The keyboard and scanner recordings of Tests/Fixtures/key-recordings replayed through
/// the translator and repeater real keyboards use.
@MainActor @Suite struct ReplayKeyboardSourceTests {
    static func recording(_ name: String) throws -> EvemuRecording {
        try EvemuRecording.load(descriptionPath: nil, eventsPath: KeyRecordingFixtures.path(name))
    }

    static let german = KeyboardConfiguration(layout: KeyboardLayout(layout: "de"))

    @Test func germanTypingGivesTheRecordedText() throws {
        let events = try ReplayKeyboardSource.translateAll(
            Self.recording("keyboard-de-typing.evemu"), configuration: Self.german, composeLocale: "en_US.UTF-8")
        // 9 keys down and up; the two kernel autorepeats of Backspace are dropped.
        #expect(events.count == 18)
        #expect(events.map(\.phase) == [.down, .down, .up, .up, .down, .up, .down, .up, .down, .up,
                                          .down, .up, .down, .down, .up, .up, .down, .up])
        let downs = events.filter { $0.phase == .down }
        // Shift, H, dead acute, e, z (KEY_Y), Backspace, Shift, 2, Enter.
        #expect(downs.map(\.characters) == ["", "H", "", "é", "z", "\u{8}", "", "\"", "\r"])
        #expect(downs.map(\.hidUsage) == [0xE1, 0x0B, 0x2E, 0x08, 0x1C, 0x2A, 0xE1, 0x1F, 0x28])
        #expect(downs.map(\.modifiers) == [[], .shift, [], [], [], [], [], .shift, []])
        #expect(downs.map { Keymap.name(ofKeysym: $0.keysym) }
                == ["Shift_L", "H", "dead_acute", "e", "z", "BackSpace", "Shift_L", "quotedbl", "Return"])
        // Recorded times, in order: the first key at 2451.120311 s.
        #expect(events.first?.timestamp == 2451.120311)
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
        #expect(events.allSatisfy { !$0.isFromScanner })
    }

    /// The scanner rule: a burst arrives complete and in order, marked as the
    /// scanner's when the board names its USB ID.
    @Test func scannerBurstArrivesCompleteAndInOrder() throws {
        let configuration = KeyboardConfiguration(scannerMatchUSB: USBID("0c2e:0b61"))
        let events = try ReplayKeyboardSource.translateAll(Self.recording("scanner-burst.evemu"), configuration: configuration)
        #expect(events.count == 28)
        let downs = events.filter { $0.phase == .down }
        #expect(downs.map(\.characters).joined() == "4006381333931\r")
        #expect(events.allSatisfy { $0.isFromScanner })
        #expect(zip(downs, downs.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
        // 14 keys 1 ms apart: the burst spans 13.5 ms from the first press to the last release.
        let span = try #require(events.last).timestamp - events[0].timestamp
        #expect(abs(span - 0.0135) < 1e-6)
        let unmarked = try ReplayKeyboardSource.translateAll(Self.recording("scanner-burst.evemu"))
        #expect(unmarked.allSatisfy { !$0.isFromScanner })
    }

    @Test func recordedDevicesAreKeyboardsAndPanelsAreNot() throws {
        #expect(try Self.recording("keyboard-de-typing.evemu").device?.isKeyboard == true)
        #expect(try Self.recording("scanner-burst.evemu").device?.isKeyboard == true)
        let panel = try EvemuRecording.load(descriptionPath: nil, eventsPath: TouchRecordingFixtures.path("atmel-mxt.desc"))
        #expect(panel.device?.isKeyboard == false)
    }

    static let heldA = try! EvemuRecording(parsing: """
        N: held key
        I: 0003 0001 0002 0001
        B: 01 fe ff ff ff 00 00 00 00
        E: 10.000000 0001 001e 1
        E: 10.000000 0000 0000 0
        E: 10.250000 0001 001e 2
        E: 10.250000 0000 0000 0
        E: 10.990000 0001 001e 0
        E: 10.990000 0000 0000 0
        """, source: "inline")

    /// Held for 0.99 s with a 600 ms delay and 25 per second: repeats at 0.60, 0.64 …
    /// 0.96 s after the press (0.60 + 9 × 0.04), ten in all; the kernel's value 2 adds none.
    @Test func heldKeyRepeatsAtTheBoardsRate() throws {
        let loop = SteppedEventLoop()
        let configuration = KeyboardConfiguration(repeatDelay: 600, repeatRate: 25)
        let source = try ReplayKeyboardSource(recording: Self.heldA, configuration: configuration)
        var events: [KeyEvent] = []
        source.keyHandler = { events.append($0) }
        try source.start(on: loop)
        while loop.runNext() {}
        #expect(events.map(\.phase) == [.down] + Array(repeating: .repeat, count: 10) + [.up])
        let offsets = events.map { (($0.timestamp - 100) * 100).rounded() / 100 }
        #expect(offsets == [0, 0.6, 0.64, 0.68, 0.72, 0.76, 0.8, 0.84, 0.88, 0.92, 0.96, 0.99])
        #expect(events.dropFirst().dropLast().allSatisfy { $0.characters == "a" && $0.hidUsage == 0x04 })
    }

    /// As in X and Wayland: Shift pressed while A repeats does not stop the repeat, it
    /// changes what the repeats type; only the last key pressed repeats.
    @Test func shiftPressedDuringARepeatChangesItsText() throws {
        let recording = try EvemuRecording(parsing: """
            N: held key
            B: 01 fe ff ff ff 00 00 00 00
            E: 10.000000 0001 001e 1
            E: 10.000000 0000 0000 0
            E: 10.700000 0001 002a 1
            E: 10.700000 0000 0000 0
            E: 10.790000 0001 001e 0
            E: 10.790000 0000 0000 0
            E: 10.800000 0001 002a 0
            E: 10.800000 0000 0000 0
            """, source: "inline")
        let loop = SteppedEventLoop()
        let source = try ReplayKeyboardSource(recording: recording, configuration: KeyboardConfiguration(repeatDelay: 600, repeatRate: 25))
        var events: [KeyEvent] = []
        source.keyHandler = { events.append($0) }
        try source.start(on: loop)
        while loop.runNext() {}
        // Repeats at 0.60, 0.64, 0.68 ("a"), Shift at 0.70, then 0.72, 0.76 ("A"), A up at 0.79.
        let repeats = events.filter { $0.phase == .repeat }
        #expect(repeats.map(\.characters) == ["a", "a", "a", "A", "A"])
        #expect(events.last.map { "\($0.phase) \($0.scanCode)" } == "up 42")
    }

    @Test func repeatRateZeroTurnsRepeatOff() throws {
        let loop = SteppedEventLoop()
        let source = try ReplayKeyboardSource(recording: Self.heldA, configuration: KeyboardConfiguration(repeatRate: 0))
        var events: [KeyEvent] = []
        source.keyHandler = { events.append($0) }
        try source.start(on: loop)
        while loop.runNext() {}
        #expect(events.map(\.phase) == [.down, .up])
    }

    /// Stopping mid-press (as a device vanishing does) cancels the held key and its repeat.
    @Test func stopCancelsHeldKeysAndTheirRepeat() throws {
        let loop = SteppedEventLoop()
        let source = try ReplayKeyboardSource(recording: Self.heldA)
        var events: [KeyEvent] = []
        source.keyHandler = { events.append($0) }
        try source.start(on: loop)
        _ = loop.runNext()  // the press
        source.stop()
        while loop.runNext() {}
        #expect(events.map(\.phase) == [.down, .cancelled])
        #expect(events.last?.scanCode == 30)
    }

    @Test func recordingWithoutDescriptionIsRejected() throws {
        let bare = try EvemuRecording(parsing: "E: 1.0 0001 001e 1\n", source: "bare.events")
        #expect(throws: EvdevError.self) { _ = try ReplayKeyboardSource(recording: bare) }
    }
}
