// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// Pixels where edges cross get their exact coverage, not the fill rule of their summed area.
@Suite struct ExactCoverageTests {
    private func render(_ points: [[CGPoint]], rule: CGPathFillRule, width: Int, height: Int) -> [Int] {
        let path = CGMutablePath()
        for contour in points { path.addLines(between: contour); path.closeSubpath() }
        var sink = GridSink(width: width, height: height)
        ScanConverter().fill(PathFlattener.flatten(path), rule: rule, antialias: true,
                             clip: PixelRect(x: 0, y: 0, width: width, height: height), sink: &sink)
        return sink.grid
    }

    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func bowTieCrossingPixelIsHalfCovered(rule: CGPathFillRule) {
        // (0,0) (5,5) (5,0) (0,5): the diagonals cross at (2.5, 2.5), the centre of pixel (2, 2),
        // and cut it into four quarters: left in the left lobe (winding −1), right in the right
        // lobe (+1), top and bottom outside. True coverage ½ → 128; the summed area is 0.
        let grid = render([[p(0, 0), p(5, 5), p(5, 0), p(0, 5)]], rule: rule, width: 6, height: 6)
        #expect(grid[2 * 6 + 2] == 128)
        #expect(grid[2 * 6 + 1] == 255)  // inside the left lobe
        #expect(grid[2 * 6 + 3] == 255)  // inside the right lobe
    }

    @Test(arguments: [(CGPathFillRule.winding, 191), (.evenOdd, 128)])
    func overlappingTrianglesCrossingPixel(rule: CGPathFillRule, expected: Int) {
        // Triangles (0,0) (5,5) (0,5) and (5,0) (5,5) (0,5), both winding −1. Pixel (2, 2)'s
        // quarters: left in the first only, right in the second only, bottom in both (−2), top
        // in neither. Nonzero: ¾ → 191; even-odd: ½ → 128. The summed area −1 gave 255 for both.
        let grid = render([[p(0, 0), p(5, 5), p(0, 5)], [p(5, 0), p(5, 5), p(0, 5)]], rule: rule, width: 6, height: 6)
        #expect(grid[2 * 6 + 2] == expected)
    }

    @Test(arguments: [(CGPathFillRule.winding, 223), (.evenOdd, 159)])
    func overlappingSquaresCornerPixel(rule: CGPathFillRule, expected: Int) {
        // Squares (1,1)…(3.75,3.75) and (3.25,3.25)…(6,6), wound alike: in pixel (3, 3) each
        // covers 0.75² = 0.5625 and they overlap on 0.5² = 0.25 (winding 2), so 0.3125 + 0.3125
        // has winding 1 and 0.125 neither. Nonzero: 0.875 → 223; even-odd: 0.625 → 159. The
        // summed area 1.125 gave 255 and 223. The crossings are of vertical and horizontal edges.
        let grid = render([[p(1, 1), p(3.75, 1), p(3.75, 3.75), p(1, 3.75)], [p(3.25, 3.25), p(6, 3.25), p(6, 6), p(3.25, 6)]],
                          rule: rule, width: 7, height: 7)
        #expect(grid[3 * 7 + 3] == expected)
    }

    @Test(arguments: [(UInt64(3), CGPathFillRule.winding), (7, .evenOdd), (11, .winding), (12, .evenOdd)])
    func randomPolygonMatchesPointSampling(seed: UInt64, rule: CGPathFillRule) {
        // Twelve random vertices in 12×12 pixels cross each other dozens of times. Reference:
        // 64×64 point samples per pixel, each inside by its winding number; a sample grid is off
        // by at most one row or column of samples per edge (1/64 of a pixel ≈ 4 levels) plus
        // the byte rounding, so every pixel must be within 6 levels.
        let (_, pixels) = randomPolygonAgainstSampling(vertices: 12, size: 12, margin: 0.5, seed: seed, rule: rule, samples: 64)
        #expect(pixels.map { abs($0.rendered - $0.reference) }.max()! <= 6)
    }

    @Test(arguments: [(UInt64(5), CGPathFillRule.winding), (9, .evenOdd)])
    func denseRandomPolygonMatchesPointSampling(seed: UInt64, rule: CGPathFillRule) {
        // Forty random vertices in 8×8 pixels (the benchmark's densest polygon): chains start
        // and end in every row and cross each other hundreds of times. Reference: 96×96 point
        // samples per pixel. A straight edge of length L inside a pixel misplaces at most the
        // samples within half a diagonal step (√2/2 · 1/96) of it: an area under L · √2/96 ≤
        // 2/96 of the pixel (L ≤ √2), 5.3 levels. So a pixel crossed by n edges must be within
        // 1 + 5.3·n levels, and the whole grid within 2 levels on average.
        let (vertices, pixels) = randomPolygonAgainstSampling(vertices: 40, size: 8, margin: 0.2, seed: seed, rule: rule, samples: 96)
        var totalError = 0
        for (x, y, rendered, reference) in pixels {
            let edges = vertices.indices.filter { i in
                Self.segment(vertices[i], vertices[(i + 1) % vertices.count], meets: CGRect(x: x, y: y, width: 1, height: 1))
            }.count
            let error = abs(rendered - reference)
            totalError += error
            #expect(Double(error) <= 1 + 5.3 * Double(edges), "pixel (\(x), \(y)) crossed by \(edges) edges: \(rendered) vs \(reference)")
        }
        #expect(totalError <= 2 * 64, "total error \(totalError)")
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func thinConvexRingMatchesPointSampling(rule: CGPathFillRule) {
        // A stroked circle's outline: a 24-gon of radius 5 and, reversed, one of radius 4.6
        // inside it. The ring is 0.4 px thin, so many pixels hold both an outer and an inner
        // edge (parts outside, in the ring and in the hole); its winding numbers are 0 and 1
        // only, and its edge areas are summed without the row walk. Reference and bound as in
        // denseRandomPolygonMatchesPointSampling: 1 + 5.3 levels per edge crossing the pixel.
        let center = p(6.3, 6.2)
        func polygon(_ radius: CGFloat, reversed: Bool) -> [CGPoint] {
            let points = (0..<24).map { k in
                let angle = CGFloat(k) * 2 * .pi / 24 + 0.1
                return p(center.x + radius * cos(angle), center.y + radius * sin(angle))
            }
            return reversed ? points.reversed() : points
        }
        let contours = [polygon(5, reversed: false), polygon(4.6, reversed: true)]
        let grid = render(contours, rule: rule, width: 13, height: 13)
        for y in 0..<13 {
            for x in 0..<13 {
                let edges = contours.reduce(0) { count, contour in
                    count + contour.indices.filter { i in
                        Self.segment(contour[i], contour[(i + 1) % contour.count], meets: CGRect(x: x, y: y, width: 1, height: 1))
                    }.count
                }
                let reference = Self.sampledCoverage(x: x, y: y, samples: 96, of: contours, rule: rule)
                #expect(Double(abs(grid[y * 13 + x] - reference)) <= 1 + 5.3 * Double(edges),
                        "pixel (\(x), \(y)): \(grid[y * 13 + x]) vs \(reference)")
            }
        }
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func overlappingConvexContoursTurningOppositeWays(rule: CGPathFillRule) {
        // Squares (1,1)…(3.75,3.75) and, wound the other way, (3.25,3.25)…(6,6): two convex
        // contours turning opposite ways, like a ring's, but neither inside the other. In pixel
        // (3, 3) the first alone covers 0.3125 (winding 1), the second alone 0.3125 (−1), both
        // 0.25 (0): 0.625 → 159 under either rule. Summed areas would cancel to 0.
        let grid = render([[p(1, 1), p(3.75, 1), p(3.75, 3.75), p(1, 3.75)], [p(3.25, 3.25), p(3.25, 6), p(6, 6), p(6, 3.25)]],
                          rule: rule, width: 7, height: 7)
        #expect(grid[3 * 7 + 3] == 159)
    }

    /// Whether the segment from `a` to `b` passes through `box` (clipped to it, Liang–Barsky).
    private static func segment(_ a: CGPoint, _ b: CGPoint, meets box: CGRect) -> Bool {
        var t0: CGFloat = 0, t1: CGFloat = 1
        let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
        for (p, q) in [(-d.x, a.x - box.minX), (d.x, box.maxX - a.x), (-d.y, a.y - box.minY), (d.y, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            }
        }
        return t0 <= t1
    }

    /// A seeded random polygon of `vertices` points inside a size × size canvas (kept `margin`
    /// from its sides), filled, and each pixel's coverage beside its point-sampled reference.
    private func randomPolygonAgainstSampling(vertices count: Int, size: Int, margin: CGFloat, seed: UInt64, rule: CGPathFillRule,
                                              samples: Int) -> (vertices: [CGPoint], pixels: [(x: Int, y: Int, rendered: Int, reference: Int)]) {
        var random = SeededGenerator(seed: seed)
        let span = CGFloat(size) - 2 * margin
        let vertices = (0..<count).map { _ in p(margin + span * random.nextUnit(), margin + span * random.nextUnit()) }
        let grid = render([vertices], rule: rule, width: size, height: size)
        let pixels = (0..<size * size).map { i in
            (x: i % size, y: i / size, rendered: grid[i],
             reference: Self.sampledCoverage(x: i % size, y: i / size, samples: samples, of: [vertices], rule: rule))
        }
        return (vertices, pixels)
    }

    /// Pixel (x, y)'s coverage by `polygons` (one path) as 0…255 from samples × samples point
    /// samples, each inside by its winding number under `rule`.
    private static func sampledCoverage(x: Int, y: Int, samples: Int, of polygons: [[CGPoint]], rule: CGPathFillRule) -> Int {
        var inside = 0
        for sy in 0..<samples {
            for sx in 0..<samples {
                let point = CGPoint(x: CGFloat(x) + (CGFloat(sx) + 0.5) / CGFloat(samples),
                                    y: CGFloat(y) + (CGFloat(sy) + 0.5) / CGFloat(samples))
                let w = polygons.reduce(0) { $0 + winding(of: point, in: $1) }
                if rule == .evenOdd ? w & 1 != 0 : w != 0 { inside += 1 }
            }
        }
        return (inside * 255 + samples * samples / 2) / (samples * samples)
    }

    /// The winding number of a closed polygon around `point` (crossings of the ray to +x).
    private static func winding(of point: CGPoint, in polygon: [CGPoint]) -> Int {
        var w = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            if (a.y <= point.y) != (b.y <= point.y) {
                let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
                if x > point.x { w += a.y < b.y ? 1 : -1 }
            }
        }
        return w
    }
}
