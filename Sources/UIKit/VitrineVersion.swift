// Vitrine — Apache License 2.0

/// The runtime's version, as `vitrine --version` prints it: raised with each release.
public enum VitrineVersion {
    /// "MAJOR.MINOR.PATCH"; below 1.0, minor versions may change the API.
    public static let current = "0.1.0"
}
