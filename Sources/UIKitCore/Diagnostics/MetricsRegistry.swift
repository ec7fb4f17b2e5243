// Vitrine — Apache License 2.0
import Logging
import Synchronization

/// The app's metrics by exported name, for the host that writes them.
package final class MetricsRegistry: Sendable {
    package static let shared = MetricsRegistry()

    package enum Kind: String, Sendable {
        case counter, gauge
    }

    /// One app metric as the host exports it.
    package struct Sample: Sendable, Equatable {
        package var name: String
        package var help: String
        package var kind: Kind
        package var value: Double
    }

    private struct Entry: Sendable {
        var help: String
        var kind: Kind
        var metric: any Sendable
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The metric already registered under `name`'s exported form, or a new one `make`
    /// builds. A name taken by the other kind gets a metric that is not exported (and a
    /// warning), so a mistake in an app never stops it.
    func metric<Metric: Sendable>(named requested: String, help: String, kind: Kind, make: (String) -> Metric) -> Metric {
        let name = Self.exportedName(requested)
        let (metric, clash): (Metric, Kind?) = entries.withLock { entries in
            if let entry = entries[name] {
                if let existing = entry.metric as? Metric { return (existing, nil) }
                return (make(name), entry.kind)
            }
            let metric = make(name)
            entries[name] = Entry(help: help, kind: kind, metric: metric)
            return (metric, nil)
        }
        if let clash {
            Logger(label: "vitrine").warning("metric \(name) is already a \(clash.rawValue); this \(kind.rawValue) is not exported")
        }
        return metric
    }

    /// Every metric with its value now, by name.
    package func samples() -> [Sample] {
        let current = entries.withLock { $0 }
        return current.map { name, entry in
            let value: Double
            switch entry.metric {
            case let counter as VitrineMetrics.Counter: value = counter.value
            case let gauge as VitrineMetrics.Gauge: value = gauge.value
            default: value = 0
            }
            return Sample(name: name, help: entry.help, kind: entry.kind, value: value)
        }.sorted { $0.name < $1.name }
    }

    /// `name` made a valid Prometheus metric name outside the kiosk's own names
    /// (`vitrine_…`, `process_…`).
    package static func exportedName(_ name: String) -> String {
        var result = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == ":"
            let isDigit = ("0"..."9").contains(scalar)
            if index == 0, isDigit { result.append("_") }
            result.unicodeScalars.append(isLetter || isDigit ? scalar : "_")
        }
        if result.isEmpty { result = "_" }
        if result.hasPrefix("vitrine_") || result.hasPrefix("process_") { result = "app_" + result }
        return result
    }
}
