// Vitrine — Apache License 2.0

extension ConvexPolygon {
    /// The smallest W kept when projecting: points nearer the viewer's plane than this
    /// would land thousands of pixels away (and at W ≤ 0 behind the viewer), so the
    /// source polygon is cut along the line W = `minimumW` first.
    public static let minimumW: CGFloat = 1.0 / 4096

    /// The four corners of `rect` mapped by `projection`, after cutting away the part of
    /// `rect` with W < `minimumW`; empty when all of it lies behind the viewer.
    public init(rect: CGRect, projection: ProjectiveTransform) {
        if let affine = projection.affineTransform {
            self.init(rect: rect, transform: affine)
            return
        }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        // W is linear in the source plane, so the cut is one Sutherland–Hodgman step.
        func w(_ p: CGPoint) -> CGFloat { p.x * projection.m13 + p.y * projection.m23 + projection.m33 - Self.minimumW }
        var kept: [CGPoint] = []
        var previous = corners[3]
        var previousW = w(previous)
        for current in corners {
            let currentW = w(current)
            if (currentW >= 0) != (previousW >= 0) {
                let t = previousW / (previousW - currentW)
                kept.append(CGPoint(x: previous.x + (current.x - previous.x) * t, y: previous.y + (current.y - previous.y) * t))
            }
            if currentW >= 0 { kept.append(current) }
            previous = current
            previousW = currentW
        }
        self.init(kept.count < 3 ? [] : kept.map { projection.apply(to: $0) })
    }
}
