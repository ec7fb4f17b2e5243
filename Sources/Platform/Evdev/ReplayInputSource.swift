// Vitrine — Apache License 2.0

/// Touch frames from an evemu recording, through the same decoder a real device uses: for
/// tests, demos and `vitrine debug-events --replay`.
///
/// Timestamps are moved onto the loop's clock: the first recorded event happens at the
/// loop's `now` when `start` is called, later ones keep their recorded spacing.
@MainActor
public final class ReplayInputSource: InputSource {
    /// How fast events are fed.
    public enum Pace: Sendable {
        /// Each SYN_REPORT window at its recorded time after the start.
        case realTime
        /// Everything on the next turn of the loop.
        case asFastAsPossible
    }

    /// Called on the event loop with each frame, in order.
    public var frameHandler: ((TouchFrame) -> Void)?
    /// Called once the last event has been fed (after a frame cancelling the contacts the
    /// recording left down, if any).
    public var finishedHandler: (() -> Void)?
    /// Called once, as a live panel's owner is told (`EvdevInputSource.DeviceEvent.positionAxesIdle`),
    /// when the position axes never moved while these other absolute axes did: a recording
    /// of a controller that reports positions elsewhere (`EvdevInputSource.idleAxesAdvice`).
    public var positionAxesIdleHandler: ((_ movingAxes: [AbsoluteAxis]) -> Void)?
    /// The decoder's protocol and transform, for headers.
    public var touchProtocol: TouchProtocol { decoder.touchProtocol }
    /// The transform chain applied, step by step.
    public var transformSteps: [String] { decoder.transform.steps }
    /// The axes positions are read from.
    public var positionAxes: (x: AbsoluteAxis, y: AbsoluteAxis) { (decoder.xAxis, decoder.yAxis) }
    /// The device the recording describes.
    public let device: InputDeviceDescription

    private let playback: RecordingPlayback
    private var decoder: TouchFrameDecoder
    private var frames: [TouchFrame] = []

    /// A replay of `recording`.
    /// - Parameters:
    ///   - recording: a parsed evemu description and recording.
    ///   - deviceID: the id frames carry.
    ///   - configuration: the board's `[touch]` section (axis remap, calibration …).
    ///   - rotation: the display's mounting rotation.
    ///   - pace: real time or as fast as possible.
    /// - Throws: `EvdevError` when the recording has no description or no touch axes.
    public init(recording: EvemuRecording, deviceID: Int = 1, configuration: TouchConfiguration = .init(),
                rotation: DisplayRotation = .degrees0, pace: Pace = .realTime) throws(EvdevError) {
        guard let device = recording.device else {
            throw EvdevError(.parseRecording, device: "recording", detail: "no device description; give the .desc file too")
        }
        self.device = device
        self.playback = RecordingPlayback(events: recording.events, pace: pace)
        self.decoder = try TouchFrameDecoder(description: device, deviceID: deviceID, configuration: configuration, rotation: rotation)
        playback.feed = { [weak self] event in self?.feed(event) }
        playback.turnEnded = { [weak self] finished, lastTime in self?.turnEnded(finished: finished, lastTime: lastTime) }
    }

    /// Starts feeding events through `loop`.
    public func start(on loop: any EventLoop) throws {
        playback.start(on: loop)
    }

    /// Stops feeding; contacts still down are reported cancelled.
    public func stop() {
        playback.stop()
        if let frame = decoder.cancelAll(time: playback.now) { frameHandler?(frame) }
    }

    private func feed(_ event: InputEvent) {
        decoder.feed(event, into: &frames)
        if let moving = decoder.axesMovingInsteadOfPositions {
            decoder.axesMovingInsteadOfPositions = nil
            positionAxesIdleHandler?(moving)
        }
    }

    private func turnEnded(finished: Bool, lastTime: Double) {
        // The recording stopped with fingers down: they will never lift.
        if finished, let frame = decoder.cancelAll(time: lastTime) { frames.append(frame) }
        let due = frames
        frames.removeAll(keepingCapacity: true)
        for frame in due { frameHandler?(frame) }
        if finished { finishedHandler?() }
    }

    /// Every frame of a recording, decoded at once (tests, benchmarks), with recorded times.
    /// Contacts still down at the end are cancelled in a last frame.
    public nonisolated static func decodeAll(
        _ recording: EvemuRecording, configuration: TouchConfiguration = .init(), deviceID: Int = 1
    ) throws(EvdevError) -> [TouchFrame] {
        guard let device = recording.device else {
            throw EvdevError(.parseRecording, device: "recording", detail: "no device description")
        }
        var decoder = try TouchFrameDecoder(description: device, deviceID: deviceID, configuration: configuration)
        var frames: [TouchFrame] = []
        for event in recording.events { decoder.feed(event, into: &frames) }
        if let last = recording.events.last, let frame = decoder.cancelAll(time: last.time) { frames.append(frame) }
        return frames
    }
}
