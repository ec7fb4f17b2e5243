// Vitrine — Apache License 2.0

/// A keyframe animation's `path` as straight pieces: each path element (line, curve,
/// close) flattened into short lines, with lengths, so a point can be found by element
/// and fraction of its length, or by fraction of the whole length (paced).
struct KeyframePath {
    /// One line of the flattened path, in the element it came from.
    private struct Piece {
        let start: CGPoint
        let end: CGPoint
        let element: Int
        var length: Double { Double(hypot(end.x - start.x, end.y - start.y)) }
    }

    private var pieces: [Piece] = []
    /// The points at the ends of the elements, the first point included.
    private(set) var vertices: [CGPoint] = []
    /// How many elements draw (every one but the moves).
    private(set) var elementCount = 0

    /// Lines per curve element: enough that the tangent turns smoothly at kiosk sizes.
    private static let curveSteps = 24

    init?(_ path: CGPath) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func add(_ points: [CGPoint]) {
            var from = current
            for point in points {
                pieces.append(Piece(start: from, end: point, element: elementCount))
                from = point
            }
            current = points.last ?? current
            vertices.append(current)
            elementCount += 1
        }
        path.forEach { type, points in
            switch type {
            case .moveToPoint:
                current = points[0]
                subpathStart = current
                if vertices.isEmpty { vertices.append(current) }
            case .addLineToPoint:
                add([points[0]])
            case .addQuadCurveToPoint:
                let p0 = current, c = points[0], p1 = points[1]
                add((1...Self.curveSteps).map { step in
                    let t = CGFloat(step) / CGFloat(Self.curveSteps), u = 1 - t
                    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                                   y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
                })
            case .addCurveToPoint:
                let p0 = current, c1 = points[0], c2 = points[1], p1 = points[2]
                add((1...Self.curveSteps).map { step in
                    let t = CGFloat(step) / CGFloat(Self.curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                                   y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
                })
            case .closeSubpath:
                add([subpathStart])
            @unknown default:
                break
            }
        }
        guard !vertices.isEmpty else { return nil }
    }

    /// The point and direction (radians from the x axis) at `fraction` of the length of
    /// `element` (nil: of the whole path).
    func point(atFraction fraction: Double, ofElement element: Int? = nil) -> (point: CGPoint, angle: CGFloat) {
        let chosen = element.map { e in pieces.filter { $0.element == e } } ?? pieces
        guard let first = chosen.first else { return (vertices[0], 0) }
        let total = chosen.reduce(0) { $0 + $1.length }
        var remaining = min(max(fraction, 0), 1) * total
        for (index, piece) in chosen.enumerated() {
            let length = piece.length
            if remaining <= length || index == chosen.count - 1 {
                let t = CGFloat(length > 0 ? min(remaining / length, 1) : 1)
                let point = CGPoint(x: piece.start.x + (piece.end.x - piece.start.x) * t,
                                    y: piece.start.y + (piece.end.y - piece.start.y) * t)
                return (point, Self.angle(of: piece, in: chosen))
            }
            remaining -= length
        }
        return (first.start, 0)
    }

    /// The direction of `piece`, or of the nearest piece with a length.
    private static func angle(of piece: Piece, in pieces: [Piece]) -> CGFloat {
        let moving = piece.length > 0 ? piece : (pieces.first { $0.length > 0 } ?? piece)
        return atan2(moving.end.y - moving.start.y, moving.end.x - moving.start.x)
    }
}
