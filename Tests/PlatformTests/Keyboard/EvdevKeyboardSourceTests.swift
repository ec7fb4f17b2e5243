// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// The evdev keyboard source's rules, without devices: which devices it reads, and what a
/// device that fails mid-press leaves.
@MainActor @Suite struct EvdevKeyboardSourceTests {
    /// A reader that gives its events, then fails with `failure`.
    final class ScriptedReader: InputEventReading {
        var statuses: [InputReadStatus]
        init(_ statuses: [InputReadStatus]) { self.statuses = statuses }
        func nextEvent(syncing: Bool) -> InputReadStatus { statuses.isEmpty ? .drained : statuses.removeFirst() }
    }

    static func key(_ code: UInt16, _ value: Int32, at time: Double = 1) -> InputReadStatus {
        .event(InputEvent(time: time, type: .key, code: code, value: value))
    }

    @Test func selectsKeyboardsAndTheScannerOnly() {
        let keys = Set(UInt16(1)...88)
        let keyboard = InputDeviceDescription(name: "kbd", codes: [.key: keys])
        let powerButton = InputDeviceDescription(name: "Power Button", codes: [.key: [116]])
        let scanner = InputDeviceDescription(name: "scanner", vendor: 0x0c2e, product: 0x0b61, codes: [.key: [2, 3, 28]])
        let configuration = KeyboardConfiguration(scannerMatchUSB: USBID("0c2e:0b61"))
        #expect(EvdevKeyboardSource.selects(keyboard, configuration: configuration))
        #expect(!EvdevKeyboardSource.selects(powerButton, configuration: configuration))
        #expect(EvdevKeyboardSource.selects(scanner, configuration: configuration))
        #expect(EvdevKeyboardSource.isScanner(scanner, configuration: configuration))
        #expect(!EvdevKeyboardSource.isScanner(keyboard, configuration: configuration))
        #expect(!EvdevKeyboardSource.selects(scanner, configuration: KeyboardConfiguration()))
        // The touch source says why it leaves a keyboard alone, and vitrine info marks it.
        #expect(EvdevInputSource.reasonIgnored(keyboard, .init()) == "a keyboard: its keys are read as key events, not touches")
        #expect(InputDeviceInventory.DeviceDetails(keyboard).isKeyboard)
        #expect(!InputDeviceInventory.DeviceDetails(powerButton).isKeyboard)
    }

    /// A read that ends in ENODEV returns what was read and the error; closing the device
    /// then cancels the keys it left down (what the source does on ENODEV).
    @Test func unpluggedMidPressCancelsHeldKeys() throws {
        let reader = ScriptedReader([Self.key(42, 1), Self.key(30, 1), .failed(.noSuchDevice)])
        var read: [InputEvent] = []
        #expect(EvdevKeyboardSource.drain(reader, into: &read) == .noSuchDevice)
        let decoder = KeyEventDecoder(
            translator: try KeyTranslator(keymap: Keymap(KeyboardLayout()), deviceID: 3), configuration: KeyboardConfiguration())
        var events: [KeyEvent] = []
        decoder.output = { events.append($0) }
        let loop = SteppedEventLoop()
        for event in read { decoder.feed(event, loop: loop) }
        decoder.cancelAll(time: 2)
        while loop.runNext() {}  // the A key's pending repeat must not fire
        #expect(events.map(\.phase) == [.down, .down, .cancelled, .cancelled])
        #expect(events.map(\.scanCode) == [42, 30, 42, 30])
        #expect(events[1].characters == "A")
    }

    /// After SYN_DROPPED the sync-mode events libevdev synthesizes are read too, so a key
    /// released while events were lost still comes up.
    @Test func resyncAfterDroppedEventsKeepsSynthesizedReleases() {
        let reader = ScriptedReader([Self.key(30, 1), .dropped, Self.key(30, 0, at: 2), .drained, .drained])
        var read: [InputEvent] = []
        #expect(EvdevKeyboardSource.drain(reader, into: &read) == nil)
        #expect(read.map(\.value) == [1, 0])
    }

    /// Mouse and panel buttons (BTN_LEFT, BTN_TOUCH) on a keyboard device are not keys.
    @Test func buttonsAreNotKeys() throws {
        let decoder = KeyEventDecoder(
            translator: try KeyTranslator(keymap: Keymap(KeyboardLayout()), deviceID: 3), configuration: KeyboardConfiguration())
        var events: [KeyEvent] = []
        decoder.output = { events.append($0) }
        decoder.feed(InputEvent(time: 0, type: .key, code: 0x110, value: 1), loop: nil)
        decoder.feed(InputEvent(time: 0, type: .key, code: 0x14A, value: 1), loop: nil)
        #expect(events.isEmpty)
    }
}
