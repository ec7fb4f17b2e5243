// Vitrine — Apache License 2.0

/// Everything a touch device reported between two `SYN_REPORT`s: the state of each
/// contact at one instant, with the kernel's timestamp.
///
/// Positions are normalized to the displayed screen: (0, 0) is its top-left corner and
/// (1, 1) its bottom-right, after calibration and the panel's mounting rotation. UIKit
/// multiplies by the screen's size in points; Platform never needs to know the scale.
public struct TouchFrame: Sendable, Equatable {
    /// Identifies the device within the process (stable while it stays plugged in).
    public var deviceID: Int
    /// Monotonic seconds, from the kernel's event timestamp.
    public var timestamp: Double
    /// Each contact that is down, or went down or up, in this frame.
    public var contacts: [TouchContact]

    public init(deviceID: Int, timestamp: Double, contacts: [TouchContact]) {
        self.deviceID = deviceID
        self.timestamp = timestamp
        self.contacts = contacts
    }
}

/// One finger in a touch frame.
public struct TouchContact: Sendable, Equatable {
    /// Stable for the life of the contact (the tracking ID, or one assigned for protocol A).
    public var id: Int
    public var phase: TouchContactPhase
    /// Normalized screen position, 0...1 on each axis (may stray just outside at the edges).
    public var x: Double
    public var y: Double
    /// Normalized pressure 0...1, when the device reports pressure.
    public var pressure: Double?

    public init(id: Int, phase: TouchContactPhase, x: Double, y: Double, pressure: Double? = nil) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
        self.pressure = pressure
    }
}

/// What happened to a contact in a frame.
public enum TouchContactPhase: String, Sendable, Equatable {
    case began, moved, stationary, ended, cancelled
}

/// A producer of touch frames: an evdev device, a replayed recording, a test script.
@MainActor
public protocol InputSource: AnyObject {
    /// Called on the event loop with each frame, in order.
    var frameHandler: ((TouchFrame) -> Void)? { get set }

    /// Starts delivering frames through `loop`.
    func start(on loop: any EventLoop) throws

    /// Stops delivering; contacts still down are reported cancelled first.
    func stop()

    /// The devices it reads now (touch panels open), for the fleet's metrics; nil for a
    /// source that is not a set of devices (a replay, a script).
    var openDeviceCount: Int? { get }
}

extension InputSource {
    public var openDeviceCount: Int? { nil }
}
