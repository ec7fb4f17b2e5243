// Vitrine — Apache License 2.0

/// Cuts polylines into dashes: alternating painted and unpainted lengths, starting
/// `phase` into the pattern. Each subpath restarts the pattern, as in Core Graphics.
enum PathDasher {
    /// The dashes of `path`, as open polylines; nil when the pattern is empty, has a
    /// negative or non-finite length, or sums to zero (then the path is not dashed).
    static func dash(_ path: FlattenedPath, phase: CGFloat, lengths: [CGFloat]) -> FlattenedPath? {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else { return nil }
        // An odd count repeats the pattern twice so dashes and gaps alternate.
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let total = pattern.reduce(0, +)
        guard total > 0 else { return nil }
        var start = phase.truncatingRemainder(dividingBy: total)
        if start < 0 { start += total }
        var startIndex = 0
        while start >= pattern[startIndex] {
            start -= pattern[startIndex]
            startIndex = (startIndex + 1) % pattern.count
        }
        var out = FlattenedPath()
        for contour in path.contours {
            var points = Array(path.points[contour.range])
            if contour.isClosed, let first = points.first { points.append(first) }
            guard points.count >= 2 else { continue }
            var index = startIndex
            var remaining = pattern[index] - start  // left in the current dash or gap
            var on = index % 2 == 0
            var current: [CGPoint] = on ? [points[0]] : []
            func finishDash() {
                if current.count >= 2 {
                    let s = out.points.count
                    out.points.append(contentsOf: current)
                    out.contours.append(.init(range: s..<out.points.count, isClosed: false))
                }
                current.removeAll(keepingCapacity: true)
            }
            for i in 0..<(points.count - 1) {
                var a = points[i]
                let b = points[i + 1]
                var segment = hypot(b.x - a.x, b.y - a.y)
                while segment > remaining {
                    let t = remaining / segment
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { current.append(cut); finishDash() } else { current = [cut] }
                    segment -= remaining
                    a = cut
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    on = index % 2 == 0
                    if !on { current.removeAll(keepingCapacity: true) }
                }
                remaining -= segment
                if on { current.append(b) }
            }
            finishDash()
        }
        return out
    }
}
