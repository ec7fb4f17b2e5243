// Vitrine — Apache License 2.0
import Foundation

/// An object describing one user interaction with the app, such as a touch sequence.
///
/// Only the timestamp exists so far; touches arrive with the input path.
@MainActor
open class UIEvent {
    private let storedTimestamp: TimeInterval

    /// Creates an event at time 0.
    public convenience init() {
        self.init(timestamp: 0)
    }

    /// Creates an event that occurred at `timestamp` seconds since system start.
    init(timestamp: TimeInterval) {
        storedTimestamp = timestamp
    }

    /// When the event occurred, in seconds since system start.
    open var timestamp: TimeInterval { storedTimestamp }
}
