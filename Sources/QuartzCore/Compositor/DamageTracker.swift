// Vitrine — Apache License 2.0

/// Collects the screen rectangles that changed during a frame and merges them into a few
/// rectangles worth repainting and copying.
///
/// Two rectangles are merged when their union wastes little: repainting a few extra pixels
/// costs less than another pass over the layer list and another copy into the scanout
/// buffer. Past `maximumRectangles` the pairs that waste least are merged until that many
/// are left (past four times as many, everything collapses into one bounding rectangle),
/// so a frame never pays per-rectangle overhead without bound.
public struct DamageTracker {
    public var maximumRectangles: Int
    private var rectangles: [PixelRect] = []

    public init(maximumRectangles: Int = 8) {
        self.maximumRectangles = maximumRectangles
    }

    public var isEmpty: Bool { rectangles.isEmpty }

    public mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        rectangles.append(rect)
    }

    public mutating func removeAll() {
        rectangles.removeAll(keepingCapacity: true)
    }

    /// The damage as non-empty rectangles clipped to `bounds`, merged as described above.
    public func mergedRectangles(clippedTo bounds: PixelRect) -> [PixelRect] {
        var result = rectangles.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        var merged = true
        while merged {
            merged = false
            search: for i in result.indices {
                for j in result.indices where j > i {
                    if Self.shouldMerge(result[i], result[j]) {
                        result[i] = result[i].union(result[j])
                        result.remove(at: j)
                        merged = true
                        break search
                    }
                }
            }
        }
        if result.count > maximumRectangles * 4 {
            // So many separate changes are most of a full repaint: one pass is cheapest.
            return [result.reduce(PixelRect.zero) { $0.union($1) }]
        }
        while result.count > maximumRectangles {
            // Merge the pair whose union adds the fewest pixels, so ten small animating
            // views stay ten small areas rather than one rectangle spanning the screen.
            var best = (i: 0, j: 1, waste: Int.max)
            for i in result.indices {
                for j in result.indices where j > i {
                    let waste = result[i].union(result[j]).area - result[i].area - result[j].area
                    if waste < best.waste { best = (i, j, waste) }
                }
            }
            result[best.i] = result[best.i].union(result[best.j])
            result.remove(at: best.j)
        }
        return result
    }

    /// Merge when the union is at most a quarter larger than the two areas together, which
    /// also merges every overlapping or contained pair of similar rectangles.
    static func shouldMerge(_ a: PixelRect, _ b: PixelRect) -> Bool {
        if a.contains(b) || b.contains(a) { return true }
        let union = a.union(b).area
        return union * 4 <= (a.area + b.area) * 5
    }
}
