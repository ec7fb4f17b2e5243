// Vitrine — Apache License 2.0

/// A convex polygon in pixel space: a transformed rectangle, and what is left of it after
/// clipping by other convex shapes.
///
/// Layers are rectangles under affine transforms, and clips by `masksToBounds` are too,
/// so clipping one convex polygon by another (Sutherland–Hodgman) covers every case the
/// compositor meets without a general path clipper. The vertices may wind either way.
public struct ConvexPolygon: Equatable, Sendable {
    public var points: [CGPoint]

    public init(_ points: [CGPoint]) {
        self.points = points
    }

    /// The four corners of `rect` mapped by `transform`, in order.
    public init(rect: CGRect, transform: CGAffineTransform) {
        // One array, made in place: the compositor makes several of these per layer per frame.
        self.points = [
            CGPoint(x: rect.minX, y: rect.minY).applying(transform), CGPoint(x: rect.maxX, y: rect.minY).applying(transform),
            CGPoint(x: rect.maxX, y: rect.maxY).applying(transform), CGPoint(x: rect.minX, y: rect.maxY).applying(transform),
        ]
    }

    public var isEmpty: Bool { points.count < 3 || abs(signedArea) < 1e-9 }

    /// Twice-halved shoelace area; positive when the vertices run clockwise on a y-down screen.
    public var signedArea: CGFloat {
        var sum: CGFloat = 0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    /// True when the polygon is an axis-aligned rectangle, the compositor's fast case.
    public var axisAlignedRect: CGRect? {
        guard points.count == 4 else { return nil }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return nil }
        for i in 0..<4 {
            let p = points[i], q = points[(i + 1) % 4]
            if p.x != q.x && p.y != q.y { return nil }
        }
        return boundingBox
    }

    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The pixels the polygon touches, rounded outward.
    public var pixelBounds: PixelRect {
        guard !isEmpty else { return .zero }
        let box = boundingBox
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        let x1 = Int(box.maxX.rounded(.up)), y1 = Int(box.maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The part of this polygon inside `rect`.
    public func clipped(to rect: PixelRect) -> ConvexPolygon {
        let r = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        return clipped(to: ConvexPolygon(rect: r, transform: .identity))
    }

    /// The part of this polygon inside `clip`, which must be convex.
    public func clipped(to clip: ConvexPolygon) -> ConvexPolygon {
        guard !isEmpty, !clip.isEmpty else { return ConvexPolygon([]) }
        // Keep the side of each clip edge where the clip's interior lies, whatever its winding.
        let orientation: CGFloat = clip.signedArea > 0 ? 1 : -1
        // Already inside (a layer within its parent's bounds or the screen, most layers):
        // every edge would keep every vertex in order, so the result is this polygon.
        if isInside(clip, orientation: orientation) { return self }
        // Two buffers taking turns as each edge's input and output: one allocation each,
        // however many edges the clip has.
        var output = points
        var input: [CGPoint] = []
        input.reserveCapacity(points.count + clip.points.count)
        output.reserveCapacity(points.count + clip.points.count)
        for i in clip.points.indices {
            let a = clip.points[i], b = clip.points[(i + 1) % clip.points.count]
            func side(_ p: CGPoint) -> CGFloat {
                orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
            }
            swap(&input, &output)
            output.removeAll(keepingCapacity: true)
            guard !input.isEmpty else { break }
            var previous = input[input.count - 1]
            var previousSide = side(previous)
            for current in input {
                let currentSide = side(current)
                if currentSide >= 0 {
                    if previousSide < 0 { output.append(intersection(previous, previousSide, current, currentSide)) }
                    output.append(current)
                } else if previousSide >= 0 {
                    output.append(intersection(previous, previousSide, current, currentSide))
                }
                previous = current
                previousSide = currentSide
            }
        }
        return ConvexPolygon(output)
    }

    /// Whether every vertex lies on the inner side of every edge of `clip` (or on it), by
    /// the same test the clipping loop applies (a NaN side counts as outside, as there).
    private func isInside(_ clip: ConvexPolygon, orientation: CGFloat) -> Bool {
        let edges = clip.points
        for i in edges.indices {
            let a = edges[i], b = edges[i + 1 == edges.count ? 0 : i + 1]
            for p in points where !(orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) >= 0) {
                return false
            }
        }
        return true
    }

    private func intersection(_ p: CGPoint, _ sp: CGFloat, _ q: CGPoint, _ sq: CGFloat) -> CGPoint {
        let t = sp / (sp - sq)
        return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
