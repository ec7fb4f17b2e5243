// Vitrine — Apache License 2.0

/// One message of the kernel's uevent netlink group: "ACTION@DEVPATH" then KEY=VALUE
/// fields, each ending in a NUL byte. A DRM connector change is
/// `change@/devices/…/drm/card0` with `SUBSYSTEM=drm`, `HOTPLUG=1` and `DEVNAME=dri/card0`
/// (the kernel's drm_sysfs_hotplug_event; newer kernels add `CONNECTOR=<id>`).
public struct KernelUevent: Hashable, Sendable {
    /// "add", "remove", "change" …
    public var action: String
    /// The device's path under /sys, such as "/devices/pci0000:00/0000:00:02.0/drm/card0".
    public var devicePath: String
    /// The KEY=VALUE fields.
    public var properties: [String: String]

    /// Decodes one datagram; nil when it is not a kernel uevent (udevd's own messages on
    /// group 2 start with "libudev", and are never read here).
    public init?(_ bytes: some Collection<UInt8>) {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        guard let header = fields.first, let at = header.firstIndex(of: "@") else { return nil }
        action = String(header[..<at])
        devicePath = String(header[header.index(after: at)...])
        var properties: [String: String] = [:]
        for field in fields.dropFirst() {
            guard let equals = field.firstIndex(of: "=") else { continue }
            properties[String(field[..<equals])] = String(field[field.index(after: equals)...])
        }
        self.properties = properties
    }

    /// True for a DRM device's "connectors may have changed" event.
    public var isDRMHotplug: Bool {
        properties["SUBSYSTEM"] == "drm" && properties["HOTPLUG"] == "1"
    }

    /// True for any "change" of the DRM device at `devicePath` (such as "/dev/dri/card0"):
    /// a real hotplug, or a synthetic event (`udevadm trigger`, or writing "change" to the
    /// card's uevent file, after forcing a connector's state through its sysfs `status`).
    /// Events that name no device node count too; re-probing is cheap.
    public func isDRMChange(of devicePath: String) -> Bool {
        guard properties["SUBSYSTEM"] == "drm", action == "change" else { return false }
        guard let node = deviceNode else { return true }
        return node == devicePath || node == Self.resolvingSymlinks(devicePath)
    }

    private static func resolvingSymlinks(_ path: String) -> String {
        platform_realpath(path) ?? path
    }

    /// The device node the event is about, such as "/dev/dri/card0", when it names one.
    public var deviceNode: String? { properties["DEVNAME"].map { $0.hasPrefix("/") ? $0 : "/dev/" + $0 } }
}
