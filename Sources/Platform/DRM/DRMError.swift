// Vitrine — Apache License 2.0

/// A DRM/KMS operation that failed: which call, on what, and why, with what to do about it.
///
/// The message reads "<operation> <context>: <strerror> (errno N)", e.g. "page flip on
/// CRTC 41 of /dev/dri/card0: Device or resource busy (errno 16)"; `hint`, when there is
/// one, tells the user what to change.
public struct DRMError: Error, Sendable, CustomStringConvertible {
    /// What Vitrine was doing.
    public enum Operation: String, Sendable {
        case findDevice = "find a DRM device"
        case open = "open"
        case getCapability = "read capability of"
        case setClientCapability = "set client capability on"
        case getVersion = "read driver version of"
        case getResources = "read KMS resources of"
        case getConnector = "read connector"
        case getEncoder = "read encoder"
        case getCRTC = "read CRTC"
        case selectConnector = "select a connector on"
        case selectMode = "select a mode for"
        case selectCRTC = "find a CRTC for"
        case createDumbBuffer = "create dumb buffer"
        case mapDumbBuffer = "map dumb buffer"
        case mmap = "mmap dumb buffer"
        case addFramebuffer = "add framebuffer"
        case setCRTC = "modeset on"
        case pageFlip = "page flip on"
        case readEvents = "read events of"
        case getProperties = "read properties of"
        case setProperty = "set property on"
        case setMaster = "become DRM master of"
        case dropMaster = "drop DRM master of"
    }

    /// What failed.
    public var operation: Operation
    /// The object and device, such as "CRTC 41 of /dev/dri/card0".
    public var context: String
    /// The device path, for hints.
    public var devicePath: String?
    /// The kernel's reason, when the failure came from a call.
    public var errno: Errno?
    /// The reason, when no call failed (nothing connected, no such mode).
    public var reason: String?

    /// Describes a failure; give `errno` when a call failed, else `reason`.
    public init(
        _ operation: Operation, _ context: String, devicePath: String? = nil,
        errno: Errno? = nil, reason: String? = nil
    ) {
        self.operation = operation
        self.context = context
        self.devicePath = devicePath
        self.errno = errno
        self.reason = reason
    }

    /// "<operation> <context>: <strerror> (errno N)", or the reason when there is no errno.
    public var message: String {
        let head = context.isEmpty ? operation.rawValue : "\(operation.rawValue) \(context)"
        if let errno {
            return "\(head): \(errno) (errno \(errno.rawValue))" + (reason.map { "; \($0)" } ?? "")
        }
        return "\(head): \(reason ?? "failed")"
    }

    /// What the user can do, or nil when the message says it all.
    public var hint: String? {
        let device = devicePath ?? "the DRM device"
        if operation == .findDevice {
            return "is a KMS driver loaded? use VITRINE_DISPLAY=headless"
        }
        if operation == .selectConnector && errno == nil {
            return "check the cable, or name a connector from `vitrine info` in the board configuration"
        }
        if operation == .selectMode && errno == nil {
            return "choose one of the listed modes, or \"preferred\""
        }
        guard let errno else { return nil }
        switch (operation, errno) {
        case (.open, .permissionDenied):
            return "add the user to the 'video' group or run as root"
        case (.open, .notPermitted):
            // EPERM, not EACCES: a device cgroup refused it, whatever the file's mode says.
            return "a device policy refuses it: under systemd the unit needs DeviceAllow=char-drm,"
                + " with the drm module loaded before it starts (modprobe@drm.service)"
        case (.open, .noSuchFileOrDirectory), (.open, .noSuchDevice), (.open, .noSuchDeviceOrAddress):
            return "is a KMS driver loaded? use VITRINE_DISPLAY=headless"
        case (.setCRTC, .deviceBusy), (.setCRTC, .permissionDenied), (.setCRTC, .notPermitted),
             (.pageFlip, .permissionDenied), (.pageFlip, .notPermitted),
             (.addFramebuffer, .permissionDenied), (.setMaster, .permissionDenied), (.setMaster, .deviceBusy),
             (.setMaster, .notPermitted):
            return "another process (a display server, another kiosk) holds DRM master on \(device): stop it"
        case (.createDumbBuffer, .noMemory), (.mmap, .noMemory):
            return "not enough video memory: lower the buffer count or the mode"
        default:
            return nil
        }
    }

    /// The message, then the hint.
    public var description: String {
        hint.map { "\(message) (\($0))" } ?? message
    }
}
