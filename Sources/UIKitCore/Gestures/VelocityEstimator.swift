// Vitrine — Apache License 2.0

/// Estimates how fast a value changes from its recent samples: the slope of a
/// least-squares line through the samples of the last `window` seconds.
///
/// A fit over several samples is steadier than the last two samples' difference,
/// which jumps with every uneven frame interval of a touch panel.
struct VelocityEstimator {
    /// How far back samples count: 0.1 s.
    static let window: Double = 0.1

    private var samples: [(time: Double, x: Double, y: Double)] = []

    /// The most samples kept: a 240 Hz panel gives 24 in the window. A device that sends
    /// thousands of frames with one timestamp must not make every fit longer.
    static let maximumSamples = 64

    /// Adds the value at `time`; drops samples older than the window (keeping two), and the
    /// oldest beyond `maximumSamples`.
    mutating func add(time: Double, x: Double, y: Double = 0) {
        if let last = samples.last, time < last.time { samples.removeAll() }
        samples.append((time, x, y))
        var expired = 0
        while samples.count - expired > 2, time - samples[expired].time > Self.window { expired += 1 }
        expired = max(expired, samples.count - Self.maximumSamples)
        if expired > 0 { samples.removeFirst(expired) }
    }

    /// Forgets the samples when the newest is older than the window at `time`: fingers
    /// that rested before lifting have no velocity.
    mutating func expireIfStale(at time: Double) {
        if let last = samples.last, time - last.time > Self.window { samples.removeAll() }
    }

    /// How many samples the fit uses now.
    var sampleCount: Int { samples.count }

    /// Forgets every sample (the value jumped on purpose).
    mutating func reset() {
        samples.removeAll()
    }

    /// The slope on each axis, in units per second; zero with fewer than two samples at
    /// distinct times.
    var velocity: (x: Double, y: Double) {
        guard samples.count >= 2 else { return (0, 0) }
        let n = Double(samples.count)
        let meanTime = samples.reduce(0) { $0 + $1.time } / n
        let meanX = samples.reduce(0) { $0 + $1.x } / n
        let meanY = samples.reduce(0) { $0 + $1.y } / n
        var varianceTime = 0.0, covarianceX = 0.0, covarianceY = 0.0
        for sample in samples {
            let dt = sample.time - meanTime
            varianceTime += dt * dt
            covarianceX += dt * (sample.x - meanX)
            covarianceY += dt * (sample.y - meanY)
        }
        guard varianceTime > 0 else { return (0, 0) }
        return (covarianceX / varianceTime, covarianceY / varianceTime)
    }
}
