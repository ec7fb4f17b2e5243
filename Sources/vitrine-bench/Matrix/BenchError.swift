// Vitrine — Apache License 2.0

/// Why the benchmark cannot run.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
