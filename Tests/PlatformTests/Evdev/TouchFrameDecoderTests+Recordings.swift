// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// Every real recording through the decoder: the contacts its name announces, each began
/// matched by exactly one ended, positions on the screen, one frame per SYN_REPORT at most.
struct TouchFrameDecoderRecordingTests {
    @Test func everyEventsFileIsCovered() throws {
        let names = try TouchRecordings.fileNames().filter { $0.hasSuffix(".events") }
        #expect(Set(names) == Set(TouchRecordings.cases.map(\.events)))
    }

    @Test(arguments: TouchRecordings.cases)
    func recordingDecodes(_ testCase: TouchRecordings.Case) throws {
        let recording = try TouchRecordings.load(testCase)
        let device = try #require(recording.device)
        var decoder = try TouchFrameDecoder(description: device, deviceID: 1, configuration: testCase.configuration)
        #expect(decoder.touchProtocol == testCase.touchProtocol)
        var frames: [TouchFrame] = []
        for event in recording.events { decoder.feed(event, into: &frames) }

        let reportTimes = Set(recording.events.filter { $0.type == .synchronization && $0.code == SynchronizationCode.report }.map(\.time))
        #expect(frames.allSatisfy { reportTimes.contains($0.timestamp) }, "a frame without its SYN_REPORT's time")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })

        var began: [Int] = [], finished: [Int] = []
        var live = Set<Int>()
        for frame in frames {
            for contact in frame.contacts {
                switch contact.phase {
                case .began:
                    #expect(!live.contains(contact.id))
                    began.append(contact.id)
                    live.insert(contact.id)
                case .ended, .cancelled:
                    #expect(live.contains(contact.id), "contact \(contact.id) ended without beginning")
                    finished.append(contact.id)
                    live.remove(contact.id)
                case .moved, .stationary:
                    #expect(live.contains(contact.id), "contact \(contact.id) moved while not down")
                }
                #expect((0...1).contains(contact.x) && (0...1).contains(contact.y),
                        "contact \(contact.id) at (\(contact.x), \(contact.y)) is off the screen")
            }
        }
        #expect(began.count == testCase.contacts)
        #expect(Set(began) == Set(finished) && finished.count == began.count, "every began is ended exactly once")
        #expect(live.isEmpty)
        #expect(frames.contains { $0.contacts.contains { $0.phase == .moved } } || testCase.events.contains("tap")
                || testCase.events.contains("touch-release"))
    }

    /// The eGalax resistive quirk: without the remap, ABS_X/ABS_Y never change, so both
    /// strokes look like taps that never move; with it, the strokes move.
    @Test func resistiveQuirkNeedsTheAxisRemap() throws {
        let testCase = try #require(TouchRecordings.cases.first { $0.events.hasPrefix("egalax-usb") })
        let recording = try TouchRecordings.load(testCase)
        func moves(_ configuration: TouchConfiguration) throws -> Int {
            var decoder = try TouchFrameDecoder(description: #require(recording.device), deviceID: 1, configuration: configuration)
            var frames: [TouchFrame] = []
            for event in recording.events { decoder.feed(event, into: &frames) }
            return frames.flatMap(\.contacts).filter { $0.phase == .moved }.count
        }
        #expect(try moves(TouchConfiguration()) == 0)
        #expect(try moves(testCase.configuration) > 100)
    }

    /// The N-Trig panel (protocol A) has no tracking ids: in "2 fingers touch release" one
    /// finger lands, a second joins, one lifts, then the other; nearest-neighbour keeps two
    /// identities throughout.
    @Test func protocolARecordingKeepsTwoIdentities() throws {
        let testCase = try #require(TouchRecordings.cases.first { $0.events == "ntrig-protoA.2-fingers-touch-release.events" })
        let recording = try TouchRecordings.load(testCase)
        var decoder = try TouchFrameDecoder(description: #require(recording.device), deviceID: 1)
        var frames: [TouchFrame] = []
        for event in recording.events { decoder.feed(event, into: &frames) }
        #expect(Set(frames.flatMap(\.contacts).map(\.id)) == [1, 2])
        #expect(frames.map(\.contacts.count).max() == 2)
    }
}
