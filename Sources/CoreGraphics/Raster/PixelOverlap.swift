// Vitrine — Apache License 2.0
// Axis-aligned shapes (rectangles, stroked rectangles, a rectangle multiplied into a clip
// shape) take their coverage from overlaps with the pixel grid rather than from edges. One
// place computes and rounds them, so every route gives a pixel the same byte: the deferred
// clip route (RectangleCoverageSink) is checked bit for bit against the mask route.

/// Coverage of axis-aligned edges over the pixel grid.
enum PixelOverlap {
    /// How much of pixel column (or row) `a`, which spans [a, a + 1), lies inside [lo, hi]: 0...1.
    @inline(__always)
    static func overlap(_ a: Int, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
        max(0, min(CGFloat(a &+ 1), hi) - max(CGFloat(a), lo))
    }

    /// A covered area in pixels (0...1; more clamps to 1) as a coverage byte, rounded to nearest.
    /// Without `UInt8(_:)`'s range checks: the clamped value lies in 0.5...255.5, whose floor
    /// (the truncation `UInt8(_:)` made) converts exactly (FloatingPoint+NearestWhole.swift).
    /// The checks were a third of a small stroked rectangle's run building.
    @inline(__always)
    static func byte(_ area: CGFloat) -> UInt8 {
        UInt8(truncatingIfNeeded: (Double(max(0, min(1, area))) * 255 + 0.5).nonNegativeFloor.nearestWhole)
    }

    /// The first pixel whose centre lies at or after `edge` (x + 0.5 ≥ edge): where a shape
    /// drawn without antialiasing that starts at `edge` begins, and one that ends there stops.
    @inline(__always)
    static func firstCentre(atOrAfter edge: CGFloat) -> Int {
        Int((edge - 0.5).rounded(.up))
    }
}
