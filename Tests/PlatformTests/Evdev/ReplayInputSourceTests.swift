// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// A loop whose time moves only when the test runs the next timer.
@MainActor
final class SteppedEventLoop: EventLoop {
    var now: Double = 100
    var timers: [(due: Double, handler: @MainActor () -> Void)] = []

    func watchReadable(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        EventRegistration {}
    }
    func watchSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        EventRegistration {}
    }
    func schedule(after delay: Double, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        timers.append((now + delay, handler))
        return EventRegistration {}
    }
    func schedule(_ handler: @escaping @MainActor () -> Void) { timers.append((now, handler)) }
    func run() -> Int32 { 0 }
    func stop(status: Int32) {}

    /// Runs the earliest timer at its time; false when none is left.
    func runNext() -> Bool {
        guard let index = timers.indices.min(by: { timers[$0].due < timers[$1].due }) else { return false }
        let timer = timers.remove(at: index)
        now = max(now, timer.due)
        timer.handler()
        return true
    }
}

@MainActor @Suite struct ReplayInputSourceTests {
    typealias T = TouchFrameDecoderTests

    static let recording = try! EvemuRecording(parsing: """
        N: replay panel
        A: 00 0 100 0 0 0
        A: 01 0 100 0 0 0
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        E: 50.000000 0001 014a 1
        E: 50.000000 0003 0000 10
        E: 50.000000 0000 0000 0
        E: 50.250000 0003 0000 20
        E: 50.250000 0000 0000 0
        E: 51.000000 0001 014a 0
        E: 51.000000 0000 0000 0
        """, source: "inline")

    /// Real time: windows are fed at their recorded offsets (0, 0.25, 1.0 s) after start,
    /// with timestamps on the loop's clock (start at 100).
    @Test func realTimeKeepsTheRecordedSpacing() throws {
        let loop = SteppedEventLoop()
        let source = try ReplayInputSource(recording: Self.recording)
        var frames: [TouchFrame] = []
        var finished = false
        source.frameHandler = { frames.append($0) }
        source.finishedHandler = { finished = true }
        try source.start(on: loop)
        var deliveries: [Double] = []
        while loop.runNext() { deliveries.append(loop.now) }
        #expect(frames.map(\.timestamp) == [100, 100.25, 101])
        #expect(frames.map(T.summary) == [["1 began 0.1 0.0"], ["1 moved 0.2 0.0"], ["1 ended 0.2 0.0"]])
        #expect(deliveries == [100, 100.25, 101])
        #expect(finished)
    }

    /// A process busy for 5 s before its first turn gets the windows 0.25 s and 0.75 s apart
    /// as recorded, from when it could take the first (105), not all at once.
    @Test func realTimeKeepsTheSpacingWhenTheLoopFallsBehind() throws {
        let loop = SteppedEventLoop()
        let source = try ReplayInputSource(recording: Self.recording)
        var frames: [TouchFrame] = []
        source.frameHandler = { frames.append($0) }
        try source.start(on: loop)
        loop.now = 105
        var deliveries: [Double] = []
        while loop.runNext() { deliveries.append(loop.now) }
        #expect(frames.map(\.timestamp) == [105, 105.25, 106])
        #expect(deliveries == [105, 105.25, 106])
    }

    @Test func asFastAsPossibleFeedsEverythingInOneTurn() throws {
        let loop = SteppedEventLoop()
        let source = try ReplayInputSource(recording: Self.recording, pace: .asFastAsPossible)
        var frames: [TouchFrame] = []
        source.frameHandler = { frames.append($0) }
        try source.start(on: loop)
        #expect(loop.runNext())
        #expect(frames.count == 3)
        #expect(!loop.runNext())
    }

    @Test func stopCancelsContactsStillDown() throws {
        let loop = SteppedEventLoop()
        let source = try ReplayInputSource(recording: Self.recording)
        var frames: [TouchFrame] = []
        source.frameHandler = { frames.append($0) }
        try source.start(on: loop)
        _ = loop.runNext()
        source.stop()
        #expect(frames.map { $0.contacts.map(\.phase) } == [[.began], [.cancelled]])
    }

    @Test func recordingWithoutDescriptionIsRejected() throws {
        let bare = try EvemuRecording(parsing: "E: 1.0 0000 0000 0\n", source: "bare.events")
        #expect(throws: EvdevError.self) { _ = try ReplayInputSource(recording: bare) }
    }
}
