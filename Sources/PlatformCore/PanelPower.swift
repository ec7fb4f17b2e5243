// Vitrine — Apache License 2.0

/// How lit the panel is, as the idle blanker sets it.
public enum PanelPowerState: Sendable, Equatable {
    /// Lit as the kiosk found it.
    case on
    /// Darker: `fraction` (0 < f ≤ 1) of the brightness it had when on.
    case dimmed(fraction: Double)
    /// Dark: backlight off, the display pipe off, or a black picture.
    case off
}

/// One way to darken the panel: its backlight (sysfs), the display pipe (DPMS), or a
/// black picture drawn over the app. The idle blanker tries them in that order.
@MainActor
public protocol PanelPower: AnyObject {
    /// What is driven, for logs: `backlight /sys/class/backlight/10-0045`.
    var name: String { get }
    /// Whether `.dimmed` can be shown; a DPMS switch is only on or off.
    var canDim: Bool { get }
    /// Puts the panel in `state`.
    /// - Throws: the backend's error, naming what was written and why it failed.
    func setState(_ state: PanelPowerState) throws
}
