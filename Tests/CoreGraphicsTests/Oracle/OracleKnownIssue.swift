// Vitrine — Apache License 2.0

/// Vitrine defects the oracle found, reported to the rasterizer's owner (see each test).
enum OracleKnownIssue {
    /// The accumulation scan converter applies the fill rule to a pixel's summed signed area,
    /// so a pixel where the winding number reaches 2 on part of its area and 0 on another
    /// part (edges crossing inside the pixel; a stroke's overlapping pieces at inner joins,
    /// dash joins and flattened-curve joins) gets the average folded, not the true coverage:
    /// e.g. the inner corner pixel of a 9 px stroke on a rectangle at whole coordinates is
    /// 75 % covered (Cairo: 0.753), Vitrine fills it 100 %.
    /// Intersected antialiased clips are combined by multiplying their coverage masks; where
    /// two clip edges cross inside one pixel the product under-covers (two half-covering
    /// edges give 25 % where the true intersection may hold up to 50 %); Cairo intersects the
    /// clip polygons. Seen: Δ45 at the 3–4 pixels where a rotated rectangle clip meets a circle clip.
    static let clipMaskProduct = "raster: intersected clips multiply masks; under-covers where two clip edges cross in a pixel (see OracleKnownIssue.clipMaskProduct)"

    static let overlapFolding = "raster: fill rule applied to the pixel's summed area; overlaps inside one pixel over-cover (see OracleKnownIssue.overlapFolding)"
}
