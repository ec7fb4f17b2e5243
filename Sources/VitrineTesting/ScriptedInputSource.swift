// Vitrine — Apache License 2.0
@_exported import PlatformCore

/// An input source a test drives: each `send(_:)` delivers one touch frame at once.
///
/// It behaves as a device would for the consumer: nothing is delivered before
/// `start(on:)` or after `stop()`, and `stop()` reports the contacts still down as
/// cancelled. Helpers build frames for one or more fingers.
@MainActor
public final class ScriptedInputSource: InputSource {
    /// Receives each frame sent while the source runs.
    public var frameHandler: ((TouchFrame) -> Void)?

    /// The device ID stamped on frames built by the helpers.
    public let deviceID: Int
    /// Whether the source was started and not stopped.
    public private(set) var isRunning = false
    /// The loop given to `start(on:)`.
    public private(set) var loop: (any EventLoop)?
    /// Contacts down after the frames sent so far, with their last positions.
    public private(set) var contactsDown: [Int: TouchContact] = [:]
    private var lastTimestamp: Double = 0

    /// Creates a source whose frames carry `deviceID`.
    public init(deviceID: Int = 0) {
        self.deviceID = deviceID
    }

    /// Starts delivering; never throws (a real device could).
    public func start(on loop: any EventLoop) throws {
        self.loop = loop
        isRunning = true
    }

    /// Reports the contacts still down as cancelled, then stops delivering.
    public func stop() {
        guard isRunning else { return }
        if !contactsDown.isEmpty {
            let cancelled = contactsDown.values.sorted { $0.id < $1.id }.map { contact in
                TouchContact(id: contact.id, phase: .cancelled, x: contact.x, y: contact.y, pressure: contact.pressure)
            }
            send(TouchFrame(deviceID: deviceID, timestamp: lastTimestamp, contacts: cancelled))
        }
        isRunning = false
    }

    /// Delivers `frame` to the handler now, if the source is running.
    public func send(_ frame: TouchFrame) {
        guard isRunning else { return }
        lastTimestamp = frame.timestamp
        for contact in frame.contacts {
            switch contact.phase {
            case .ended, .cancelled: contactsDown[contact.id] = nil
            default: contactsDown[contact.id] = contact
            }
        }
        frameHandler?(frame)
    }

    /// Sends a frame of `contacts` at `time` (seconds), stamped with this source's device ID.
    public func send(at time: Double, _ contacts: [TouchContact]) {
        send(TouchFrame(deviceID: deviceID, timestamp: time, contacts: contacts))
    }

    /// Sends one contact: `send(.began, id: 1, x: 0.5, y: 0.5, at: 0.1)`.
    public func send(_ phase: TouchContactPhase, id: Int = 0, x: Double, y: Double, at time: Double, pressure: Double? = nil) {
        send(at: time, [TouchContact(id: id, phase: phase, x: x, y: y, pressure: pressure)])
    }
}
