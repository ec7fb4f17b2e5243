// Vitrine — Apache License 2.0

/// A path that can be built, element by element. Every building method takes a
/// `transform` applied to its points before they are added, as in Core Graphics.
public final class CGMutablePath: CGPath {
    /// Creates an empty mutable path.
    public override init() { super.init() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        append(.close)
    }

    /// Adds `rect` as a closed subpath: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect`: four cubic curves from (maxX, midY), closed.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
        let t = scale.concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: t)
        appendArcCurves(startAngle: 0, delta: 2 * .pi, transform: t)
        closeSubpath()
    }

    /// Adds `rect` with corners rounded by quarter ellipses of `cornerWidth` × `cornerHeight`
    /// (clamped to half the rectangle's size), as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = min(max(cornerWidth, 0), r.width / 2), ch = min(max(cornerHeight, 0), r.height / 2)
        guard cw > 0, ch > 0 else { addRect(r, transform: transform); return }
        // The corners are quarter arcs of an ellipse: a unit arc scaled by (cw, ch).
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) {
            let t = CGAffineTransform(a: cw, b: 0, c: 0, d: ch, tx: cx, ty: cy).concatenating(transform)
            appendArcCurves(startAngle: angle, delta: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        corner(r.maxX - cw, r.minY + ch, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        corner(r.maxX - cw, r.maxY - ch, from: 0)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        corner(r.minX + cw, r.maxY - ch, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        corner(r.minX + cw, r.minY + ch, from: .pi)
        closeSubpath()
    }

    /// Appends the elements of `path`, each point mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// Adds an arc of a circle. Angles are in radians from the positive x-axis toward the
    /// positive y-axis; `clockwise` is in Core Graphics' y-up sense (angles decreasing), so
    /// in a flipped, y-down context (UIKit's) `clockwise: true` appears counterclockwise.
    /// A line joins the current point to the arc's start when the path has one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) - twoPi }
            delta = max(delta, -twoPi)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) + twoPi }
            delta = min(delta, twoPi)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds an arc of `delta` radians (positive: angles increasing) starting at `startAngle`,
    /// with a line from the current point to the arc's start when the path has one.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        let r = abs(radius)
        let t = CGAffineTransform(a: r, b: 0, c: 0, d: r, tx: center.x, ty: center.y).concatenating(transform)
        let start = Self.unitCirclePoint(at: startAngle)
        if lastPoint == nil { move(to: start, transform: t) } else { addLine(to: start, transform: t) }
        appendArcCurves(startAngle: startAngle, delta: delta, transform: t)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, preceded by a line to the first
    /// tangent point. Degenerate input (no current point, collinear points, zero radius)
    /// adds a line to `tangent1End` instead, as Core Graphics does.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = lastPoint else { move(to: tangent1End, transform: transform); return }
        let p0 = current.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        var u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        guard radius > 0, lu > 0, lv > 0 else { addLine(to: p1, transform: transform); return }
        u = CGPoint(x: u.x / lu, y: u.y / lu); v = CGPoint(x: v.x / lv, y: v.y / lv)
        let cross = u.x * v.y - u.y * v.x
        let cosPhi = min(max(u.x * v.x + u.y * v.y, -1), 1)
        guard abs(cross) > 1e-12 else { addLine(to: p1, transform: transform); return }
        let phi = acos(cosPhi)  // the angle at tangent1End between the two lines
        let tangentDistance = radius / tan(phi / 2)
        let t1 = CGPoint(x: p1.x + u.x * tangentDistance, y: p1.y + u.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + v.x * tangentDistance, y: p1.y + v.y * tangentDistance)
        var bisector = CGPoint(x: u.x + v.x, y: u.y + v.y)
        let lb = hypot(bisector.x, bisector.y)
        bisector = CGPoint(x: bisector.x / lb, y: bisector.y / lb)
        let centerDistance = radius / sin(phi / 2)
        let center = CGPoint(x: p1.x + bisector.x * centerDistance, y: p1.y + bisector.y * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a2 - a1
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        addLine(to: t1, transform: transform)
        let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        appendArcCurves(startAngle: a1, delta: delta, transform: t)
    }

    /// Appends cubic curves approximating the unit-circle arc from `startAngle` by `delta`,
    /// mapped by `transform`; the current point must already be the arc's start.
    package func appendArcCurves(startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform) {
        guard delta != 0, delta.isFinite, startAngle.isFinite else { return }
        // At most 90° per curve; each uses the standard control distance 4/3·tan(θ/4),
        // whose radial error is below 0.03 % of the radius for a quarter circle.
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(count)
        // Quarter turns (rounded rectangles, circles) have the constant 4/3·tan(π/8) = 4/3·(√2 − 1).
        let k = abs(abs(step) - .pi / 2) < 1e-12 ? (step > 0 ? 1 : -1) * Self.quarterControl : 4 / 3 * tan(step / 4)
        var a = startAngle
        var start = Self.unitCirclePoint(at: a)
        for i in 0..<count {
            let b = i == count - 1 ? startAngle + delta : a + step
            let end = Self.unitCirclePoint(at: b)
            addCurve(to: end,
                     control1: CGPoint(x: start.x - k * start.y, y: start.y + k * start.x),
                     control2: CGPoint(x: end.x + k * end.y, y: end.y - k * end.x),
                     transform: transform)
            a = b
            start = end
        }
    }

    private static let quarterControl: CGFloat = 4 / 3 * (2.squareRoot() - 1)

    /// (cos θ, sin θ); exact at multiples of π/2, where arcs of rounded rectangles start and
    /// end (cos(π/2) is 6e-17 otherwise), and without the four calls there.
    private static func unitCirclePoint(at angle: CGFloat) -> CGPoint {
        let quarters = angle / (.pi / 2)
        let nearest = quarters.rounded()
        guard abs(quarters - nearest) < 1e-12, abs(nearest) < 1e9 else { return CGPoint(x: cos(angle), y: sin(angle)) }
        switch Int(nearest) & 3 {
        case 0: return CGPoint(x: 1, y: 0)
        case 1: return CGPoint(x: 0, y: 1)
        case 2: return CGPoint(x: -1, y: 0)
        default: return CGPoint(x: 0, y: -1)
        }
    }
}
