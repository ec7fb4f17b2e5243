// Vitrine — Apache License 2.0

/// Vitrine defects the oracle found, reported to the rasterizer's owner (see each test).
enum OracleKnownIssue {
    /// Intersected antialiased clips are combined by multiplying their coverage masks; where
    /// two clip edges cross inside one pixel the product under-covers (two half-covering
    /// edges give 25 % where the true intersection may hold up to 50 %); Cairo intersects the
    /// clip polygons. Seen: Δ42 at the 3–4 pixels where a rotated rectangle clip meets a circle clip.
    static let clipMaskProduct = "raster: intersected clips multiply masks; under-covers where two clip edges cross in a pixel (see OracleKnownIssue.clipMaskProduct)"
}
