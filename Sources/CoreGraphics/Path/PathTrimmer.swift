// Vitrine — Apache License 2.0
// Trimming by arc length, as Core Animation's strokeStart/strokeEnd do: the fractions are
// of the whole path's length (every subpath, closing segments included, one after the
// other), so 0.5 of a path with two equal subpaths is the end of the first. Lengths are
// measured on the flattened polylines, whose chords stay within the flattening tolerance
// of the curves; a circle's measured circumference is short of 2πr by far less than a pixel.

/// Cuts polylines to the part between two fractions of their total length.
enum PathTrimmer {
    /// The part of `path` from `start` to `end` (fractions of its length, clamped to 0...1)
    /// as open polylines; a closed subpath lying wholly inside stays closed (it keeps its
    /// join where it closes, with no caps). Empty when `start ≥ end` or the path has no length.
    static func trim(_ path: FlattenedPath, from start: CGFloat, to end: CGFloat) -> FlattenedPath {
        var offsets: [CGFloat] = []
        return trim(path, from: start, to: end, offsets: &offsets)
    }

    /// `trim`, also giving for each contour of the result how far along its subpath it
    /// starts: a dash pattern continued from there lies where it lay on the whole path.
    static func trim(_ path: FlattenedPath, from start: CGFloat, to end: CGFloat, offsets: inout [CGFloat]) -> FlattenedPath {
        offsets.removeAll()
        var out = FlattenedPath()
        let from = start.isNaN ? 0 : min(max(start, 0), 1), to = end.isNaN ? 1 : min(max(end, 0), 1)
        let total = length(of: path)
        guard from < to, total > 0, total.isFinite else { return out }
        let s = from * total, e = to * total
        var travelled: CGFloat = 0
        for contour in path.contours {
            var points = Array(path.points[contour.range])
            if contour.isClosed, let first = points.first { points.append(first) }
            let contourStart = travelled
            travelled += polylineLength(points)
            guard travelled > s, contourStart < e else { continue }
            if contour.isClosed, s <= contourStart, e >= travelled {
                if append(Array(path.points[contour.range]), closed: true, to: &out) { offsets.append(0) }
                continue
            }
            var piece: [CGPoint] = []
            var pieceOffset: CGFloat = 0
            var distance = contourStart
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1]
                let length = hypot(b.x - a.x, b.y - a.y)
                let d0 = distance, d1 = distance + length
                distance = d1
                guard d1 > s else { continue }
                if piece.isEmpty {
                    piece.append(point(a, b, at: s - d0, of: length))
                    pieceOffset = max(s, d0) - contourStart
                }
                if d1 >= e {
                    piece.append(point(a, b, at: e - d0, of: length))
                    break
                }
                piece.append(b)
            }
            if append(piece, closed: false, to: &out) { offsets.append(pieceOffset) }
        }
        return out
    }

    /// The total length of `path`'s polylines, closing segments included.
    static func length(of path: FlattenedPath) -> CGFloat {
        var total: CGFloat = 0
        for contour in path.contours {
            var points = Array(path.points[contour.range])
            if contour.isClosed, let first = points.first { points.append(first) }
            total += polylineLength(points)
        }
        return total
    }

    private static func polylineLength(_ points: [CGPoint]) -> CGFloat {
        guard points.count >= 2 else { return 0 }
        var length: CGFloat = 0
        for i in 1..<points.count { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
        return length
    }

    /// The point `offset` along the segment from `a` to `b` of length `length` (clamped to it).
    private static func point(_ a: CGPoint, _ b: CGPoint, at offset: CGFloat, of length: CGFloat) -> CGPoint {
        guard length > 0 else { return a }
        let t = min(max(offset / length, 0), 1)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// Adds a contour of two points or more; returns whether it did.
    @discardableResult
    private static func append(_ points: [CGPoint], closed: Bool, to out: inout FlattenedPath) -> Bool {
        guard points.count >= 2 else { return false }
        let first = out.points.count
        out.points.append(contentsOf: points)
        out.contours.append(.init(range: first..<out.points.count, isClosed: closed))
        return true
    }
}
