// Vitrine — Apache License 2.0

/// A backlight that cannot be used: which file, what was done to it, and why.
///
/// The message reads "<operation> <path>: <strerror> (errno N)", e.g. "write
/// /sys/class/backlight/10-0045/brightness: Permission denied (errno 13)", then a hint.
public struct BacklightError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What Vitrine was doing.
    public enum Operation: String, Sendable {
        case read = "read"
        case write = "write"
        case open = "use backlight"
    }

    /// What failed.
    public var operation: Operation
    /// The attribute file, or the device folder for `.open`.
    public var path: String
    /// The kernel's reason, when a call failed.
    public var errno: Errno?
    /// The reason, when no call failed (a value that makes no sense).
    public var reason: String?

    /// Describes a failure; give `errno` when a call failed, else `reason`.
    public init(_ operation: Operation, _ path: String, errno: Errno? = nil, reason: String? = nil) {
        self.operation = operation
        self.path = path
        self.errno = errno
        self.reason = reason
    }

    /// What the user can do, or nil.
    public var hint: String? {
        switch errno {
        case Errno.permissionDenied?, Errno.notPermitted?:
            return "sysfs backlight files belong to root: a udev rule can give the video group write access (see the README, Board configuration)"
        case Errno.noSuchFileOrDirectory?:
            return "list /sys/class/backlight and name an existing device in the board's power.backlight, or use \"auto\""
        default:
            return nil
        }
    }

    public var description: String {
        var text = "\(operation.rawValue) \(path): "
        if let errno { text += "\(errno) (errno \(errno.rawValue))" + (reason.map { "; \($0)" } ?? "") }
        else { text += reason ?? "failed" }
        return hint.map { text + " (\($0))" } ?? text
    }
}
