// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// What a malformed recording or a misbehaving device can send is bounded before any
/// allocation or loop grows with it.
@Suite struct InputBoundsTests {
    typealias T = TouchFrameDecoderTests

    /// ABS_MT_SLOT declared up to 2³¹ − 1: the decoder keeps the kernel's 1024 slots.
    @Test func aHugeSlotRangeIsCappedAtTheKernelsLimit() throws {
        var axes = T.slotDevice.axes
        axes[.multitouchSlot] = .init(minimum: 0, maximum: .max)
        let device = InputDeviceDescription(name: "liar", properties: [InputProperty.direct],
                                            codes: T.slotDevice.codes, axes: axes)
        var decoder = try TouchFrameDecoder(description: device, deviceID: 1)
        #expect(decoder.slotCount == 1024)
        // The last slot works; one past it is ignored like any undeclared slot.
        var frames: [TouchFrame] = []
        for event in [T.abs(.multitouchSlot, 1023), T.abs(.multitouchTrackingID, 5), T.abs(.multitouchPositionX, 50),
                      T.abs(.multitouchPositionY, 50), T.abs(.multitouchSlot, 1024), T.abs(.multitouchTrackingID, 6), T.syn()] {
            decoder.feed(event, into: &frames)
        }
        #expect(frames.map(T.summary) == [["1 began 0.5 0.5"]])
    }

    /// 3,000 protocol-A contacts in one frame: the first 64 are taken, matched in bounded time.
    @Test func aFloodOfProtocolAContactsIsCapped() throws {
        let mt = SynchronizationCode.multitouchReport
        var events: [InputEvent] = []
        for frame in 0..<3 {
            for i in 0..<3000 {
                events += [T.abs(.multitouchPositionX, Int32(i % 100)), T.abs(.multitouchPositionY, Int32(frame)), T.syn(mt)]
            }
            events.append(T.syn())
        }
        let frames = try T.decode(T.anonymousDevice, events)
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.contacts.count == TouchFrameDecoder.maximumAnonymousContacts })
    }

    /// `B:` and `P:` lines beyond the kernel's largest bitmap are a parse error naming the line,
    /// not a trap converting bit numbers past 65535.
    @Test func oversizedBitmapsAreRefusedWithTheLine() throws {
        let bytes = Array(repeating: "ff", count: 9000).joined(separator: " ")
        for (text, line) in [("N: x\nB: 01 \(bytes)\n", 2), ("N: x\nI: 0003 0001 0001 0001\nP: \(bytes)\n", 3)] {
            let error = try #require(throws: EvdevError.self) { _ = try EvemuRecording(parsing: text, source: "big.desc") }
            #expect(error.description.hasPrefix("parse big.desc: line \(line): more than 128 bytes"), "\(error)")
        }
    }

    /// A directory and /dev/null named as recordings: what they are, not "Permission denied".
    @Test func aRecordingThatIsNotARegularFileSaysWhatItIs() throws {
        for (path, kind) in [("/tmp", "a directory"), ("/dev/null", "a character device")] {
            let error = try #require(throws: EvdevError.self) { _ = try EvemuRecording.load(descriptionPath: nil, eventsPath: path) }
            #expect(error == EvdevError(.parseRecording, device: path, detail: "\(kind), not a regular file"))
        }
    }

    /// A recording that stops with a finger down ends it as cancelled, at the last event's time.
    @Test func aRecordingEndingWithAFingerDownCancelsIt() throws {
        var recording = try EvemuRecording(parsing: "N: x\nI: 0003 0001 0001 0001\n", source: "t")
        recording.device = T.slotDevice
        recording.events = [T.abs(.multitouchSlot, 0, at: 1), T.abs(.multitouchTrackingID, 3, at: 1),
                            T.abs(.multitouchPositionX, 20, at: 1), T.abs(.multitouchPositionY, 30, at: 1), T.syn(at: 1),
                            T.abs(.multitouchPositionX, 25, at: 2), T.syn(at: 2)]
        let frames = try ReplayInputSource.decodeAll(recording)
        #expect(frames.map(T.summary) == [["1 began 0.2 0.3"], ["1 moved 0.25 0.3"], ["1 cancelled 0.25 0.3"]])
        #expect(frames.last?.timestamp == 2)
    }
}
