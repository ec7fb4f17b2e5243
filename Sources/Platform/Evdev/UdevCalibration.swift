// Vitrine — Apache License 2.0

/// The `LIBINPUT_CALIBRATION_MATRIX` udev property of an input device, read straight from
/// udev's database file (`/run/udev/data/c13:<minor>`), without libudev.
///
/// A udev rule such as `ENV{LIBINPUT_CALIBRATION_MATRIX}="0 1 0 -1 0 1"` is how many
/// installers calibrate a panel for X11 and Wayland; honouring it means a kiosk behaves
/// the same as the desktop did on that board. The database stores properties as
/// `E:NAME=value` lines.
public enum UdevCalibration {
    /// The matrix in a udev database file's text; nil when the property is absent or is
    /// not six numbers (udev and libinput ignore such a value too), or when a number is
    /// beyond ±`TouchConfiguration.largestCalibrationCoefficient`, as a board file's would be.
    public static func parse(databaseText text: String) -> TouchTransform.Matrix? {
        let prefix = "E:LIBINPUT_CALIBRATION_MATRIX="
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix(prefix) {
            let fields = line.dropFirst(prefix.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            let numbers = fields.compactMap { Double($0) }
            let limit = TouchConfiguration.largestCalibrationCoefficient
            guard numbers.count == fields.count, numbers.allSatisfy({ abs($0) <= limit }) else { return nil }
            return TouchTransform.Matrix(numbers)
        }
        return nil
    }

    /// The database file of a character device: `c<major>:<minor>`.
    public static func databasePath(major: UInt32, minor: UInt32, root: String = "/run/udev/data") -> String {
        "\(root)/c\(major):\(minor)"
    }

    /// The matrix for the device node at `path`, or nil when udev has none (or no
    /// database: a board without udev).
    public static func read(forDeviceAt path: String, root: String = "/run/udev/data") -> TouchTransform.Matrix? {
        guard let device = platform_deviceNumber(ofNodeAt: path),
              let text = try? platform_readTextFile(databasePath(major: device.major, minor: device.minor, root: root))
        else { return nil }
        return parse(databaseText: text)
    }
}
