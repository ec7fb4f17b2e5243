// Vitrine — Apache License 2.0
// Design note: the input source for real panels. It opens every touchscreen under
// /dev/input that the board's [touch] section selects, reads each with libevdev on the
// event loop, and feeds one TouchFrameDecoder per device.
//
// - Reads drain the device: libevdev_next_event in normal mode until -EAGAIN; on
//   SYN_DROPPED (status SYNC) it switches to LIBEVDEV_READ_FLAG_SYNC until -EAGAIN, and
//   the synthesized events go through the decoder like any others, so contacts that ended
//   while events were lost still end.
// - ENODEV (unplugged) or any read error: the device's contacts are reported cancelled,
//   then it is closed. inotify brings it back if it re-appears.
// - EACCES on open: udev has not yet applied the node's permissions; retried with a
//   doubling delay (0.1 s … 3.2 s), and again on inotify's IN_ATTRIB.
// Rejected: libudev monitoring, a dependency (and a daemon) some kiosk images lack; the
// inotify watch on /dev/input sees the same nodes.

/// Touch frames from the evdev touchscreens the board configuration selects, with hotplug.
@MainActor
public final class EvdevInputSource: InputSource {
    /// A device the source opened and reads.
    public struct OpenedDevice: Sendable {
        /// The node, such as "/dev/input/event3".
        public var path: String
        /// The id its frames carry.
        public var deviceID: Int
        /// What it declares.
        public var description: InputDeviceDescription
        /// The protocol it is decoded as.
        public var touchProtocol: TouchProtocol
        /// The transform chain applied, step by step.
        public var transformSteps: [String]
        /// The axes positions are read from.
        public var xAxis: AbsoluteAxis, yAxis: AbsoluteAxis
        /// Whether it was taken exclusively.
        public var grabbed: Bool
    }

    /// Something that happened to a device, for logs and `vitrine debug-events`.
    public enum DeviceEvent: Sendable {
        /// A touchscreen was opened and is read.
        case opened(OpenedDevice)
        /// A device stopped being read (unplugged, read error), its touches cancelled.
        case closed(path: String, deviceID: Int, reason: String)
        /// A node could not be opened or used (after the retries, for EACCES).
        case failed(path: String, error: EvdevError)
        /// An input device that is not read: not a touchscreen, or not the board's match.
        case ignored(path: String, name: String, reason: String)
        /// A touchscreen read, but whose position axes never move while `movingAxes` do:
        /// the board should map them (`axis-x`, `axis-y`). Sent once per device.
        case positionAxesIdle(path: String, positionAxes: (x: AbsoluteAxis, y: AbsoluteAxis), movingAxes: [AbsoluteAxis])
        /// After the first look in the folder, no device is read (none is a touchscreen the
        /// board selects, or none is there); `examined` input devices were looked at. The
        /// source keeps watching for one to be plugged in.
        case noTouchscreen(directory: String, examined: Int)
    }

    /// Called on the event loop with each frame, in order.
    public var frameHandler: ((TouchFrame) -> Void)?
    /// Called with each device event.
    public var deviceHandler: ((DeviceEvent) -> Void)?

    /// The touch devices open now.
    public var openDeviceCount: Int? { folder.count }

    // MARK: - Configuration

    private let configuration: TouchConfiguration
    private let rotation: DisplayRotation
    private let directory: String
    private let udevRoot: String

    // MARK: - State

    /// One panel's decoder; a class so the folder can hold it while it changes.
    private final class Reader {
        var decoder: TouchFrameDecoder
        init(decoder: TouchFrameDecoder) { self.decoder = decoder }
    }

    private lazy var folder = InputDeviceFolder<Reader>(directory: directory, handlers: .init(
        adopt: { [weak self] path, device in self?.adopt(path, device) },
        read: { [weak self] device, reader in self?.read(device, into: reader) },
        closed: { [weak self] path, reader, reason in self?.closed(path, reader, reason: reason) },
        failed: { [weak self] path, error in self?.deviceHandler?(.failed(path: path, error: error)) }))
    private var loop: (any EventLoop)?
    private var nextDeviceID = 1
    private var frames: [TouchFrame] = []

    /// A source for the panels `configuration` selects.
    /// - Parameters:
    ///   - configuration: the board's `[touch]` section.
    ///   - rotation: the display's mounting rotation, inverted for touches.
    ///   - directory: the input device folder.
    ///   - udevRoot: udev's database folder, for LIBINPUT_CALIBRATION_MATRIX.
    public init(configuration: TouchConfiguration = .init(), rotation: DisplayRotation = .degrees0,
                directory: String = "/dev/input", udevRoot: String = "/run/udev/data") {
        self.configuration = configuration
        self.rotation = rotation
        self.directory = directory
        self.udevRoot = udevRoot
    }

    /// Opens the matching devices present now and watches for others.
    /// - Throws: `EvdevError` with `.watch` when the folder cannot be watched.
    public func start(on loop: any EventLoop) throws {
        self.loop = loop
        let examined = try folder.start(on: loop)
        // Devices still being retried (EACCES while udev sets permissions) may yet open.
        if folder.count == 0 && !folder.isRetrying {
            deviceHandler?(.noTouchscreen(directory: directory, examined: examined))
        }
    }

    /// Cancels the contacts still down, closes every device and stops watching.
    public func stop() {
        folder.stop()
    }

    /// Whether `description` is a panel this source reads: the board's match-name and
    /// match-usb when given (for panels that misreport), else the touchscreen rule.
    public nonisolated static func selects(_ description: InputDeviceDescription, configuration: TouchConfiguration) -> Bool {
        if configuration.matchName == nil && configuration.matchUSB == nil { return description.isTouchscreen }
        if let name = configuration.matchName, !description.name.contains(name) { return false }
        if let usb = configuration.matchUSB,
           usb.vendor != UInt16(truncatingIfNeeded: description.vendor) || usb.product != UInt16(truncatingIfNeeded: description.product) {
            return false
        }
        return true
    }

    /// Why `selects` said no, for the installer reading `vitrine debug-events`.
    nonisolated static func reasonIgnored(_ description: InputDeviceDescription, _ configuration: TouchConfiguration) -> String {
        if let name = configuration.matchName, !description.name.contains(name) { return "name does not contain match-name \"\(name)\"" }
        if let usb = configuration.matchUSB { return "\(description.usbID) is not match-usb \(usb)" }
        if description.isKeyboard { return "a keyboard: its keys are read as key events, not touches" }
        if !description.isDirect { return "no INPUT_PROP_DIRECT (a touchpad or a panel that misreports: set match-name or match-usb)" }
        return "no ABS_MT_POSITION_X/Y, nor ABS_X/Y with BTN_TOUCH"
    }

    private func adopt(_ path: String, _ device: InputDevice) -> Reader? {
        let description = device.deviceDescription
        guard Self.selects(description, configuration: configuration) else {
            // The keyboard's keys, which the touch description leaves out, tell the reader why.
            deviceHandler?(.ignored(path: path, name: description.name, reason: Self.reasonIgnored(device.keyboardDescription, configuration)))
            return nil
        }
        let deviceID = nextDeviceID
        let decoder: TouchFrameDecoder
        do {
            decoder = try TouchFrameDecoder(
                description: description, deviceID: deviceID, configuration: configuration,
                udevCalibration: UdevCalibration.read(forDeviceAt: path, root: udevRoot), rotation: rotation)
        } catch {
            deviceHandler?(.failed(path: path, error: error))
            return nil
        }
        nextDeviceID += 1
        var grabbed = false
        if configuration.grab {
            do {
                try device.grab()
                grabbed = true
            } catch {
                deviceHandler?(.failed(path: path, error: error))  // still read it, shared
            }
        }
        deviceHandler?(.opened(OpenedDevice(
            path: path, deviceID: deviceID, description: description, touchProtocol: decoder.touchProtocol,
            transformSteps: decoder.transform.steps, xAxis: decoder.xAxis, yAxis: decoder.yAxis, grabbed: grabbed)))
        return Reader(decoder: decoder)
    }

    private func read(_ device: InputDevice, into reader: Reader) -> Errno? {
        frames.removeAll(keepingCapacity: true)
        let failure = Self.drain(device, into: &reader.decoder, frames: &frames)
        for frame in frames { frameHandler?(frame) }
        if let moving = reader.decoder.axesMovingInsteadOfPositions {
            reader.decoder.axesMovingInsteadOfPositions = nil
            deviceHandler?(.positionAxesIdle(path: device.path, positionAxes: (reader.decoder.xAxis, reader.decoder.yAxis), movingAxes: moving))
        }
        return failure
    }

    private func closed(_ path: String, _ reader: Reader, reason: String) {
        if let cancelled = reader.decoder.cancelAll(time: loop?.now ?? 0) { frameHandler?(cancelled) }
        deviceHandler?(.closed(path: path, deviceID: reader.decoder.deviceID, reason: reason))
    }

    /// Reads `reader` until it has nothing more, resynchronizing after SYN_DROPPED, and
    /// decodes what it read into `frames`. Returns the error that ended reading, if any.
    nonisolated static func drain(
        _ reader: some InputEventReading, into decoder: inout TouchFrameDecoder, frames: inout [TouchFrame]
    ) -> Errno? {
        reader.drain { decoder.feed($0, into: &frames) }
    }
}
