// Vitrine — Apache License 2.0
// Design note: the panel's backlight through sysfs (Documentation/ABI/stable/
// sysfs-class-backlight): `max_brightness` (read-only), `brightness` (0…max, the level
// asked for; `actual_brightness` is what the hardware reports) and, on most drivers,
// `bl_power` (0 = FB_BLANK_UNBLANK, 4 = FB_BLANK_POWERDOWN).
//
// Rejected: driving backlights through logind's SetBrightness D-Bus call. It lifts the
// root-only permission of the files, but needs a session and a D-Bus client, which a
// kiosk started by systemd on a bare tty does not have; a udev rule does the same.

/// One backlight device folder, such as `/sys/class/backlight/10-0045`, read and written
/// through its attribute files. Tests point it at a folder tree of their own.
public final class Backlight {
    /// The device folder.
    public let path: String
    /// `max_brightness`: the brightest level, at least 1.
    public let maximumBrightness: Int
    /// Whether the device has `bl_power`, which turns the light off without losing the
    /// brightness level.
    public let hasPowerSwitch: Bool

    /// Opens the device at `path`.
    /// - Throws: `BacklightError` when `max_brightness` cannot be read or is not positive.
    public init(path: String) throws(BacklightError) {
        let maximum = SysfsAttribute(path: path + "/max_brightness")
        switch maximum.readInteger() {
        case .success(let value) where value > 0:
            maximumBrightness = value
        case .success(let value):
            throw BacklightError(.open, path, reason: "max_brightness is \(value); a usable backlight has at least 1")
        case .failure(let errno):
            throw BacklightError(.read, maximum.path, errno: errno)
        }
        self.path = path
        hasPowerSwitch = SysfsAttribute(path: path + "/bl_power").exists
    }

    /// `brightness`: the level last set, 0…`maximumBrightness`.
    /// - Throws: `BacklightError` with `.read`.
    public func brightness() throws(BacklightError) -> Int {
        let file = SysfsAttribute(path: path + "/brightness")
        switch file.readInteger() {
        case .success(let value): return value
        case .failure(let errno): throw BacklightError(.read, file.path, errno: errno)
        }
    }

    /// Sets `brightness`, clamped to 0…`maximumBrightness`.
    /// - Throws: `BacklightError` with `.write` (EACCES without a udev rule).
    public func setBrightness(_ value: Int) throws(BacklightError) {
        try write("brightness", min(max(value, 0), maximumBrightness))
    }

    /// Turns the light on or off through `bl_power`, keeping the brightness level.
    /// - Precondition: `hasPowerSwitch`.
    /// - Throws: `BacklightError` with `.write`.
    public func setPowered(_ on: Bool) throws(BacklightError) {
        precondition(hasPowerSwitch, "Backlight.setPowered: \(path) has no bl_power; check hasPowerSwitch")
        try write("bl_power", on ? 0 : 4)
    }

    private func write(_ name: String, _ value: Int) throws(BacklightError) {
        let file = SysfsAttribute(path: path + "/" + name)
        if case .failure(let errno) = file.write(value) {
            throw BacklightError(.write, file.path, errno: errno)
        }
    }

    // MARK: - Finding one

    /// The device the board selects: `selection`'s path, or for `.automatic` the best one
    /// in `classDirectory`.
    /// - Returns: nil for `.automatic` when the folder has no device (a board without a
    ///   backlight, or a desktop monitor).
    /// - Throws: `BacklightError` when the named device cannot be used, or when the only
    ///   devices found cannot.
    public static func select(
        _ selection: PowerConfiguration.BacklightSelection, classDirectory: String = "/sys/class/backlight"
    ) throws(BacklightError) -> Backlight? {
        switch selection {
        case .path(let path):
            return try Backlight(path: path)
        case .automatic:
            guard case .success(let names) = directoryEntries(in: classDirectory, withPrefix: "") else { return nil }
            let ranked = names.filter { !$0.hasPrefix(".") }.map { name in
                (name, rank(type: SysfsAttribute(path: "\(classDirectory)/\(name)/type").read()))
            }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            var firstError: BacklightError?
            for (name, _) in ranked {
                do {
                    return try Backlight(path: "\(classDirectory)/\(name)")
                } catch {
                    firstError = firstError ?? error
                }
            }
            if let firstError { throw firstError }
            return nil
        }
    }

    /// Firmware (ACPI) interfaces first, then platform drivers, then raw registers: the
    /// order the kernel's ABI document recommends to user space.
    private static func rank(type: Result<String, Errno>) -> Int {
        switch type {
        case .success("firmware"): 0
        case .success("platform"): 1
        case .success("raw"): 2
        default: 3
        }
    }
}
