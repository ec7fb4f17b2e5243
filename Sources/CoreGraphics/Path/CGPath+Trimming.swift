// Vitrine — Apache License 2.0
// Not Core Graphics API: what CAShapeLayer's strokeStart and strokeEnd need (PathTrimmer).

extension CGPath {
    /// The part of the path from `start` to `end`, fractions of its arc length (0...1),
    /// as lines: curves are flattened to `tolerance` in the path's units first.
    package func trimmed(from start: CGFloat, to end: CGFloat,
                         tolerance: CGFloat = 0.05) -> CGPath {
        let flat = PathFlattener.flatten(self, tolerance: tolerance)
        return PathTrimmer.trim(flat, from: start, to: end).cgPath
    }

    /// The trimmed part as one path per piece, each with how far along its subpath it
    /// starts (for continuing a dash pattern where it lay on the whole path).
    package func trimmedPieces(from start: CGFloat, to end: CGFloat,
                               tolerance: CGFloat = 0.05) -> [(path: CGPath, offset: CGFloat)] {
        var offsets: [CGFloat] = []
        let trimmed = PathTrimmer.trim(PathFlattener.flatten(self, tolerance: tolerance), from: start, to: end, offsets: &offsets)
        return zip(trimmed.contours, offsets).map { contour, offset in
            var piece = FlattenedPath()
            piece.points = Array(trimmed.points[contour.range])
            piece.contours = [.init(range: 0..<piece.points.count, isClosed: contour.isClosed)]
            return (piece.cgPath, offset)
        }
    }

    /// The path's arc length, measured on its flattening to `tolerance`.
    package func arcLength(tolerance: CGFloat = 0.05) -> CGFloat {
        PathTrimmer.length(of: PathFlattener.flatten(self, tolerance: tolerance))
    }
}
