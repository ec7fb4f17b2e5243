// Vitrine — Apache License 2.0

extension CGPath {
    /// Whether `point` is inside the path (each subpath implicitly closed) under `rule`,
    /// after mapping the path by `transform`. Curves are flattened to 0.01 units.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let flat = PathFlattener.flatten(self, transform: transform, tolerance: 0.01)
        guard flat.isFinite else { return false }
        var winding = 0
        for contour in flat.contours where contour.range.count >= 2 {
            let first = contour.range.lowerBound
            for i in contour.range {
                let a = flat.points[i]
                let b = i + 1 < contour.range.upperBound ? flat.points[i + 1] : flat.points[first]
                // Crossings of the ray to +x, half-open in y so shared vertices count once.
                if a.y <= point.y && b.y > point.y {
                    if cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && a.y > point.y {
                    if cross(a, b, point) < 0 { winding -= 1 }
                }
            }
        }
        return rule == .evenOdd ? winding & 1 != 0 : winding != 0
    }

    /// Positive when `p` is left of a → b in a y-up frame (right of it on a y-down screen).
    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The smallest rectangle containing the path's points and curves, without control
    /// points that lie off the curves; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = PointBounds()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p); current = p
            case .quad(let c, let p):
                box.add(p)
                // The derivative 2[(c − p0) + t(p0 − 2c + p1)] vanishes at one t per axis.
                for t in [extremum(current.x, c.x, p.x), extremum(current.y, c.y, p.y)] where t > 0 && t < 1 {
                    let u = 1 - t
                    box.add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                    y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                for t in extrema(current.x, c1.x, c2.x, p.x) + extrema(current.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    box.add(CGPoint(x: w0 * current.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                                    y: w0 * current.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    private func extremum(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
        let d = a - 2 * b + c
        return d == 0 ? -1 : (a - b) / d
    }

    /// The t in (0, 1) where the cubic's derivative on one axis is zero.
    private func extrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // B'(t)/3 = a·t² + b·t + c with a = −p0 + 3p1 − 3p2 + p3, b = 2(p0 − 2p1 + p2), c = p1 − p0.
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a)); roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
