// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// Collects coverage into a dense grid.
struct GridSink: SpanSink {
    var width: Int
    var grid: [Int]
    var constantRuns = 0
    var perPixelRuns = 0
    var prefersJoinedRuns = false

    init(width: Int, height: Int) {
        self.width = width
        grid = Array(repeating: 0, count: width * height)
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        constantRuns += 1
        for i in 0..<count { grid[y * width + x + i] = Int(coverage) }
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        perPixelRuns += 1
        for i in 0..<count { grid[y * width + x + i] = Int(coverage[i]) }
    }
}

@Suite struct ScanConverterTests {
    private func render(_ path: CGPath, rule: CGPathFillRule = .winding, antialias: Bool = true, width: Int, height: Int) -> GridSink {
        var sink = GridSink(width: width, height: height)
        ScanConverter().fill(PathFlattener.flatten(path), rule: rule, antialias: antialias,
                             clip: PixelRect(x: 0, y: 0, width: width, height: height), sink: &sink)
        return sink
    }

    @Test func triangleCoverageSumsToItsArea() {
        // Triangle (1,1) (7,2) (3,6): shoelace area |−5 + 36 − 3| / 2 = 14 pixels = 14·255 coverage.
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 2), CGPoint(x: 3, y: 6)])
        let total = render(path, width: 8, height: 8).grid.reduce(0, +)
        // Each pixel rounds to the nearest 1/255: at most half a step each over 22 edge pixels.
        #expect(abs(total - 14 * 255) <= 11)
    }

    @Test func wideRectInteriorComesAsConstantRuns() {
        // 200 px wide: the interior between the edge groups is sent as one run per row.
        let sink = render(CGPath(rect: CGRect(x: 0.5, y: 0.5, width: 199, height: 3), transform: nil), width: 200, height: 5)
        #expect(sink.constantRuns >= 3)
        #expect(sink.grid[1 * 200 + 100] == 255)
        #expect(sink.grid[1 * 200 + 0] == 128)   // half covered: round(127.5)
        #expect(sink.grid[0 * 200 + 0] == 64)    // a quarter: round(63.75)
    }

    @Test func joinedRunsCoverThePixelsTheSeparateRunsCover() {
        // A receiver that prefers joined runs (a shader's blender) gets a row's runs and the
        // short stretches between them as one run: every pixel must get the same coverage.
        // A ring 40 px wide with a 16 px hole: its rows join, in fewer calls. A trapezoid
        // 199 px wide: its interior is longer than any joined stretch (ScanConverter.
        // joinedStretch) and still comes as one constant run per row.
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 2.3, y: 2.6, width: 40, height: 40))
        ring.addEllipse(in: CGRect(x: 14.3, y: 14.6, width: 16, height: 16))
        let wide = CGMutablePath()
        wide.addLines(between: [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 199.5, y: 0.5), CGPoint(x: 198.5, y: 3.5), CGPoint(x: 1.5, y: 3.5)])
        wide.closeSubpath()
        for rule in [CGPathFillRule.winding, .evenOdd] {
            for (path, width, height) in [(ring as CGPath, 45, 45), (wide as CGPath, 200, 5)] {
                var separate = GridSink(width: width, height: height)
                var joined = GridSink(width: width, height: height)
                joined.prefersJoinedRuns = true
                let clip = PixelRect(x: 0, y: 0, width: width, height: height)
                ScanConverter().fill(PathFlattener.flatten(path), rule: rule, antialias: true, clip: clip, sink: &separate)
                ScanConverter().fill(PathFlattener.flatten(path), rule: rule, antialias: true, clip: clip, sink: &joined)
                #expect(joined.grid == separate.grid, "\(width) px, \(rule)")
                let joinedCalls = joined.constantRuns + joined.perPixelRuns
                let separateCalls = separate.constantRuns + separate.perPixelRuns
                if width == 45 {
                    #expect(joinedCalls < separateCalls, "\(rule)")
                } else {
                    #expect(joined.constantRuns >= 3, "\(rule)")
                }
            }
        }
    }

    @Test func partsOutsideTheClipStillCoverThePixelsInside() {
        // A rect from x = −50 to 2.5: pixels 0 and 1 full, pixel 2 half.
        let sink = render(CGPath(rect: CGRect(x: -50, y: 0, width: 52.5, height: 1), transform: nil), width: 4, height: 1)
        #expect(sink.grid == [255, 255, 128, 0])
    }

    @Test func evenOddOfOverlappingSquaresEmptiesTheOverlap() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        path.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(render(path, rule: .evenOdd, width: 6, height: 6).grid[3 * 6 + 3] == 0)
        #expect(render(path, rule: .winding, width: 6, height: 6).grid[3 * 6 + 3] == 255)
    }

    @Test func aliasedFillCoversPixelsWhoseCentresAreInside() {
        // Rect 0.4…1.6: centres 0.5 and 1.5 inside, 2.5 outside.
        let sink = render(CGPath(rect: CGRect(x: 0.4, y: 0.4, width: 1.2, height: 1.2), transform: nil), antialias: false, width: 3, height: 3)
        #expect(sink.grid == [255, 255, 0, 255, 255, 0, 0, 0, 0])
    }

    @Test func rectangleFastPathAgreesWithEdgeAccumulation() {
        // The same rectangle as 4 corners (fast path) and with an extra point on its top
        // edge (general accumulation): coverage bytes agree within one rounding step.
        let rects = [CGRect(x: 0.3, y: 0.7, width: 5.2, height: 3.1), CGRect(x: 1.25, y: 1.5, width: 0.5, height: 0.25),
                     CGRect(x: -2, y: 2.5, width: 20, height: 0.4)]
        for r in rects {
            let general = CGMutablePath()
            general.addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
            let fast = render(CGPath(rect: r, transform: nil), width: 8, height: 6).grid
            let slow = render(general, width: 8, height: 6).grid
            #expect(zip(fast, slow).allSatisfy { abs($0 - $1) <= 1 }, "\(r): \(fast) vs \(slow)")
            #expect(fast.contains { $0 > 0 })
        }
    }

    @Test func edgeWhoseEndsDifferOnlyBelowFloatPrecisionIsSkipped() {
        // 1 and 1 + 1e-10 are distinct Doubles but the same Float: the top edge has no height.
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 1), CGPoint(x: 4, y: 1 + 1e-10), CGPoint(x: 4, y: 3), CGPoint(x: 0, y: 3)])
        let grid = render(path, width: 4, height: 4).grid
        #expect(grid[2 * 4 + 1] == 255)
        #expect(grid[0 * 4 + 1] == 0)
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func chainJumpingPastItsNeighboursAtAFlatSegmentKeepsItsOrder(rule: CGPathFillRule) {
        // The right side of the first contour runs down x = 1, then along y = 2 (a step too
        // flat for Float, so dropped) and down x = 6: below y = 2 it has jumped past both sides
        // of the second contour, a strip x = 3…4 wound the other way. There the two cancel
        // (winding 0), so pixel (3, 3) is empty under either rule; above, the strip alone fills.
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 6, y: 2 + 1e-10),
                                CGPoint(x: 6, y: 5), CGPoint(x: 0, y: 5)])
        path.closeSubpath()
        path.addLines(between: [CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 5), CGPoint(x: 4, y: 5), CGPoint(x: 4, y: 0)])
        path.closeSubpath()
        let grid = render(path, rule: rule, width: 7, height: 6).grid
        #expect(grid[3 * 7 + 3] == 0)
        #expect(grid[3 * 7 + 1] == 255 && grid[3 * 7 + 5] == 255)
        #expect(grid[1 * 7 + 3] == 255 && grid[1 * 7 + 1] == 0 && grid[1 * 7 + 0] == 255)
    }

    @Test func nonFiniteAndHugeCoordinatesDrawNothingOrClampWithoutCrashing() {
        let bad = CGMutablePath()
        bad.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 1, y: 1)])
        #expect(render(bad, width: 4, height: 4).grid.allSatisfy { $0 == 0 })
        let huge = CGPath(rect: CGRect(x: -1e30, y: -1e30, width: 2e30, height: 2e30), transform: nil)
        let hugeGrid = render(huge, width: 4, height: 4).grid
        #expect(hugeGrid.allSatisfy { $0 == 255 }, "\(hugeGrid)")
    }
}
