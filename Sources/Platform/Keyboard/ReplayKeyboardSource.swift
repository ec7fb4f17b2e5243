// Vitrine — Apache License 2.0

/// Key events from an evemu recording of a keyboard, through the same translator and
/// repeater a real keyboard uses: for tests, demos and `vitrine debug-events --replay`.
///
/// Timestamps are moved onto the loop's clock: the first recorded event happens at the
/// loop's `now` when `start` is called, later ones keep their recorded spacing. Keys
/// still down when the recording ends are reported cancelled.
@MainActor
public final class ReplayKeyboardSource: KeyboardSource {
    /// How fast events are fed.
    public typealias Pace = ReplayInputSource.Pace

    /// Called on the event loop with each key event, in order.
    public var keyHandler: ((KeyEvent) -> Void)?
    /// Called once the last event has been fed.
    public var finishedHandler: (() -> Void)?
    /// The device the recording describes.
    public let device: InputDeviceDescription

    private let playback: RecordingPlayback
    private let decoder: KeyEventDecoder

    /// A replay of `recording`.
    /// - Parameters:
    ///   - recording: a parsed evemu description and recording.
    ///   - configuration: the board's `[keyboard]` section (layout, repeat, scanner).
    ///   - deviceID: the id events carry.
    ///   - pace: real time (held keys repeat) or as fast as possible (no repeats).
    ///   - composeLocale: the locale whose compose table makes dead keys work.
    /// - Throws: `EvdevError` when the recording has no description, or its keymap does
    ///   not compile.
    public init(recording: EvemuRecording, configuration: KeyboardConfiguration = .init(), deviceID: Int = 1,
                pace: Pace = .realTime, composeLocale: String? = Keymap.environmentLocale) throws(EvdevError) {
        guard let device = recording.device else {
            throw EvdevError(.parseRecording, device: "recording", detail: "no device description; give the .desc file too")
        }
        self.device = device
        self.playback = RecordingPlayback(events: recording.events, pace: pace)
        let translator: KeyTranslator
        do {
            translator = try KeyTranslator(
                keymap: Keymap(configuration.layout), deviceID: deviceID,
                isFromScanner: EvdevKeyboardSource.isScanner(device, configuration: configuration), composeLocale: composeLocale)
        } catch {
            throw EvdevError(.parseRecording, device: device.name, detail: "keymap \(configuration.layout): \(error)")
        }
        decoder = KeyEventDecoder(translator: translator, configuration: configuration)
        decoder.output = { [weak self] event in self?.keyHandler?(event) }
        playback.feed = { [weak self] event in self?.feed(event) }
        playback.turnEnded = { [weak self] finished, lastTime in
            guard finished, let self else { return }
            decoder.cancelAll(time: lastTime)
            finishedHandler?()
        }
    }

    /// Starts feeding events through `loop`.
    public func start(on loop: any EventLoop) throws {
        playback.start(on: loop)
    }

    /// Stops feeding; keys still down are reported cancelled.
    public func stop() {
        playback.stop()
        decoder.cancelAll(time: playback.now)
    }

    /// Held keys repeat only at real pace.
    private func feed(_ event: InputEvent) {
        decoder.feed(event, loop: playback.pace == .realTime ? playback.loop : nil)
    }

    /// Every key event of a recording at once (tests), with recorded times and no
    /// repeats; keys still down at the end are cancelled.
    /// - Throws: `EvdevError` as `init` does.
    public static func translateAll(_ recording: EvemuRecording, configuration: KeyboardConfiguration = .init(),
                                    deviceID: Int = 1, composeLocale: String? = Keymap.environmentLocale) throws(EvdevError) -> [KeyEvent] {
        let source = try ReplayKeyboardSource(recording: recording, configuration: configuration, deviceID: deviceID,
                                              pace: .asFastAsPossible, composeLocale: composeLocale)
        var events: [KeyEvent] = []
        source.keyHandler = { events.append($0) }
        for event in recording.events { source.decoder.feed(event, loop: nil) }
        if let last = recording.events.last { source.decoder.cancelAll(time: last.time) }
        return events
    }
}
