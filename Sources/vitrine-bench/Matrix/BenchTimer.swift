// Vitrine — Apache License 2.0
//
// Timing: the first batches grow until one takes at least the target time; they double as
// the warm-up (caches, glyph cache, page faults). Then `runs` batches of that size are
// timed and the median rate is kept, which ignores one-off interruptions from the other
// processes sharing the machine.
import Foundation

/// Measures how many operations per second a drawing loop sustains.
enum BenchTimer {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Operations per second of `operation` (called with 0, 1, 2 …), median of `runs` batches
    /// of at least `target` seconds each, `finish` called at the end of every batch.
    static func rate(target: Double, runs: Int, operation: (Int) -> Void, finish: () -> Void) -> Double {
        var count = 1
        while true {
            let elapsed = time(count, operation, finish)
            if elapsed >= target { break }
            // Aim 20 % past the target; grow at most ×100 per step so a slow first call cannot overshoot.
            let scale = elapsed > 0 ? min(100, target / elapsed * 1.2) : 100
            count = max(count + 1, Int(Double(count) * scale))
        }
        var rates: [Double] = []
        for _ in 0..<max(1, runs) {
            rates.append(Double(count) / time(count, operation, finish))
        }
        rates.sort()
        return rates[rates.count / 2]
    }

    private static func time(_ count: Int, _ operation: (Int) -> Void, _ finish: () -> Void) -> Double {
        let start = now()
        for i in 0..<count { operation(i) }
        finish()
        return now() - start
    }
}
