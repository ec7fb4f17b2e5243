// Vitrine — Apache License 2.0
import Logging
import PlatformCore
import Synchronization

/// How many warnings, errors and critical messages the kiosk logged, by level. Logs come
/// from any thread.
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

/// Passes every message on to `wrapped`, counting on the way warnings and worse by level,
/// and problems by kind: the kind a message's `error-kind` metadata names, whatever its
/// level, else `other` for an error or critical message (the fleet's "errors by kind").
struct CountingLogHandler: LogHandler {
    var wrapped: any LogHandler
    let counts: LogMessageCounts
    let errors: ErrorCounts

    func log(event: LogEvent) {
        counts.record(event.level)
        if let kind = ErrorKind(metadata: event.metadata) ?? (event.level >= .error ? .other : nil) {
            errors.record(kind)
        }
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
