// Vitrine — Apache License 2.0

/// Where shrunk text sits when a label adjusts its font size to fit (Apple's raw values).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text keeps the baseline the full-size text would have had (the default).
    case alignBaselines = 0
    /// The shrunk text is centred, as the full-size text was.
    case alignCenters = 1
    /// The shrunk text's top is where the full-size text's top was.
    case none = 2
}
