// Vitrine — Apache License 2.0

/// A failure driving a Linux framebuffer device, with the device and what to do.
public struct FBDevError: Error, Sendable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var errno: Errno?
    public var reason: String?

    public init(_ operation: String, path: String, errno: Errno? = nil, reason: String? = nil) {
        self.operation = operation
        self.path = path
        self.errno = errno
        self.reason = reason
    }

    public var description: String {
        var text = "\(operation) \(path)"
        if let errno { text += ": \(errno) (errno \(errno.rawValue))" }
        if let reason { text += (errno == nil ? ": " : "; ") + reason }
        if errno == .noSuchFileOrDirectory { text += " (is the panel's fbdev driver loaded? `ls /dev/fb*`)" }
        if errno == .permissionDenied { text += " (add the user to the 'video' group or run as root)" }
        // EPERM, not EACCES: a device cgroup refused it, whatever the file's mode says.
        if errno == .notPermitted { text += " (a device policy refuses it: under systemd the unit needs DeviceAllow=char-fb)" }
        return text
    }
}
