// Vitrine — Apache License 2.0

/// Dims and blanks the panel through its backlight: `.dimmed` lowers `brightness`,
/// `.off` switches `bl_power` off (or sets brightness 0 when the driver has no
/// `bl_power`), `.on` gives back the level found at start.
@MainActor
public final class BacklightPanelPower: PanelPower {
    /// The device driven.
    public let backlight: Backlight
    /// The level `.on` restores: the one found at start (the maximum if the light was
    /// at 0, which a kiosk does not want to keep).
    public let runningBrightness: Int
    private var isSwitchedOff = false

    /// Drives `backlight`, remembering its present level.
    /// - Throws: `BacklightError` when the present level cannot be read.
    public init(backlight: Backlight) throws(BacklightError) {
        self.backlight = backlight
        let level = try backlight.brightness()
        runningBrightness = level > 0 ? level : backlight.maximumBrightness
    }

    public var name: String { "backlight \(backlight.path)" }

    public var canDim: Bool { true }

    /// The brightness `.dimmed(fraction:)` sets: the running level times the fraction,
    /// rounded, and at least 1 so a dimmed panel stays readable.
    public func dimmedLevel(_ fraction: Double) -> Int {
        max(1, Int((Double(runningBrightness) * fraction).rounded()))
    }

    /// - Throws: `BacklightError` with `.write`.
    public func setState(_ state: PanelPowerState) throws {
        try apply(state)
    }

    private func apply(_ state: PanelPowerState) throws(BacklightError) {
        switch state {
        case .on:
            try backlight.setBrightness(runningBrightness)
            if isSwitchedOff && backlight.hasPowerSwitch { try backlight.setPowered(true) }
            isSwitchedOff = false
        case .dimmed(let fraction):
            try backlight.setBrightness(dimmedLevel(fraction))
            if isSwitchedOff && backlight.hasPowerSwitch { try backlight.setPowered(true) }
            isSwitchedOff = false
        case .off:
            if backlight.hasPowerSwitch { try backlight.setPowered(false) } else { try backlight.setBrightness(0) }
            isSwitchedOff = true
        }
    }
}
