// Vitrine — Apache License 2.0
//
// The tolerances the oracle tests state, and why each is what it is. None of them was
// widened to make a Vitrine result pass.

/// What two renderings may differ by and still count as the same picture.
public struct ComparisonTolerance: Sendable, CustomStringConvertible {
    /// Largest channel difference allowed where the reference is flat (3×3 neighbourhood of one colour).
    public var interior: Int
    /// Largest channel difference allowed anywhere else (edges, gradients).
    public var edge: Int
    /// Largest share of pixels, in percent of the image, that may differ at all.
    public var maxDifferingPercent: Double

    public init(interior: Int, edge: Int, maxDifferingPercent: Double) {
        self.interior = interior
        self.edge = edge
        self.maxDifferingPercent = maxDifferingPercent
    }

    public var description: String {
        "interiors within \(interior), edges within \(edge), at most \(maxDifferingPercent) % of pixels differing"
    }
}

extension ComparisonTolerance {
    /// Pixel-aligned opaque geometry: both renderers must produce the very same words.
    public static let exact = ComparisonTolerance(interior: 0, edge: 0, maxDifferingPercent: 0)

    /// Straight antialiased edges. Cairo 1.16's image backend samples coverage on a grid of
    /// 15 sub-rows per pixel (its "tor" scan converter), so its coverage of a sloped edge
    /// is quantized to 1/15 ≈ 17 levels, while Vitrine accumulates exact areas; 20 covers
    /// that plus one rounding of the blend. Interiors stay exact.
    public static func antialiased(percent: Double) -> ComparisonTolerance {
        ComparisonTolerance(interior: 0, edge: 20, maxDifferingPercent: percent)
    }

    /// Stroked axis-aligned rectangles. Cairo strokes them as boxes (its rectilinear stroker)
    /// whose edge pixels get exact areas from 24.8 fixed-point coordinates; Vitrine computes
    /// the same exact areas (RectangleFrame). They differ by the 1/256 snap of Cairo's
    /// coordinates and one rounding of the blend: 2 (measured: 1).
    public static func boxes(percent: Double) -> ComparisonTolerance {
        ComparisonTolerance(interior: 0, edge: 2, maxDifferingPercent: percent)
    }

    /// Straight antialiased edges in translucent colours. Cairo makes a translucent colour's
    /// premultiplied 8-bit channels by truncating 16-bit values (⌊(c·a·65535 + ½) / 256⌋), which
    /// can be one below the rounded c·a·255 Vitrine uses (30/255 at alpha 192/255: Cairo 22,
    /// Vitrine 23, exact 22.6); so interiors are within 1, and every pixel covered by such a
    /// colour may differ by that 1.
    public static let translucent = ComparisonTolerance(interior: 1, edge: 20, maxDifferingPercent: 100)

    /// Curves, arcs and round caps/joins: each library flattens them on its own (Cairo within
    /// its 0.1 px tolerance, Core Graphics approximates arcs by cubic Béziers as Cairo does,
    /// with other split points), so an edge may move by up to ~0.1 px (≈ 26 levels) on top
    /// of the 17 levels of sampling: 40. Interiors stay exact.
    public static func curved(percent: Double) -> ComparisonTolerance {
        ComparisonTolerance(interior: 0, edge: 40, maxDifferingPercent: percent)
    }
}
