// Vitrine — Apache License 2.0
import Synchronization

/// How many problems of each kind the kiosk met, for the fleet's metrics
/// (`vitrine_errors_total`). The host's log handler records each message that names a kind
/// (`ErrorKind`), or an error without one as `other`; a site that reports only some of
/// its problems in the log (the VNC login gate, which rate-limits its reports) records
/// the rest here itself. Problems come from any thread.
package final class ErrorCounts: Sendable {
    /// The process's counts, which the metrics file reads.
    package static let shared = ErrorCounts()

    private let counts = Mutex<[ErrorKind: Int]>([:])

    package init() {}

    /// Counts `count` problems of `kind`.
    package func record(_ kind: ErrorKind, count: Int = 1) {
        guard count > 0 else { return }
        counts.withLock { $0[kind, default: 0] += count }
    }

    /// The count of `kind` so far.
    package func count(of kind: ErrorKind) -> Int {
        counts.withLock { $0[kind] ?? 0 }
    }

    /// Every known kind with its count (zeros included: a series should exist before its
    /// first problem), then any other kind recorded, by name.
    package func snapshot() -> [(ErrorKind, Int)] {
        let current = counts.withLock { $0 }
        let unlisted = current.keys.filter { !ErrorKind.all.contains($0) }.sorted { $0.rawValue < $1.rawValue }
        return (ErrorKind.all + unlisted).map { ($0, current[$0] ?? 0) }
    }
}
