// Vitrine — Apache License 2.0

/// A chain crossing the sweep line: its current segment, its winding, and its part not yet
/// added (from height `from`, at x `fromX`, with turn `turn`).
struct SweepEdge {
    var segment: ChainSegment
    var cursor: Int          // the index of `segment`
    var segmentEnd: Int      // the end of the chain's segments
    /// What it adds to the winding number: ±1, or ± its path's weight (CoverageRule).
    var weight: Int
    /// The winding number left of it.
    var leftWinding: Int
    /// Its turn of the fill rule: +1 where it enters the fill, −1 where it leaves, 0 where
    /// neither (inside a shape under nonzero).
    var turn: Float
    var from: Float
    var fromX: Float

    /// x on the current segment at `y`, kept on the box by `maxX`.
    @inline(__always)
    func x(at y: Float, maxX: Float) -> Float { segment.x(at: y, maxX: maxX) }
}
