// Vitrine — Apache License 2.0

/// What one read from an evdev device gave (`libevdev_next_event`).
enum InputReadStatus: Equatable {
    /// An event: in normal mode one the kernel sent, in sync mode one libevdev synthesized
    /// to bring the state up to date.
    case event(InputEvent)
    /// SYN_DROPPED: events were lost; read in sync mode until `.drained`.
    case dropped
    /// Nothing more to read now (-EAGAIN).
    case drained
    /// The device failed; ENODEV means it was unplugged.
    case failed(Errno)
}

/// Something events are read from: a device through libevdev, or a test's queue.
protocol InputEventReading: AnyObject {
    /// The next event; `syncing` after `.dropped` until `.drained`.
    func nextEvent(syncing: Bool) -> InputReadStatus
}

/// One open evdev device node and its libevdev handle.
///
/// Opened read-only and non-blocking; the clock is switched to CLOCK_MONOTONIC so that
/// event timestamps share the clock of the event loop and of DRM's page flips. Closed
/// (and ungrabbed, since the kernel drops a grab with its descriptor) on deinit.
public final class InputDevice {
    /// The node, such as "/dev/input/event3".
    public let path: String
    /// The open descriptor, for the event loop to watch.
    public let fileDescriptor: Int32
    private let handle: OpaquePointer

    /// Opens `path`.
    /// - Throws: `EvdevError` with `.open` (EACCES while udev has not yet fixed the
    ///   permissions of a new node) or `.describe` (not an evdev node).
    ///
    /// The corresponding C functions are `open` and `libevdev_new_from_fd`.
    public init(path: String) throws(EvdevError) {
        let fd: Int32
        switch valueOrErrno({ platform_open(path, _O_RDONLY | _O_NONBLOCK | _O_CLOEXEC) }) {
        case .success(let value): fd = value
        case .failure(let errno): throw EvdevError(.open, device: path, errno: errno)
        }
        var handle: OpaquePointer?
        if case .failure(let errno) = nothingOrNegatedErrno({ platform_libevdev_new_from_fd(fd, &handle) }) {
            _ = platform_close(fd)
            throw EvdevError(.describe, device: path, errno: errno)
        }
        guard let handle else {
            _ = platform_close(fd)
            throw EvdevError(.describe, device: path, errno: .noMemory)
        }
        self.path = path
        self.fileDescriptor = fd
        self.handle = handle
        // Best effort: an old kernel without EVIOCSCLOCKID keeps realtime stamps.
        _ = evdevUseMonotonicClock(handle)
    }

    deinit {
        platform_libevdev_free(handle)
        _ = platform_close(fileDescriptor)
    }

    /// Takes the device exclusively, so that no other reader (the console, another
    /// process) sees its events.
    /// - Throws: `EvdevError` with `.grab` (EBUSY when another process holds it).
    ///
    /// The corresponding C function is `libevdev_grab` (`EVIOCGRAB`).
    public func grab() throws(EvdevError) {
        if case .failure(let errno) = nothingOrNegatedErrno({ platform_libevdev_grab(handle, true) }) {
            throw EvdevError(.grab, device: path, errno: errno)
        }
    }

    /// The libevdev handle, for InputDevice+Capabilities.
    var libevdevHandle: OpaquePointer { handle }
}

extension InputDevice: InputEventReading {
    /// The corresponding C function is `libevdev_next_event`.
    func nextEvent(syncing: Bool) -> InputReadStatus {
        evdevNextEvent(handle, syncing: syncing)
    }
}
