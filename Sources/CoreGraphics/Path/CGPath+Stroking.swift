// Vitrine — Apache License 2.0

extension CGPath {
    /// The outline a stroke of this path would paint, as a path to fill with the nonzero
    /// rule. Curves are flattened (to 0.05 units, scaled by `transform`) and the outline is
    /// made of lines; the outline is then mapped by `transform`.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let flat = PathFlattener.flatten(self, tolerance: PathFlattener.defaultTolerance)
        let style = StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        var outline = PathStroker.stroke(flat, style: style, tolerance: PathFlattener.defaultTolerance)
        for i in outline.points.indices { outline.points[i] = outline.points[i].applying(transform) }
        return outline.cgPath
    }

    /// This path cut into dashes of `lengths` (alternately painted and skipped), starting
    /// `phase` into the pattern, mapped by `transform`; curves come back as lines. An
    /// empty or all-zero pattern returns the path undashed.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let flat = PathFlattener.flatten(self, tolerance: PathFlattener.defaultTolerance)
        guard var dashed = PathDasher.dash(flat, phase: phase, lengths: lengths) else {
            var t = transform
            return copy(using: &t) ?? self
        }
        for i in dashed.points.indices { dashed.points[i] = dashed.points[i].applying(transform) }
        return dashed.cgPath
    }
}
