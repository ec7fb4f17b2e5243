// Vitrine — Apache License 2.0

/// How much room the interface has along one axis (Apple's names and raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class given.
    case unspecified = 0
    /// Constrained space, such as an iPhone's width in portrait.
    case compact = 1
    /// Expansive space, such as a full-screen iPad's width and height.
    case regular = 2
}
