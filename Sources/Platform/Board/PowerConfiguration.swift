// Vitrine — Apache License 2.0

/// The `[power]` section of a board file: when an idle kiosk dims and blanks its panel,
/// and through which backlight.
///
/// Every key is optional, and without `dim-after` or `off-after` the panel never dims nor
/// blanks, so a board file written before this section behaves as it did.
///
/// Guarantees: `dimAfter` and `offAfter`, when set, are positive; when both are set,
/// `offAfter` is later than `dimAfter`; `dimBrightness` is in 0 < b ≤ 1.
public struct PowerConfiguration: Hashable, Sendable {
    /// Which backlight to drive.
    public enum BacklightSelection: Hashable, Sendable {
        /// The first device of `/sys/class/backlight`, preferring firmware over platform
        /// over raw interfaces (the kernel's `type` file); none there is not an error.
        case automatic
        /// This device folder, such as `/sys/class/backlight/10-0045`.
        case path(String)
    }

    /// `backlight`: `"auto"` (the default) or the device folder's absolute path.
    public var backlight: BacklightSelection
    /// `dim-after`: seconds without a touch before the panel dims; nil (the default) never.
    public private(set) var dimAfter: Double?
    /// `off-after`: seconds without a touch before the panel goes dark; nil (the default)
    /// never. Counted from the last touch, like `dim-after`, not from dimming.
    public private(set) var offAfter: Double?
    /// `dim-brightness`: the fraction of the running brightness a dimmed panel keeps; 0.2
    /// by default.
    public private(set) var dimBrightness: Double
    /// `never-blank`: when true the panel never dims nor blanks, whatever the timings say
    /// (a maintenance switch that keeps them in the file); false by default.
    public var neverBlank: Bool

    /// Creates a power configuration; the defaults are those of an absent key.
    /// - Parameters:
    ///   - backlight: which backlight to drive.
    ///   - dimAfter: idle seconds before dimming, or nil for never.
    ///   - offAfter: idle seconds before blanking, or nil for never; later than `dimAfter`.
    ///   - dimBrightness: the fraction of the brightness kept when dimmed, 0 < b ≤ 1.
    ///   - neverBlank: disables dimming and blanking.
    public init(
        backlight: BacklightSelection = .automatic, dimAfter: Double? = nil, offAfter: Double? = nil,
        dimBrightness: Double = 0.2, neverBlank: Bool = false
    ) {
        precondition(dimAfter.map { $0 > 0 && $0.isFinite } ?? true, "PowerConfiguration: 'dimAfter' must be positive, got \(dimAfter!)")
        precondition(offAfter.map { $0 > 0 && $0.isFinite } ?? true, "PowerConfiguration: 'offAfter' must be positive, got \(offAfter!)")
        precondition(dimAfter.flatMap { d in offAfter.map { $0 > d } } ?? true,
                     "PowerConfiguration: 'offAfter' must be later than 'dimAfter'")
        precondition(dimBrightness > 0 && dimBrightness <= 1, "PowerConfiguration: 'dimBrightness' must be in (0, 1], got \(dimBrightness)")
        self.backlight = backlight
        self.dimAfter = dimAfter
        self.offAfter = offAfter
        self.dimBrightness = dimBrightness
        self.neverBlank = neverBlank
    }

    /// True when the panel is ever dimmed or blanked.
    public var blanks: Bool { !neverBlank && (dimAfter != nil || offAfter != nil) }

    /// The keys the `[power]` section accepts.
    static let keys = ["backlight", "dim-after", "off-after", "dim-brightness", "never-blank"]

    /// Decodes and validates a `[power]` table, recording each bad key's error.
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("backlight") else { return }
            if text == "auto" {
                backlight = .automatic
            } else {
                guard Self.isBacklightFolder(text) else {
                    throw table.error("backlight", .invalidValue(
                        "\(BoardConfigurationError.quoted(text)) is neither \"auto\" nor a backlight device folder such as \"/sys/class/backlight/10-0045\""))
                }
                backlight = .path(text)
            }
        }
        table.collect { () throws(BoardConfigurationError) in dimAfter = try Self.seconds("dim-after", in: table) }
        table.collect { () throws(BoardConfigurationError) in offAfter = try Self.seconds("off-after", in: table) }
        table.collect { () throws(BoardConfigurationError) in
            if let dim = dimAfter, let off = offAfter, off <= dim {
                offAfter = nil
                throw table.error("off-after", .invalidValue(
                    "\(Self.format(off)) s is not later than dim-after (\(Self.format(dim)) s); both count from the last touch"))
            }
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let fraction = try table.number("dim-brightness") else { return }
            guard fraction > 0 && fraction <= 1 else {
                throw table.error("dim-brightness", .invalidValue(
                    "\(Self.format(fraction)) is not a fraction of the brightness in 0 < b ≤ 1 (such as 0.2); use off-after to turn the panel off"))
            }
            dimBrightness = fraction
        }
        table.collect { () throws(BoardConfigurationError) in neverBlank = try table.bool("never-blank") ?? false }
    }

    /// The idle times a board may give, in seconds: from a second (a panel dimming sooner
    /// would dim between a person's touches) to a week (longer is "never", which leaving
    /// the key out says). Vitrine's choice; UIKit has no such setting.
    static let idleSeconds: ClosedRange<Double> = 1...604_800

    private static func seconds(_ key: String, in table: ConfigurationTable) throws(BoardConfigurationError) -> Double? {
        guard let value = try table.number(key) else { return nil }
        guard value > 0 else {
            throw table.error(key, .invalidValue("\(format(value)) is not a positive number of seconds; leave the key out for never"))
        }
        guard idleSeconds.contains(value) else {
            throw table.error(key, .invalidValue(
                "\(format(value)) s is outside 1…604800 (a second to a week); leave the key out for never"))
        }
        return value
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Whether `path` names a backlight device folder in sysfs: under `/sys`, in a
    /// `backlight` folder (`/sys/class/backlight/NAME` or the device's own
    /// `…/backlight/NAME`), with no `.` or `..` to climb out of it. The kiosk writes the
    /// brightness file there as root's service user: nothing else may be named.
    static func isBacklightFolder(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4, parts[0].isEmpty, parts[1] == "sys", let name = parts.last, !name.isEmpty else { return false }
        guard !parts.dropFirst().contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return false }
        return parts[parts.count - 2] == "backlight"
    }
}
