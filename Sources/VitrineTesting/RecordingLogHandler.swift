// Vitrine — Apache License 2.0
import Logging
import PlatformCore

/// A log handler that keeps the messages at or above `minimumLevel`, in order, and the
/// kinds of problem their metadata names: what a test reads of a component's logging.
public final class RecordingLogHandler: LogHandler, @unchecked Sendable {
    public let minimumLevel: Logger.Level
    public private(set) var messages: [String] = []
    package private(set) var kinds: [ErrorKind] = []
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .trace

    public init(keeping minimumLevel: Logger.Level = .trace) {
        self.minimumLevel = minimumLevel
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        guard event.level >= minimumLevel else { return }
        messages.append(event.message.description)
        if let kind = ErrorKind(metadata: event.metadata) { kinds.append(kind) }
    }
}
