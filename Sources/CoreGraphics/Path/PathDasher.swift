// Vitrine — Apache License 2.0

/// Cuts polylines into dashes: alternating painted and unpainted lengths, starting
/// `phase` into the pattern. Each subpath restarts the pattern, as in Core Graphics.
enum PathDasher {
    /// The dashes of `path`, as open polylines; nil when the pattern is empty, has a
    /// negative or non-finite length, or sums to zero (then the path is not dashed).
    static func dash(_ path: FlattenedPath, phase: CGFloat, lengths: [CGFloat]) -> FlattenedPath? {
        var out = FlattenedPath()
        return dash(path, phase: phase, lengths: lengths, into: &out) ? out : nil
    }

    /// `dash` into `out`'s buffers (emptied first), which a context keeps between strokes:
    /// a dashed stroke allocates nothing once they are large enough. False, with `out`
    /// untouched, when the path is not dashed.
    static func dash(_ path: FlattenedPath, phase: CGFloat, lengths: [CGFloat], into out: inout FlattenedPath) -> Bool {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else { return false }
        // An odd count repeats the pattern twice so dashes and gaps alternate.
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let total = pattern.reduce(0, +)
        guard total > 0 else { return false }
        var start = phase.truncatingRemainder(dividingBy: total)
        if start < 0 { start += total }
        var startIndex = 0
        while start >= pattern[startIndex] {
            start -= pattern[startIndex]
            startIndex = (startIndex + 1) % pattern.count
        }
        out.points.removeAll(keepingCapacity: true)
        out.contours.removeAll(keepingCapacity: true)
        for contour in path.contours {
            // The contour's points, then its first again when it is closed.
            let first = contour.range.lowerBound, last = contour.range.count
            let count = last + (contour.isClosed && last > 0 ? 1 : 0)
            guard count >= 2 else { continue }
            func point(_ k: Int) -> CGPoint { path.points[k < last ? first + k : first] }
            var index = startIndex
            var remaining = pattern[index] - start  // left in the current dash or gap
            var on = index % 2 == 0
            // The dash being built is out.points[dashStart...] (empty in a gap).
            var dashStart = out.points.count
            if on { out.points.append(point(0)) }
            func finishDash() {
                if out.points.count - dashStart >= 2 {
                    out.contours.append(.init(range: dashStart..<out.points.count, isClosed: false))
                } else {
                    out.points.removeSubrange(dashStart...)
                }
                dashStart = out.points.count
            }
            for i in 0..<(count - 1) {
                var a = point(i)
                let b = point(i + 1)
                var segment = hypot(b.x - a.x, b.y - a.y)
                while segment > remaining {
                    let t = remaining / segment
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    out.points.append(cut)
                    if on { finishDash() }
                    segment -= remaining
                    a = cut
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    on = index % 2 == 0
                }
                remaining -= segment
                if on { out.points.append(b) }
            }
            finishDash()
        }
        return true
    }
}
