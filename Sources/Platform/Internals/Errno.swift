// Vitrine — Apache License 2.0
#if canImport(Glibc)
import Glibc
#endif

/// An error number reported by the kernel or a C library, typed so callers can match it.
///
/// The lowest layer of Platform throws `Errno` and nothing else; the subsystem
/// boundaries (`DRMError`, the evdev errors) wrap it with the device and call that
/// failed. Match a specific value with `catch Errno.deviceBusy` or
/// `if error == .permissionDenied`.
public struct Errno: RawRepresentable, Error, Hashable, Sendable, CustomStringConvertible {
    /// The C `errno` value.
    public let rawValue: Int32

    /// Wraps a raw error number.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The system's text for this error, such as "Device or resource busy".
    ///
    /// The corresponding C function is `strerror`.
    public var description: String {
        // strerror never returns NULL on glibc: unknown numbers give "Unknown error N".
        guard let text = strerror(rawValue) else { return "error \(rawValue)" }
        return String(cString: text)
    }

    /// The calling thread's current `errno`. Read it immediately after the failing call.
    public static var current: Errno {
        get { Errno(rawValue: errno) }
        set { errno = newValue.rawValue }
    }

    /// Lets `catch Errno.deviceBusy` and `case .permissionDenied` match any thrown error.
    public static func ~= (pattern: Errno, error: any Error) -> Bool {
        (error as? Errno) == pattern
    }

    // MARK: - Values Platform reacts to

    /// `EPERM`: the operation needs a privilege the process does not have.
    public static var notPermitted: Errno { Errno(rawValue: EPERM) }
    /// `ENOENT`: the path does not exist.
    public static var noSuchFileOrDirectory: Errno { Errno(rawValue: ENOENT) }
    /// `EINTR`: a signal interrupted a blocking call; retry it.
    public static var interrupted: Errno { Errno(rawValue: EINTR) }
    /// `EIO`: the device reported an input/output error.
    public static var ioError: Errno { Errno(rawValue: EIO) }
    /// `ENXIO`: the device is gone or has no such unit.
    public static var noSuchDeviceOrAddress: Errno { Errno(rawValue: ENXIO) }
    /// `EBADF`: not an open descriptor; always a bug in the caller.
    public static var badFileDescriptor: Errno { Errno(rawValue: EBADF) }
    /// `EAGAIN`: nothing to do now; for non-blocking reads, "drained".
    public static var wouldBlock: Errno { Errno(rawValue: EAGAIN) }
    /// `ENOMEM`: the kernel or library could not allocate memory.
    public static var noMemory: Errno { Errno(rawValue: ENOMEM) }
    /// `EACCES`: the file's permissions (or DRM master) forbid the operation.
    public static var permissionDenied: Errno { Errno(rawValue: EACCES) }
    /// `EFAULT`: a bad address was passed to the kernel; always a bug in the caller.
    public static var badAddress: Errno { Errno(rawValue: EFAULT) }
    /// `EBUSY`: the device is in use, for DRM typically by another master or a pending flip.
    public static var deviceBusy: Errno { Errno(rawValue: EBUSY) }
    /// `ENODEV`: the device does not exist or does not support the operation.
    public static var noSuchDevice: Errno { Errno(rawValue: ENODEV) }
    /// `EINVAL`: the kernel rejected an argument.
    public static var invalidArgument: Errno { Errno(rawValue: EINVAL) }
    /// `ENOSPC`: no room left, for DRM no free CRTC or plane.
    public static var noSpace: Errno { Errno(rawValue: ENOSPC) }
    /// `ENOTTY`: the ioctl is not supported by this descriptor.
    public static var notTypewriter: Errno { Errno(rawValue: ENOTTY) }
    /// `EOPNOTSUPP`: the driver does not support the operation.
    public static var notSupported: Errno { Errno(rawValue: EOPNOTSUPP) }
}
