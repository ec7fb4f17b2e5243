// Vitrine — Apache License 2.0

/// Whether the interface uses the light or the dark appearance (Apple's names and raw
/// values).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style given: inherited from the environment; colours resolve as light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
