// Vitrine — Apache License 2.0

/// The key of an appearance value set per state (or pair of states) and bar metrics.
struct BarAppearanceKey: Hashable {
    let first: UInt
    let second: UInt
    let metrics: UIBarMetrics

    init(_ first: UInt, _ second: UInt, _ metrics: UIBarMetrics) {
        self.first = first
        self.second = second
        self.metrics = metrics
    }
}
