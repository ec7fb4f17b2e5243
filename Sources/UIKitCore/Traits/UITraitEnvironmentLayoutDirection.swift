// Vitrine — Apache License 2.0

/// The direction the interface's layout runs in (Apple's names and raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No direction given.
    case unspecified = -1
    /// Left to right, as for English.
    case leftToRight = 0
    /// Right to left, as for Arabic and Hebrew.
    case rightToLeft = 1
}
