// Vitrine — Apache License 2.0

/// A failure on the evdev side, with the operation, the device and, when the kernel
/// reported one, the errno: "open /dev/input/event3: Permission denied (errno 13)".
public struct EvdevError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: String, Sendable {
        /// Opening the device node.
        case open
        /// `libevdev_new_from_fd`.
        case describe = "read the description of"
        /// Reading events.
        case read
        /// `EVIOCGRAB`.
        case grab
        /// Watching /dev/input with inotify.
        case watch
        /// The device cannot be decoded as a touch device.
        case notATouchDevice = "decode touches from"
        /// An evemu file could not be read or parsed.
        case parseRecording = "parse"
    }

    /// What was being done.
    public var operation: Operation
    /// The device node, name or file concerned.
    public var device: String
    /// The kernel's reason, when there is one.
    public var errno: Errno?
    /// More context: a line number, a missing axis.
    public var detail: String?

    /// An error from values.
    public init(_ operation: Operation, device: String, errno: Errno? = nil, detail: String? = nil) {
        self.operation = operation
        self.device = device
        self.errno = errno
        self.detail = detail
    }

    /// "<operation> <device>: <detail or strerror> (errno N)", with a hint for permissions.
    public var description: String {
        var text = "\(operation.rawValue) \(device)"
        if let detail { text += ": \(detail)" }
        if let errno {
            text += ": \(errno) (errno \(errno.rawValue))"
            if errno == .permissionDenied || errno == .notPermitted {
                text += "; add the user to the 'input' group or run as root"
            }
        }
        return text
    }
}
