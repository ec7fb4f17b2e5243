// Vitrine — Apache License 2.0

/// The `[touch]` section of a board file: which input device is the touch panel and how
/// its coordinates map onto the display.
///
/// Every key is optional. Without `match-name` or `match-usb`, the first device with
/// absolute multitouch axes is used.
///
/// Guarantees: `calibration`, when present, has exactly six finite numbers (in a board
/// file, each within ±`largestCalibrationCoefficient`); it cannot be reassigned.
public struct TouchConfiguration: Hashable, Sendable {
    /// `match-name`: use the input device whose name (as in `/proc/bus/input/devices`)
    /// contains this text.
    public var matchName: String?
    /// `match-usb`: use the input device with this USB vendor and product ID.
    public var matchUSB: USBID?
    /// `calibration`: exactly six numbers `[a, b, c, d, e, f]`, the first two rows of the
    /// 3×3 matrix that maps normalized touch coordinates (0…1) to normalized screen
    /// coordinates, in libinput's `LIBINPUT_CALIBRATION_MATRIX` convention:
    /// x′ = a·x + b·y + c, y′ = d·x + e·y + f. nil (the default) is the identity.
    public private(set) var calibration: [Double]?
    /// `swap-axes`: exchange x and y before calibration; false by default.
    public var swapAxes: Bool
    /// `invert-x`: mirror x before calibration; false by default.
    public var invertX: Bool
    /// `invert-y`: mirror y before calibration; false by default.
    public var invertY: Bool
    /// `grab`: take the device exclusively (`EVIOCGRAB`) so that no other reader, such as
    /// the console, sees its events; false by default.
    public var grab: Bool
    /// `axis-x` / `axis-y`: read x (or y) from this absolute axis instead of the one the
    /// protocol implies, for panels that report positions on the wrong code (the eGalax
    /// resistive controller reports x on ABS_Z and y on ABS_RX); nil by default.
    public var axisX: AbsoluteAxis?, axisY: AbsoluteAxis?
    /// `x-range` / `y-range`: `[min, max]` raw values that span the screen, overriding the
    /// device's absinfo (for panels that report a wrong range); nil by default.
    public var xRange: ClosedRange<Int32>?, yRange: ClosedRange<Int32>?
    /// `protocol`: "B" (slots), "A" (SYN_MT_REPORT) or "single", overriding the protocol
    /// inferred from the device's axes; nil by default.
    public var touchProtocol: TouchProtocol?

    /// Creates a touch configuration; the defaults are those of an absent key.
    /// - Parameters:
    ///   - matchName: a substring of the device name to match.
    ///   - matchUSB: the USB ID to match.
    ///   - calibration: six matrix coefficients, or nil for the identity.
    ///   - swapAxes: exchange x and y.
    ///   - invertX: mirror x.
    ///   - invertY: mirror y.
    ///   - grab: take the device exclusively.
    ///   - axisX: the axis x is read from, overriding the protocol's.
    ///   - axisY: the axis y is read from, overriding the protocol's.
    ///   - xRange: the raw x range, overriding absinfo.
    ///   - yRange: the raw y range, overriding absinfo.
    ///   - touchProtocol: the protocol, overriding the inferred one.
    public init(
        matchName: String? = nil, matchUSB: USBID? = nil, calibration: [Double]? = nil,
        swapAxes: Bool = false, invertX: Bool = false, invertY: Bool = false, grab: Bool = false,
        axisX: AbsoluteAxis? = nil, axisY: AbsoluteAxis? = nil,
        xRange: ClosedRange<Int32>? = nil, yRange: ClosedRange<Int32>? = nil, touchProtocol: TouchProtocol? = nil
    ) {
        precondition(
            calibration.map { $0.count == 6 && $0.allSatisfy(\.isFinite) } ?? true,
            "TouchConfiguration: 'calibration' must have 6 finite numbers, got \(calibration!)")
        self.matchName = matchName
        self.matchUSB = matchUSB
        self.calibration = calibration
        self.swapAxes = swapAxes
        self.invertX = invertX
        self.invertY = invertY
        self.grab = grab
        self.axisX = axisX
        self.axisY = axisY
        self.xRange = xRange
        self.yRange = yRange
        self.touchProtocol = touchProtocol
    }

    /// A copy with `calibration` replaced: what `vitrine calibrate` reads touches
    /// through (nil: uncalibrated) and writes back.
    /// - Parameter calibration: six finite numbers, or nil for the identity.
    public func replacingCalibration(with calibration: [Double]?) -> TouchConfiguration {
        precondition(
            calibration.map { $0.count == 6 && $0.allSatisfy(\.isFinite) } ?? true,
            "TouchConfiguration.replacingCalibration: 'calibration' must have 6 finite numbers, got \(calibration!)")
        var copy = self
        copy.calibration = calibration
        return copy
    }

    /// The keys the `[touch]` section accepts.
    static let keys = ["match-name", "match-usb", "calibration", "swap-axes", "invert-x", "invert-y", "grab",
                       "axis-x", "axis-y", "x-range", "y-range", "protocol"]

    /// The largest magnitude of a `calibration` coefficient. The matrix maps 0…1 onto
    /// 0…1, so real fits stay within a few units; 1000 leaves room for a panel whose
    /// declared range is far off, and keeps every derived number printable. Ours.
    public static let largestCalibrationCoefficient = 1000.0

    /// Decodes and validates a `[touch]` table, recording each bad key's error.
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()

        table.collect { () throws(BoardConfigurationError) in
            guard let name = try table.string("match-name") else { return }
            guard !name.isEmpty else {
                throw table.error("match-name", .invalidValue("empty; give part of the device name, or leave the key out"))
            }
            matchName = name
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("match-usb") else { return }
            guard let id = USBID(text) else {
                throw table.error("match-usb", .invalidValue(
                    "\(BoardConfigurationError.quoted(text)) is not a USB ID \"vvvv:pppp\" (4 hex digits each, as lsusb prints it)"))
            }
            matchUSB = id
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let numbers = try table.numbers("calibration") else { return }
            guard numbers.count == 6 else {
                throw table.error("calibration", .invalidValue(
                    "\(numbers.count) numbers; expected 6 (a, b, c, d, e, f of libinput's calibration matrix)"))
            }
            let limit = Self.largestCalibrationCoefficient
            if let index = numbers.firstIndex(where: { abs($0) > limit }) {
                throw table.error("calibration", .invalidValue(
                    "\(numbers[index]) is outside -\(Int(limit))…\(Int(limit)); a calibration matrix maps 0…1 onto 0…1"), suffix: "[\(index)]")
            }
            calibration = numbers
        }
        table.collect { () throws(BoardConfigurationError) in swapAxes = try table.bool("swap-axes") ?? false }
        table.collect { () throws(BoardConfigurationError) in invertX = try table.bool("invert-x") ?? false }
        table.collect { () throws(BoardConfigurationError) in invertY = try table.bool("invert-y") ?? false }
        table.collect { () throws(BoardConfigurationError) in grab = try table.bool("grab") ?? false }
        table.collect { () throws(BoardConfigurationError) in axisX = try Self.axis(table, "axis-x") }
        table.collect { () throws(BoardConfigurationError) in axisY = try Self.axis(table, "axis-y") }
        table.collect { () throws(BoardConfigurationError) in xRange = try Self.range(table, "x-range") }
        table.collect { () throws(BoardConfigurationError) in yRange = try Self.range(table, "y-range") }
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("protocol") else { return }
            guard let value = TouchProtocol(rawValue: text) else {
                throw table.error("protocol", .invalidValue("\(BoardConfigurationError.quoted(text)); expected \"B\" (slots), \"A\" (SYN_MT_REPORT) or \"single\""))
            }
            touchProtocol = value
        }
    }

    private static func axis(_ table: ConfigurationTable, _ key: String) throws(BoardConfigurationError) -> AbsoluteAxis? {
        guard let name = try table.string(key) else { return nil }
        guard let axis = AbsoluteAxis(name: name) else {
            throw table.error(key, .invalidValue("\(BoardConfigurationError.quoted(name)) is not an absolute axis name such as \"ABS_Z\" (see evtest or the .desc file)"))
        }
        return axis
    }

    private static func range(_ table: ConfigurationTable, _ key: String) throws(BoardConfigurationError) -> ClosedRange<Int32>? {
        guard let numbers = try table.numbers(key) else { return nil }
        guard numbers.count == 2, numbers.allSatisfy({ $0 == $0.rounded() && abs($0) < 2_147_483_647 }), numbers[0] < numbers[1] else {
            throw table.error(key, .invalidValue("expected [min, max], two integers with min < max, got \(numbers.count == 2 ? "\(numbers)" : "\(numbers.count) numbers")"))
        }
        return Int32(numbers[0])...Int32(numbers[1])
    }
}
