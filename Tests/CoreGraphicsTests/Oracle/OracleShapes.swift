// Vitrine — Apache License 2.0
// Paths the oracle scenes share, built from plain arithmetic so each is easy to check.
import Foundation

enum OracleShapes {
    /// A regular star polygon with `points` tips joined every `step`th vertex (5 and 2 is a
    /// pentagram, whose centre is wound twice: filled by nonzero, a hole under even-odd).
    static func star(center: CGPoint, radius: CGFloat, points: Int = 5, step: Int = 2, tilt: CGFloat = 0) -> OraclePath {
        var path: OraclePath = []
        for i in 0..<points {
            let angle = -CGFloat.pi / 2 + tilt + CGFloat(i * step) * 2 * .pi / CGFloat(points)
            let x = center.x + radius * cos(angle), y = center.y + radius * sin(angle)
            path.append(i == 0 ? .move(x, y) : .line(x, y))
        }
        path.append(.close)
        return path
    }

    /// A closed polygon through `count` points from a seeded generator inside `bounds`.
    static func randomPolygon(count: Int, in bounds: CGRect, seed: UInt64) -> OraclePath {
        var generator = SeededGenerator(seed: seed)
        var path: OraclePath = []
        for i in 0..<count {
            let x = bounds.minX + generator.nextUnit() * bounds.width
            let y = bounds.minY + generator.nextUnit() * bounds.height
            path.append(i == 0 ? .move(x, y) : .line(x, y))
        }
        path.append(.close)
        return path
    }

    /// A rectangle with circular corners of `radius`, drawn clockwise on screen (y down).
    static func roundedRect(_ r: CGRect, radius: CGFloat) -> OraclePath {
        let half = CGFloat.pi / 2
        return [
            .move(r.minX + radius, r.minY),
            .arc(center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, start: -half, end: 0, clockwise: false),
            .arc(center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, start: 0, end: half, clockwise: false),
            .arc(center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, start: half, end: 2 * half, clockwise: false),
            .arc(center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, start: 2 * half, end: 3 * half, clockwise: false),
            .close,
        ]
    }

    /// A full circle as one arc.
    static func circle(center: CGPoint, radius: CGFloat) -> OraclePath {
        [.move(center.x + radius, center.y), .arc(center: center, radius: radius, start: 0, end: 2 * .pi, clockwise: false), .close]
    }

    /// An opaque white background over the whole canvas, so blending shows against something.
    static func background(_ width: Int, _ height: Int, _ color: OracleColor = .white) -> OracleOperation {
        .fill([.rect(CGRect(x: 0, y: 0, width: width, height: height))], .winding, color)
    }
}
