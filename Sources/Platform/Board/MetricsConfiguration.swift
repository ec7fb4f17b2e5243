// Vitrine — Apache License 2.0

/// The `[metrics]` section of a board file: where the kiosk writes its metrics for a
/// fleet's Prometheus, through node_exporter's textfile collector (the kiosk opens no
/// socket of its own).
///
/// Guarantees: `interval` is within 1…3600 seconds; `textfile`, when set, is an absolute
/// path ending in `.prom` (the only files the collector reads).
public struct MetricsConfiguration: Hashable, Sendable {
    /// `textfile`: the file written every `interval` seconds, by default
    /// `/run/vitrine/metrics.prom`; `""` turns metrics off (nil here).
    public private(set) var textfile: String?
    /// `interval`: seconds between two writes; 5 by default.
    public private(set) var interval: Double

    /// Where the metrics go when the board file says nothing: the unit's runtime folder.
    public static let defaultTextfile = "/run/vitrine/metrics.prom"

    /// Creates a metrics configuration; the defaults are those of an absent key.
    /// - Parameters:
    ///   - textfile: an absolute path ending in `.prom`, or nil for no metrics.
    ///   - interval: seconds between writes, 1…3600.
    public init(textfile: String? = MetricsConfiguration.defaultTextfile, interval: Double = 5) {
        precondition(textfile.map(Self.isValidTextfile) ?? true, "MetricsConfiguration: 'textfile' must be an absolute .prom path")
        precondition((1...3600).contains(interval), "MetricsConfiguration: 'interval' must be within 1…3600 s, got \(interval)")
        self.textfile = textfile
        self.interval = interval
    }

    static func isValidTextfile(_ path: String) -> Bool {
        path.hasPrefix("/") && path.hasSuffix(".prom") && path.count > ".prom".count + 1 && !path.hasSuffix("/.prom")
    }

    /// The keys the `[metrics]` section accepts.
    static let keys = ["textfile", "interval"]

    /// Decodes and validates a `[metrics]` table, recording each bad key's error.
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()
        table.collect { () throws(BoardConfigurationError) in
            guard let path = try table.string("textfile") else { return }
            if path.isEmpty {
                textfile = nil
                return
            }
            guard Self.isValidTextfile(path) else {
                throw table.error("textfile", .invalidValue(
                    "\(BoardConfigurationError.quoted(path)) is not an absolute path ending in .prom (node_exporter's textfile collector reads only those); \"\" turns metrics off"))
            }
            textfile = path
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let seconds = try table.number("interval") else { return }
            guard (1...3600).contains(seconds) else {
                throw table.error("interval", .invalidValue("\(seconds) is not a number of seconds within 1…3600"))
            }
            interval = seconds
        }
    }
}
