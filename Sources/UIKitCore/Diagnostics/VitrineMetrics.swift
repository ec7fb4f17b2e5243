// Vitrine — Apache License 2.0
import Foundation
import Logging
import Synchronization

/// An app's own figures for the fleet's monitoring, written with the kiosk's metrics
/// (board key `[metrics] textfile`) for node_exporter's textfile collector:
///
/// ```swift
/// let orders = VitrineMetrics.counter("orders_total", help: "Orders placed at this kiosk.")
/// orders.increment()
/// VitrineMetrics.gauge("queue_length").set(Double(queue.count))
/// ```
///
/// Counters and gauges may be updated from any thread. Asking twice for one name returns
/// the same metric. Names follow Prometheus' rules (`[a-zA-Z_:][a-zA-Z0-9_:]*`); other
/// characters become `_`, and the `vitrine_` and `process_` prefixes are the kiosk's own,
/// so an app name using one gets `app_` in front.
public enum VitrineMetrics {
    /// The counter named `name`, created at zero on first use.
    public static func counter(_ name: String, help: String = "") -> Counter {
        MetricsRegistry.shared.metric(named: name, help: help, kind: .counter) { Counter(name: $0) }
    }

    /// The gauge named `name`, created at zero on first use.
    public static func gauge(_ name: String, help: String = "") -> Gauge {
        MetricsRegistry.shared.metric(named: name, help: help, kind: .gauge) { Gauge(name: $0) }
    }

    /// A value that only goes up (orders placed, scans read); Prometheus sees a reset when
    /// the kiosk restarts.
    public final class Counter: Sendable {
        /// The name it is exported under.
        public let name: String
        private let storage = Mutex<Double>(0)

        init(name: String) { self.name = name }

        /// Adds `amount`; a negative, infinite or NaN amount is ignored (a counter never goes down).
        public func increment(by amount: Double = 1) {
            guard amount >= 0, amount.isFinite else { return }
            storage.withLock { $0 += amount }
        }

        /// The count so far.
        public var value: Double { storage.withLock { $0 } }
    }

    /// A value that goes up and down (a queue's length, a temperature).
    public final class Gauge: Sendable {
        /// The name it is exported under.
        public let name: String
        private let storage = Mutex<Double>(0)

        init(name: String) { self.name = name }

        /// Sets the value; NaN is ignored.
        public func set(_ value: Double) {
            guard !value.isNaN else { return }
            storage.withLock { $0 = value }
        }

        /// Adds `amount` (negative to subtract); NaN is ignored.
        public func increment(by amount: Double = 1) {
            guard !amount.isNaN else { return }
            storage.withLock { $0 += amount }
        }

        /// Subtracts `amount`.
        public func decrement(by amount: Double = 1) { increment(by: -amount) }

        /// The current value.
        public var value: Double { storage.withLock { $0 } }
    }
}
