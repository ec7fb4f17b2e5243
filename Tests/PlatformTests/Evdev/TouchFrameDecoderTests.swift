// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// Synthetic event sequences, one per protocol rule. Raw ranges are 0...100 so that a raw
/// value v normalizes to v / 100 (TouchTransform: (v − min) / (max − min)).
@Suite struct TouchFrameDecoderTests {
    static let range = InputDeviceDescription.AxisInfo(minimum: 0, maximum: 100)

    static let slotDevice = InputDeviceDescription(
        name: "slots", properties: [InputProperty.direct], codes: [.key: [KeyCode.touch]],
        axes: [.multitouchSlot: .init(minimum: 0, maximum: 9), .multitouchPositionX: range, .multitouchPositionY: range,
               .multitouchTrackingID: .init(minimum: 0, maximum: 65535), .x: range, .y: range])
    static let anonymousDevice = InputDeviceDescription(
        name: "protocol A", codes: [.key: [KeyCode.touch]],
        axes: [.multitouchPositionX: range, .multitouchPositionY: range])
    static let singleDevice = InputDeviceDescription(
        name: "single", properties: [InputProperty.direct], codes: [.key: [KeyCode.touch]], axes: [.x: range, .y: range])

    // Event builders.
    static func abs(_ axis: AbsoluteAxis, _ value: Int32, at time: Double = 1) -> InputEvent {
        InputEvent(time: time, type: .absolute, code: axis.rawValue, value: value)
    }
    static func key(_ code: UInt16, _ value: Int32, at time: Double = 1) -> InputEvent {
        InputEvent(time: time, type: .key, code: code, value: value)
    }
    static func syn(_ code: UInt16 = SynchronizationCode.report, at time: Double = 1) -> InputEvent {
        InputEvent(time: time, type: .synchronization, code: code, value: 0)
    }

    static func decode(_ device: InputDeviceDescription, _ events: [InputEvent],
                       configuration: TouchConfiguration = .init()) throws -> [TouchFrame] {
        var decoder = try TouchFrameDecoder(description: device, deviceID: 7, configuration: configuration)
        var frames: [TouchFrame] = []
        for event in events { decoder.feed(event, into: &frames) }
        return frames
    }

    /// (id, phase, x, y) of each contact, for compact comparisons.
    static func summary(_ frame: TouchFrame) -> [String] {
        frame.contacts.map { "\($0.id) \($0.phase.rawValue) \($0.x) \($0.y)" }
    }

    @Test func protocolBTwoFingers() throws {
        let frames = try Self.decode(Self.slotDevice, [
            Self.abs(.multitouchSlot, 0), Self.abs(.multitouchTrackingID, 40),
            Self.abs(.multitouchPositionX, 10), Self.abs(.multitouchPositionY, 20), Self.syn(at: 1.0),
            Self.abs(.multitouchSlot, 1), Self.abs(.multitouchTrackingID, 41),
            Self.abs(.multitouchPositionX, 50), Self.abs(.multitouchPositionY, 60), Self.syn(at: 1.01),
            Self.abs(.multitouchSlot, 0), Self.abs(.multitouchPositionX, 30), Self.syn(at: 1.02),
            Self.abs(.multitouchTrackingID, -1), Self.syn(at: 1.03),
            Self.abs(.multitouchSlot, 1), Self.abs(.multitouchTrackingID, -1), Self.syn(at: 1.04),
        ])
        #expect(frames.map(\.timestamp) == [1.0, 1.01, 1.02, 1.03, 1.04])
        #expect(frames.allSatisfy { $0.deviceID == 7 })
        #expect(frames.map(Self.summary) == [
            ["1 began 0.1 0.2"],
            ["1 stationary 0.1 0.2", "2 began 0.5 0.6"],
            ["1 moved 0.3 0.2", "2 stationary 0.5 0.6"],
            ["1 ended 0.3 0.2", "2 stationary 0.5 0.6"],
            ["2 ended 0.5 0.6"],
        ])
    }

    /// The rule: a contact that begins and ends within one SYN_REPORT window
    /// arrives as a began frame then an ended frame, both at that report's time.
    @Test func tapShorterThanAFrameArrivesAsBeganThenEnded() throws {
        let frames = try Self.decode(Self.slotDevice, [
            Self.abs(.multitouchTrackingID, 3), Self.abs(.multitouchPositionX, 25), Self.abs(.multitouchPositionY, 75),
            Self.abs(.multitouchTrackingID, -1), Self.syn(at: 2.5),
        ])
        #expect(frames.map(Self.summary) == [["1 began 0.25 0.75"], ["1 ended 0.25 0.75"]])
        #expect(frames.map(\.timestamp) == [2.5, 2.5])
    }

    @Test func singleTouchTapShorterThanAFrame() throws {
        let frames = try Self.decode(Self.singleDevice, [
            Self.key(KeyCode.touch, 1), Self.abs(.x, 50), Self.abs(.y, 50), Self.key(KeyCode.touch, 0), Self.syn(),
        ])
        #expect(frames.map(Self.summary) == [["1 began 0.5 0.5"], ["1 ended 0.5 0.5"]])
    }

    /// "Any non-negative tracking id starts a contact": a new id in a slot without a -1
    /// first ends the old contact and starts another.
    @Test func newTrackingIDWithoutLiftReplacesTheContact() throws {
        let frames = try Self.decode(Self.slotDevice, [
            Self.abs(.multitouchTrackingID, 1), Self.abs(.multitouchPositionX, 10), Self.syn(),
            Self.abs(.multitouchTrackingID, 2), Self.abs(.multitouchPositionX, 90), Self.syn(),
        ])
        #expect(frames.map(Self.summary) == [["1 began 0.1 0.0"], ["1 ended 0.1 0.0", "2 began 0.9 0.0"]])
    }

    @Test func undeclaredCodesAndSlotsAreIgnored() throws {
        let frames = try Self.decode(Self.slotDevice, [
            Self.abs(.multitouchTrackingID, 1), Self.abs(.multitouchPositionX, 10),
            Self.abs(.multitouchPressure, 99),  // the device declares no ABS_MT_PRESSURE
            Self.syn(),
            Self.abs(.multitouchSlot, 12), Self.abs(.multitouchTrackingID, 5), Self.syn(),  // only slots 0...9
            Self.abs(.multitouchSlot, 0), Self.abs(.multitouchTrackingID, -1), Self.syn(),
        ])
        #expect(frames.map(Self.summary) == [["1 began 0.1 0.0"], ["1 ended 0.1 0.0"]])
        #expect(frames[0].contacts[0].pressure == nil)
    }

    /// Protocol A: contacts carry no identity; the decoder follows each finger to its
    /// nearest point in the next frame, whatever order the device lists them in.
    @Test func protocolANearestNeighbour() throws {
        let mt = SynchronizationCode.multitouchReport
        let frames = try Self.decode(Self.anonymousDevice, [
            Self.abs(.multitouchPositionX, 10), Self.abs(.multitouchPositionY, 10), Self.syn(mt),
            Self.key(KeyCode.touch, 1), Self.syn(),
            Self.abs(.multitouchPositionX, 10), Self.abs(.multitouchPositionY, 10), Self.syn(mt),
            Self.abs(.multitouchPositionX, 90), Self.abs(.multitouchPositionY, 90), Self.syn(mt), Self.syn(),
            // Listed in the other order, each moved a little.
            Self.abs(.multitouchPositionX, 88), Self.abs(.multitouchPositionY, 90), Self.syn(mt),
            Self.abs(.multitouchPositionX, 12), Self.abs(.multitouchPositionY, 10), Self.syn(mt), Self.syn(),
            // The first finger lifts.
            Self.abs(.multitouchPositionX, 88), Self.abs(.multitouchPositionY, 90), Self.syn(mt), Self.syn(),
            // BTN_TOUCH 0 with no contact: everything ends.
            Self.key(KeyCode.touch, 0), Self.syn(),
        ])
        #expect(frames.map(Self.summary) == [
            ["1 began 0.1 0.1"],
            ["1 stationary 0.1 0.1", "2 began 0.9 0.9"],
            ["1 moved 0.12 0.1", "2 moved 0.88 0.9"],
            ["1 ended 0.12 0.1", "2 stationary 0.88 0.9"],
            ["2 ended 0.88 0.9"],
        ])
    }

    @Test func singleTouchWithLeftButtonOrPressureOnly() throws {
        let left = InputDeviceDescription(name: "left", codes: [.key: [KeyCode.left]], axes: [.x: Self.range, .y: Self.range])
        let byButton = try Self.decode(left, [
            Self.key(KeyCode.left, 1), Self.abs(.x, 20), Self.syn(), Self.abs(.x, 40), Self.syn(), Self.key(KeyCode.left, 0), Self.syn(),
        ])
        #expect(byButton.map(Self.summary) == [["1 began 0.2 0.0"], ["1 moved 0.4 0.0"], ["1 ended 0.4 0.0"]])

        let pressure = InputDeviceDescription(name: "pressure", axes: [
            .x: Self.range, .y: Self.range, .pressure: .init(minimum: 0, maximum: 200)])
        let byPressure = try Self.decode(pressure, [
            Self.abs(.pressure, 50), Self.abs(.x, 20), Self.syn(), Self.abs(.pressure, 0), Self.syn(),
        ])
        #expect(byPressure.map(Self.summary) == [["1 began 0.2 0.0"], ["1 ended 0.2 0.0"]])
        #expect(byPressure[0].contacts[0].pressure == 0.25)  // 50 / 200
    }

    /// In a raw stream (a replay), SYN_DROPPED discards everything up to and including the
    /// next SYN_REPORT, as the kernel's documentation says.
    @Test func synDroppedInARawStreamDiscardsTheRestOfTheWindow() throws {
        let frames = try Self.decode(Self.slotDevice, [
            Self.abs(.multitouchTrackingID, 1), Self.abs(.multitouchPositionX, 10), Self.syn(at: 1),
            Self.syn(SynchronizationCode.dropped, at: 2), Self.abs(.multitouchPositionX, 99), Self.syn(at: 2),
            Self.abs(.multitouchPositionX, 30), Self.syn(at: 3),
        ])
        #expect(frames.map(Self.summary) == [["1 began 0.1 0.0"], ["1 moved 0.3 0.0"]])
        #expect(frames.map(\.timestamp) == [1, 3])
    }

    @Test func cancelAllReportsContactsStillDown() throws {
        var decoder = try TouchFrameDecoder(description: Self.slotDevice, deviceID: 1)
        var frames: [TouchFrame] = []
        for event in [Self.abs(.multitouchTrackingID, 9), Self.abs(.multitouchPositionX, 50), Self.syn()] {
            decoder.feed(event, into: &frames)
        }
        let cancelled = decoder.cancelAll(time: 4)
        #expect(cancelled.map(Self.summary) == ["1 cancelled 0.5 0.0"])
        #expect(cancelled?.timestamp == 4)
        #expect(decoder.activeContactCount == 0)
        #expect(decoder.cancelAll(time: 5) == nil)
    }

    @Test func deviceWithoutPositionsIsRejectedWithAClearError() {
        let keyboard = InputDeviceDescription(name: "AT keyboard", codes: [.key: [30, 31]])
        #expect(throws: EvdevError(.notATouchDevice, device: "AT keyboard")) {
            _ = try TouchFrameDecoder(description: keyboard, deviceID: 1)
        }
    }

    /// The board's `protocol` key overrides the inferred one: a slotted panel whose slots
    /// are broken can be read as single-touch from ABS_X/ABS_Y and BTN_TOUCH.
    @Test func boardProtocolOverridesTheInferredOne() throws {
        let frames = try Self.decode(Self.slotDevice, [
            Self.abs(.multitouchTrackingID, 1), Self.abs(.multitouchPositionX, 90),  // ignored as single-touch
            Self.key(KeyCode.touch, 1), Self.abs(.x, 40), Self.abs(.y, 60), Self.syn(),
            Self.key(KeyCode.touch, 0), Self.syn(),
        ], configuration: TouchConfiguration(touchProtocol: .singleTouch))
        #expect(frames.map(Self.summary) == [["1 began 0.4 0.6"], ["1 ended 0.4 0.6"]])
    }
}
