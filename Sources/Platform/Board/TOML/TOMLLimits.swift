// Vitrine — Apache License 2.0

/// The bounds the board-file reader enforces before it loops or allocates, so that no
/// input (a typo, a hostile file, `/dev/zero`) can exhaust the stack, memory or time.
///
/// A real board file is a few kilobytes with keys two levels deep; each bound is far above
/// that and far below harm. They are ours; TOML itself sets none.
enum TOMLLimits {
    /// The largest file read: 1 MiB.
    static let documentBytes = 1 << 20
    /// How deeply arrays and inline tables may nest inside one value.
    static let nestingDepth = 32
    /// How many parts a dotted key or a table header may have.
    static let keyParts = 32
    /// The longest key part, in UTF-8 bytes.
    static let keyBytes = 256
    /// The longest string value, in UTF-8 bytes: PATH_MAX, the longest path Linux opens.
    static let stringBytes = 4096
    /// The longest number, boolean or date as written.
    static let scalarBytes = 256
}
