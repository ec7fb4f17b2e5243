// Vitrine — Apache License 2.0

/// What the frame scheduler did since the app started, for the fleet's metrics.
package struct FrameStatistics: Sendable, Equatable {
    /// Upper bounds, in seconds, of the frame-time histogram's buckets (a last, unbounded
    /// bucket holds the rest): around one 60 Hz period, where a kiosk's frames live.
    package static let bucketBounds: [Double] = [0.001, 0.002, 0.004, 0.008, 0.016, 0.033, 0.066, 0.25]

    /// Frames run (layout, drawing, composition), whether or not a pixel changed.
    package var composed = 0
    /// Frames that reached the screen (their flip completed).
    package var presented = 0
    /// Presented frames that reached the screen a refresh period or more after the time
    /// their animations were computed for: a stutter the viewer could see.
    package var late = 0
    /// Refresh periods the screen kept showing the frame before a late one: a frame
    /// `n` (at least 1) whole periods past its due time dropped `n` frames at the display's rate.
    package var dropped = 0
    /// Frames by the time the main thread spent on them (layout, drawing, composition
    /// and handing the damage to the display): counts per bucket of `bucketBounds`, plus
    /// the unbounded one.
    package var frameTimeCounts = [Int](repeating: 0, count: FrameStatistics.bucketBounds.count + 1)
    /// The sum of all frame times, in seconds.
    package var frameTimeSum = 0.0

    package init() {}

    /// Counts a composed frame that took `seconds` of the main thread.
    package mutating func recordFrame(seconds: Double) {
        composed += 1
        let time = seconds.isFinite ? max(0, seconds) : 0
        frameTimeSum += time
        let bucket = Self.bucketBounds.firstIndex { time <= $0 } ?? Self.bucketBounds.count
        frameTimeCounts[bucket] += 1
    }

    /// Counts a frame that reached the screen `lateness` seconds after its due time, at
    /// `period` seconds a refresh: late, and dropping a frame each whole period, from one
    /// period on.
    package mutating func recordPresented(lateness: Double, period: Double) {
        presented += 1
        let periods = (lateness / period).rounded(.down)
        guard periods >= 1, periods.isFinite else { return }
        late += 1
        dropped += Int(min(periods, 1e9))
    }
}
