// Vitrine — Apache License 2.0

/// Collects the screen rectangles that changed during a frame and merges them into a few
/// rectangles worth repainting and copying.
///
/// Two rectangles are merged when their union wastes little: repainting a few extra pixels
/// costs less than another pass over the layer list and another copy into the scanout
/// buffer. Past `maximumRectangles` everything collapses into one bounding rectangle, so
/// a frame never pays per-rectangle overhead without bound.
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
        if result.count > maximumRectangles {
            return [result.reduce(PixelRect.zero) { $0.union($1) }]
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
