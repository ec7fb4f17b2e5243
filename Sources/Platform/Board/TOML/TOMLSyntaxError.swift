// Vitrine — Apache License 2.0

/// Where and why a text is not TOML (or exceeds one of `TOMLLimits`).
struct TOMLSyntaxError: Error, Equatable {
    /// 1-based.
    var line: Int
    /// 1-based, in characters.
    var column: Int
    var message: String
}
