// Vitrine — Apache License 2.0
import UIKitCore

/// Median and 99th percentile of measured frame times, as the benchmarks print them.
public struct FrameTimes: Sendable, CustomStringConvertible {
    /// Seconds.
    public var median: Double
    /// Seconds; the sample below which 99 % of the others fall.
    public var p99: Double
    /// How many samples were measured.
    public var count: Int

    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * 0.99))]
    }

    public var description: String {
        String(format: "median %7.3f ms  p99 %7.3f ms", median * 1000, p99 * 1000)
    }
}
