// Vitrine — Apache License 2.0

/// A display timing a connector supports, copied from the kernel's mode info.
///
/// Keeps the kernel's mode info whole because `drmModeSetCrtc` takes the mode exactly as
/// the kernel reported it; the Swift properties are read from it.
public struct DisplayMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode as the kernel reported it, passed back unchanged on modeset.
    var raw: KernelModeInfo

    init(raw: KernelModeInfo) {
        self.raw = raw
    }

    /// Builds a mode from its timings, as a driver would report it (for tests and
    /// documentation; real modes come from connectors).
    init(
        width: Int, height: Int, clockKilohertz: Int, horizontalTotal: Int, verticalTotal: Int,
        verticalScan: Int = 0, flags: UInt32 = 0, isPreferred: Bool = false, name: String? = nil
    ) {
        var raw = KernelModeInfo()
        raw.clock = UInt32(clockKilohertz)
        raw.hdisplay = UInt16(width)
        raw.htotal = UInt16(horizontalTotal)
        raw.vdisplay = UInt16(height)
        raw.vtotal = UInt16(verticalTotal)
        raw.vscan = UInt16(verticalScan)
        raw.flags = flags
        raw.type = isPreferred ? Self.typePreferred : 0
        raw.name = Array((name ?? "\(width)x\(height)").utf8.prefix(31))
        self.raw = raw
        self.raw.vrefresh = UInt32(refreshRate.rounded())
    }

    // Mode flag and type bits from drm_mode.h.
    static let flagInterlace: UInt32 = 1 << 4
    static let flagDoubleScan: UInt32 = 1 << 5
    static let typePreferred: UInt32 = 1 << 3

    /// Visible pixels per line.
    /// Whether `other` drives the panel with the same timings (names and the preferred
    /// flag aside): switching between the two needs no modeset.
    public func hasSameTiming(as other: DisplayMode) -> Bool {
        let a = raw, b = other.raw
        return a.clock == b.clock && a.hdisplay == b.hdisplay && a.hsyncStart == b.hsyncStart
            && a.hsyncEnd == b.hsyncEnd && a.htotal == b.htotal && a.vdisplay == b.vdisplay
            && a.vsyncStart == b.vsyncStart && a.vsyncEnd == b.vsyncEnd && a.vtotal == b.vtotal
            && a.vscan == b.vscan && a.flags == b.flags
    }

    public var width: Int { Int(raw.hdisplay) }
    /// Visible lines.
    public var height: Int { Int(raw.vdisplay) }
    /// The pixel clock in kilohertz.
    public var clockKilohertz: Int { Int(raw.clock) }
    /// The kernel's name for the mode, usually "1280x800" (with "i" for interlaced modes).
    public var name: String {
        String(decoding: raw.name, as: UTF8.self)
    }

    /// True when the driver marks this mode as the panel's native one.
    public var isPreferred: Bool { raw.type & Self.typePreferred != 0 }
    /// True for interlaced modes (two fields per frame).
    public var isInterlaced: Bool { raw.flags & Self.flagInterlace != 0 }

    /// The refresh rate in hertz, computed from the timings rather than the kernel's
    /// rounded `vrefresh`: pixel clock ÷ (htotal × vtotal), doubled for interlaced
    /// modes (each field is a refresh), halved for double-scanned ones and divided by
    /// `vscan` when lines are repeated, as the kernel's `drm_mode_vrefresh` does.
    /// Zero when the timings are degenerate.
    public var refreshRate: Double {
        var numerator = Double(raw.clock) * 1000
        var denominator = Double(raw.htotal) * Double(raw.vtotal)
        if raw.flags & Self.flagInterlace != 0 { numerator *= 2 }
        if raw.flags & Self.flagDoubleScan != 0 { denominator *= 2 }
        if raw.vscan > 1 { denominator *= Double(raw.vscan) }
        guard denominator > 0 else { return 0 }
        return numerator / denominator
    }

    /// "1280x800@59.81", with an "i" after the height for interlaced modes.
    public var description: String {
        let hundredths = Int((refreshRate * 100).rounded())
        let fraction = hundredths % 100
        return "\(width)x\(height)\(isInterlaced ? "i" : "")@\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Modes are equal when every timing, flag and the name are.
    public static func == (lhs: DisplayMode, rhs: DisplayMode) -> Bool {
        lhs.raw == rhs.raw
    }

    /// Hashes every timing, flag and the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(raw)
    }
}
