// Vitrine — Apache License 2.0
import Foundation

/// Prometheus' text exposition format (version 0.0.4), as node_exporter's textfile
/// collector reads it: per metric family a `# HELP` and a `# TYPE` line, then its samples.
struct PrometheusText {
    private(set) var text = ""

    typealias Labels = KeyValuePairs<String, String>

    mutating func counter(_ name: String, _ help: String, _ value: Double, labels: Labels = [:]) {
        family(name, help, type: "counter")
        sample(name, labels, value)
    }

    mutating func gauge(_ name: String, _ help: String, _ value: Double, labels: Labels = [:]) {
        family(name, help, type: "gauge")
        sample(name, labels, value)
    }

    /// A family whose samples differ by one label (`kind`, `level`): one HELP and TYPE.
    mutating func labelled(_ name: String, _ help: String, type: String, label: String, _ values: [(String, Double)]) {
        guard !values.isEmpty else { return }
        family(name, help, type: type)
        for (labelValue, value) in values {
            sample(name, [label: labelValue], value)
        }
    }

    /// A histogram: `counts[i]` observations in bucket i (upper bound `bounds[i]`, the
    /// last count unbounded), written cumulatively as the format wants.
    mutating func histogram(_ name: String, _ help: String, bounds: [Double], counts: [Int], sum: Double) {
        family(name, help, type: "histogram")
        var cumulative = 0
        for (index, count) in counts.enumerated() {
            cumulative += count
            let bound = index < bounds.count ? Self.format(bounds[index]) : "+Inf"
            sample(name + "_bucket", ["le": bound], Double(cumulative))
        }
        sample(name + "_sum", [:], sum)
        sample(name + "_count", [:], Double(cumulative))
    }

    private mutating func family(_ name: String, _ help: String, type: String) {
        if !help.isEmpty { text += "# HELP \(name) \(Self.escapeHelp(help))\n" }
        text += "# TYPE \(name) \(type)\n"
    }

    private mutating func sample(_ name: String, _ labels: Labels, _ value: Double) {
        text += name
        if !labels.isEmpty {
            text += "{" + labels.map { "\($0.key)=\"\(Self.escapeLabelValue($0.value))\"" }.joined(separator: ",") + "}"
        }
        text += " \(Self.format(value))\n"
    }

    /// Whole numbers without a fraction, infinities and NaN as Prometheus spells them.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// HELP text escapes backslashes and line feeds.
    static func escapeHelp(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Label values also escape double quotes.
    static func escapeLabelValue(_ text: String) -> String {
        escapeHelp(text).replacingOccurrences(of: "\"", with: "\\\"")
    }
}
