// Vitrine — Apache License 2.0

/// A path reduced to polylines: what fills, strokes and hit tests consume.
struct FlattenedPath {
    /// One subpath: `points[range]`, and whether it was explicitly closed.
    struct Contour {
        var range: Range<Int>
        var isClosed: Bool
        /// The curve's direction where it starts and where it ends, when it was flattened
        /// from curves: a stroke's caps stand square to these, not to the first and last
        /// chords (which lean by half a chord's turn: an open full circle's two caps would
        /// leave a wedge between them). Nil: the chords are the path.
        var startTangent: CGPoint? = nil
        var endTangent: CGPoint? = nil
    }

    var points: [CGPoint] = []
    var contours: [Contour] = []

    /// The bounding box of every point, `.null` when empty.
    var bounds: CGRect {
        var box = PointBounds()
        for p in points { box.add(p) }
        return box.rect
    }

    /// False when a point is NaN or infinite: such a path draws nothing.
    var isFinite: Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// Adds `other`'s contours after this path's.
    mutating func append(_ other: FlattenedPath) {
        let base = points.count
        points.append(contentsOf: other.points)
        for contour in other.contours {
            var moved = contour
            moved.range = (contour.range.lowerBound + base)..<(contour.range.upperBound + base)
            contours.append(moved)
        }
    }
}

/// Turns curves into line segments whose distance from the true curve stays below a
/// tolerance, after mapping every point by a transform (so the tolerance is in the
/// space drawn into: device pixels for fills).
enum PathFlattener {
    /// The default tolerance in device pixels. Wang's bound is nearly tight, so chords sit
    /// close to the tolerance inside curves: at 0.1 a circle of radius 20 lost 6 px² of area
    /// and edge pixels differed from Cairo's by up to 30 levels; at 0.05 by up to 16.
    static let defaultTolerance: CGFloat = 0.05

    /// Flattens `path` mapped by `transform`; every subpath becomes one contour.
    static func flatten(_ path: CGPath, transform: CGAffineTransform = .identity, tolerance: CGFloat = defaultTolerance) -> FlattenedPath {
        var out = FlattenedPath()
        flatten(path, transform: transform, tolerance: tolerance, into: &out)
        return out
    }

    /// `flatten` into `out`, replacing what it held but keeping its storage (a context
    /// flattens every fill into the same buffers).
    static func flatten(_ path: CGPath, transform: CGAffineTransform = .identity, tolerance: CGFloat = defaultTolerance,
                        into out: inout FlattenedPath) {
        out.points.removeAll(keepingCapacity: true)
        out.contours.removeAll(keepingCapacity: true)
        // One point per element covers lines and polygons; curves grow it further. Growing
        // from empty reallocated several times per small shape.
        out.points.reserveCapacity(path.elements.count)
        var contourStart = 0
        var current = CGPoint.zero
        let tol = max(tolerance, 1e-3)
        var startTangent: CGPoint?, endTangent: CGPoint?
        func finish(closed: Bool) {
            if out.points.count > contourStart {
                out.contours.append(.init(range: contourStart..<out.points.count, isClosed: closed,
                                          startTangent: startTangent, endTangent: endTangent))
            }
            contourStart = out.points.count
            startTangent = nil
            endTangent = nil
        }
        /// Records an element's directions where it leaves the current point and where it
        /// arrives at its end: each the first of three candidates that is not a zero vector
        /// (a zero-length element has neither).
        func follow(leaving: (CGPoint, CGPoint, CGPoint), arriving: (CGPoint, CGPoint, CGPoint)) {
            guard let end = Self.firstDirection(arriving) else { return }
            if startTangent == nil { startTangent = Self.firstDirection(leaving) }
            endTangent = end
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = p.applying(transform)
                out.points.append(current)
            case .line(let p):
                let p1 = p.applying(transform)
                let chord = Self.vector(current, p1)
                follow(leaving: (chord, chord, chord), arriving: (chord, chord, chord))
                current = p1
                out.points.append(current)
            case .quad(let c, let p):
                let c1 = c.applying(transform), p1 = p.applying(transform)
                let chord = Self.vector(current, p1)
                follow(leaving: (Self.vector(current, c1), chord, chord), arriving: (Self.vector(c1, p1), chord, chord))
                appendQuad(current, c1, p1, tolerance: tol, into: &out.points)
                current = p1
            case .cubic(let c1, let c2, let p):
                let d1 = c1.applying(transform), d2 = c2.applying(transform), p1 = p.applying(transform)
                let chord = Self.vector(current, p1)
                follow(leaving: (Self.vector(current, d1), Self.vector(current, d2), chord),
                       arriving: (Self.vector(d2, p1), Self.vector(d1, p1), chord))
                appendCubic(current, d1, d2, p1, tolerance: tol, into: &out.points)
                current = p1
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
    }

    @inline(__always) private static func vector(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// The first of the vectors longer than the stroker's shortest segment (1e-9) and finite.
    private static func firstDirection(_ candidates: (CGPoint, CGPoint, CGPoint)) -> CGPoint? {
        @inline(__always) func isDirection(_ v: CGPoint) -> Bool {
            let length = (v.x * v.x + v.y * v.y).squareRoot()
            return length >= 1e-9 && length.isFinite
        }
        if isDirection(candidates.0) { return candidates.0 }
        if isDirection(candidates.1) { return candidates.1 }
        if isDirection(candidates.2) { return candidates.2 }
        return nil
    }

    /// Appends points on the quadratic (p0, c, p1), excluding p0. The segment count follows
    /// Wang's formula: n = ⌈√(‖p0 − 2c + p1‖ / (4·tolerance))⌉ bounds the chord error.
    static func appendQuad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, tolerance: CGFloat, into points: inout [CGPoint]) {
        let ddx = p0.x - 2 * c.x + p1.x, ddy = p0.y - 2 * c.y + p1.y
        let n = segmentCount((ddx * ddx + ddy * ddy).squareRoot() / (4 * tolerance))
        for i in 1..<n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                                  y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
        }
        points.append(p1)
    }

    /// Appends points on the cubic (p0, c1, c2, p1), excluding p0. Wang's formula for a
    /// cubic: n = ⌈√(3·M / (4·tolerance))⌉ with M the largest second difference.
    static func appendCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, tolerance: CGFloat, into points: inout [CGPoint]) {
        let ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y
        let bx = c1.x - 2 * c2.x + p1.x, by = c1.y - 2 * c2.y + p1.y
        let m = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let n = segmentCount(3 * m / (4 * tolerance))
        for i in 1..<n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            points.append(CGPoint(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                                  y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y))
        }
        points.append(p1)
    }

    /// ⌈√x⌉ segments, at least 1 and at most 10 000 (bad input must not hang the renderer).
    private static func segmentCount(_ x: CGFloat) -> Int {
        guard x.isFinite, x > 0 else { return 1 }
        return min(10_000, max(1, Int(x.squareRoot().rounded(.up))))
    }
}
