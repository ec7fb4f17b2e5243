// Vitrine — Apache License 2.0

/// Vitrine defects the oracle found, reported to the rasterizer's owner (see each test).
enum OracleKnownIssue {
    /// Intersected antialiased clips are combined by multiplying their coverage masks; where
    /// two clip edges cross inside one pixel the product under-covers (two half-covering
    /// edges give 25 % where the true intersection may hold up to 50 %); Cairo intersects the
    /// clip polygons. Seen: Δ42 at the 3–4 pixels where a rotated rectangle clip meets a circle clip.
    static let clipMaskProduct = "raster: intersected clips multiply masks; under-covers where two clip edges cross in a pixel (see OracleKnownIssue.clipMaskProduct)"

    /// The accumulation scan converter applies the fill rule to a pixel's summed signed area,
    /// so a pixel where the winding number is 2 on part of its area and 0 or 1 on another part
    /// gets the folded average instead of the true coverage. Seen where edges cross inside a
    /// pixel: the pentagram's inner vertices under even-odd (Δ34 at (50, 48) and (77, 48)),
    /// random polygons (up to Δ185), and two dashes whose round caps overlap at a rectangle's
    /// start corner (Δ72 at (14, 12): Vitrine 100 % red, Cairo ≈ 72 %). Earlier raster
    /// versions also over-covered stroke inner joins (a 9 px stroke's inner corner pixel, true
    /// coverage 75 %, Cairo 75.3 %, was 100 %); that is fixed as of this branch's merge.
    static let overlapFolding = "raster: fill rule applied to the pixel's summed area; overlaps inside one pixel over-cover (see OracleKnownIssue.overlapFolding)"
}
