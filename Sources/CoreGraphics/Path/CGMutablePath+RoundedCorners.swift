// Vitrine — Apache License 2.0
// Rounded rectangles with a radius per corner, as Core Animation draws a layer's
// background, border and rounded clip. Circular corners are quarter circles. Continuous
// corners are Apple's smooth corner as it is commonly reverse-engineered from UIKit's
// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7 (PaintCode, "Code for iOS 7 rounded
// rectangles", 2013): three cubic Béziers joined by two short lines, leaving the side
// 1.52866483 radii before the corner. Where that reach does not fit in half the shorter
// side, the corner is drawn circular (UIKit then switches to other shapes; ours is the
// simplest faithful fallback, and meets the side at the same point as a capsule).

extension CGMutablePath {
    /// Adds `rect` with each corner rounded by its radius in `radii` (negative or NaN radii
    /// are 0; radii above half the shorter side are that half), clockwise in a y-down
    /// space from the top side, as a closed subpath.
    package func addRoundedRect(in rect: CGRect, radii: CornerRadii, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let limit = min(r.width, r.height) / 2
        func clamped(_ radius: CGFloat) -> CGFloat { radius.isNaN ? 0 : min(max(radius, 0), limit) }
        let radiusList = [clamped(radii.maxXMinY), clamped(radii.maxXMaxY), clamped(radii.minXMaxY), clamped(radii.minXMinY)]
        guard radiusList.contains(where: { $0 > 0 }) else { addRect(r, transform: transform); return }
        let continuous = radii.isContinuous && radiusList.allSatisfy { $0 * Self.continuousReach <= limit }
        // Corners clockwise from the top right: the corner point, the direction of the side
        // that arrives at it and of the side that leaves it.
        let corners: [CornerFrame] = [
            CornerFrame(corner: CGPoint(x: r.maxX, y: r.minY), arriving: CGPoint(x: 1, y: 0), leaving: CGPoint(x: 0, y: 1)),
            CornerFrame(corner: CGPoint(x: r.maxX, y: r.maxY), arriving: CGPoint(x: 0, y: 1), leaving: CGPoint(x: -1, y: 0)),
            CornerFrame(corner: CGPoint(x: r.minX, y: r.maxY), arriving: CGPoint(x: -1, y: 0), leaving: CGPoint(x: 0, y: -1)),
            CornerFrame(corner: CGPoint(x: r.minX, y: r.minY), arriving: CGPoint(x: 0, y: -1), leaving: CGPoint(x: 1, y: 0)),
        ]
        let steps = continuous ? Self.continuousCorner : Self.circularCorner
        let reach = continuous ? Self.continuousReach : 1
        // Start where the top-left corner's curve ends on the top side.
        let topLeft = radiusList[3]
        move(to: CGPoint(x: r.minX + topLeft * reach, y: r.minY), transform: transform)
        for (index, frame) in corners.enumerated() {
            let radius = radiusList[index]
            func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint { frame.point(a * radius, b * radius) }
            guard radius > 0 else { addLine(to: frame.corner, transform: transform); continue }
            addLine(to: point(reach, 0), transform: transform)
            for step in steps {
                if step.count == 2 {
                    addLine(to: point(step[0], step[1]), transform: transform)
                } else {
                    addCurve(to: point(step[4], step[5]), control1: point(step[0], step[1]),
                             control2: point(step[2], step[3]), transform: transform)
                }
            }
        }
        closeSubpath()
    }

    /// A corner of a rectangle walked clockwise: the corner point, the direction of the
    /// side arriving at it and of the side leaving it.
    private struct CornerFrame {
        var corner: CGPoint
        var arriving: CGPoint
        var leaving: CGPoint

        /// The point `a` back along the arriving side and `b` along the leaving side.
        func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            let x = corner.x - a * arriving.x + b * leaving.x
            let y = corner.y - a * arriving.y + b * leaving.y
            return CGPoint(x: x, y: y)
        }
    }

    /// How far a continuous corner reaches along each side, in radii.
    package static let continuousReach: CGFloat = 1.52866483

    /// A continuous corner after the line to its start, in radii (a back along the
    /// arriving side, b along the leaving side): curves as [c1a, c1b, c2a, c2b, a, b],
    /// lines as [a, b].
    private static let continuousCorner: [[CGFloat]] = [
        [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600],
        [0.63149399, 0.07491100],
        [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399],
        [0.06549600, 0.66993427],
        [0, 0.86840689, 0, 1.08849323, 0, 1.52866483],
    ]

    /// A quarter circle as one cubic, the usual 4(√2 − 1)/3 handle.
    private static let circularCorner: [[CGFloat]] = {
        let k: CGFloat = 4 * (2.0.squareRoot() - 1) / 3
        return [[1 - k, 0, 0, 1 - k, 0, 1]]
    }()
}
