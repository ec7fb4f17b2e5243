// Vitrine — Apache License 2.0
import Logging
import Synchronization

/// How many warnings, errors and critical messages the kiosk logged, by level: its
/// "errors by kind" for the fleet's metrics. Logs come from any thread.
final class LogMessageCounts: Sendable {
    static let shared = LogMessageCounts()

    /// The levels counted: what an operator would alert on.
    static let countedLevels: [Logger.Level] = [.warning, .error, .critical]

    private let counts = Mutex<[Logger.Level: Int]>([:])

    func record(_ level: Logger.Level) {
        guard level >= .warning else { return }
        counts.withLock { $0[level, default: 0] += 1 }
    }

    /// The count for each counted level, zeros included (a series should exist before its first error).
    func snapshot() -> [(Logger.Level, Int)] {
        let current = counts.withLock { $0 }
        return Self.countedLevels.map { ($0, current[$0] ?? 0) }
    }
}

/// Passes every message on to `wrapped`, counting warnings and worse on the way.
struct CountingLogHandler: LogHandler {
    var wrapped: any LogHandler
    let counts: LogMessageCounts

    func log(event: LogEvent) {
        counts.record(event.level)
        wrapped.log(event: event)
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }
}
