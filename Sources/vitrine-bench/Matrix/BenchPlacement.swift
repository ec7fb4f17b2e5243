// Vitrine — Apache License 2.0
import Foundation

/// Where and how one operation of a case draws: the same list feeds both renderers. Plain
/// data (its vertices live in `BenchPlacements`), so the timed loop reads one without
/// reference counting.
struct BenchPlacement {
    /// The shape's box in user space (for rotated shapes, centred on the origin after `center`).
    var box: CGRect
    /// For rotated shapes: the centre to translate to and the angle to rotate by.
    var center: CGPoint
    var angle: CGFloat
    /// Straight red, green, blue, alpha in 0…1.
    var color: (CGFloat, CGFloat, CGFloat, CGFloat)
    /// Vertices of polygons and triangles, inside `box`; owned by the `BenchPlacements`.
    var points: UnsafeBufferPointer<CGPoint>
    /// Corner radius of rounded rectangles.
    var radius: CGFloat
}

/// The placements of one case and the storage of their vertices, which lives as long as
/// this list (renderers keep it while they draw the case).
final class BenchPlacements {
    let items: [BenchPlacement]
    private let vertices: UnsafeMutableBufferPointer<CGPoint>

    /// `count` placements for `shape` at `size` inside a `width × height` canvas, from `seed`.
    init(_ shape: BenchShape, size: Int, count: Int, width: Int, height: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let s = CGFloat(size)
        let perShape = shape.polygonVertices ?? 0
        let vertices = UnsafeMutableBufferPointer<CGPoint>.allocate(capacity: max(1, count * perShape))
        items = (0..<count).map { index in
            var x = random.unit() * (CGFloat(width) - s - 2) + 1
            var y = random.unit() * (CGFloat(height) - s - 2) + 1
            if shape == .fillRectAligned { (x, y) = (x.rounded(.down), y.rounded(.down)) }
            let color = (random.unit(), random.unit(), random.unit(), 0.5 + random.unit() * 0.5)
            let angle = random.unit() * 2 * .pi
            let radius = s * (0.1 + 0.3 * random.unit())
            let first = index * perShape
            for k in 0..<perShape {
                (vertices.baseAddress! + first + k).initialize(to: CGPoint(x: x + random.unit() * s, y: y + random.unit() * s))
            }
            let points = UnsafeBufferPointer(start: vertices.baseAddress! + first, count: perShape)
            var box = CGRect(x: x, y: y, width: s, height: s)
            let center = CGPoint(x: box.midX, y: box.midY)
            if shape == .fillRectRotated { box = CGRect(x: -s / 2, y: -s / 2, width: s, height: s) }
            return BenchPlacement(box: box, center: center, angle: angle, color: color, points: points, radius: radius)
        }
        self.vertices = vertices
    }

    deinit { vertices.deallocate() }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): seeded, so every run and both renderers draw
/// the same shapes at the same places.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in [0, 1).
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}
