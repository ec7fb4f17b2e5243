// Vitrine — Apache License 2.0

/// `count` pixels from column `x` with one coverage (1...255).
struct CoverageRun {
    var x: Int
    var count: Int
    var coverage: UInt8

    /// Lays `runs` out as coverage rows, one per cluster of runs less than `gap` pixels
    /// apart (the two sides of a frame are two clusters, not one row across its hole):
    /// `body(x, count, coverage)` for each, with zeros between the runs of a cluster.
    /// `buffer` holds at least the widest cluster.
    static func forEachCluster(of runs: UnsafeBufferPointer<CoverageRun>, gap: Int = 16, buffer: UnsafeMutablePointer<UInt8>,
                               _ body: (_ x: Int, _ count: Int, _ coverage: UnsafePointer<UInt8>) -> Void) {
        var first = 0
        while first < runs.count {
            var last = first
            while last + 1 < runs.count && runs[last + 1].x - (runs[last].x + runs[last].count) < gap { last += 1 }
            let x = runs[first].x, width = runs[last].x + runs[last].count - x
            buffer.update(repeating: 0, count: width)
            for run in runs[first...last] { (buffer + (run.x - x)).update(repeating: run.coverage, count: run.count) }
            body(x, width, buffer)
            first = last + 1
        }
    }
}
