// Vitrine — Apache License 2.0

/// The bar sizes an appearance value (a background or divider image) is set for, with
/// UIKit's raw values. Vitrine's controls are laid out at the default metrics; a value set
/// for another metric is kept and returned, and a lookup for a metric with nothing set
/// falls back to `.default`, as on iOS.
public enum UIBarMetrics: Int, Sendable {
    /// The standard height.
    case `default` = 0
    /// The shorter height bars have in compact layouts.
    case compact = 1
    /// The standard height with a prompt above it.
    case defaultPrompt = 101
    /// The compact height with a prompt above it.
    case compactPrompt = 102
}
