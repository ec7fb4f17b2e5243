// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct RectangleFrameTests {
    private func render(_ frame: RectangleFrame, antialias: Bool = true, width: Int, height: Int) -> GridSink {
        var sink = GridSink(width: width, height: height)
        let box = ScanConverter.pixelBox(of: frame.outer, within: PixelRect(x: 0, y: 0, width: width, height: height))
        frame.fill(antialias: antialias, box: box, sink: &sink)
        return sink
    }

    @Test func coverageSumsToTheFramesArea() throws {
        // Rect (3.3, 2.6) 20.5 × 11.25 stroked 2.5 wide: outer 23 × 13.75 = 316.25 px²,
        // inner 18 × 8.75 = 157.5 px², frame 158.75 px².
        let frame = try #require(RectangleFrame(stroking: CGRect(x: 3.3, y: 2.6, width: 20.5, height: 11.25),
                                                halfWidth: 1.25, halfHeight: 1.25))
        let grid = render(frame, width: 32, height: 24).grid
        // Each pixel rounds to the nearest 1/255: at most half a step for each of the 768 pixels.
        let total = grid.reduce(0, +)
        #expect(abs(Double(total) - 158.75 * 255) <= 0.5 * Double(grid.filter { $0 != 0 && $0 != 255 }.count))
        // Row 6 crosses the hole: pixel 9 lies inside it (inner x 4.55…22.55, y 3.85…12.6).
        #expect(grid[6 * 32 + 9] == 0)
        // Pixel (3, 6): the outer edge at x = 2.05 is left of it, the inner at 4.55 right of it: full.
        #expect(grid[6 * 32 + 3] == 255)
        // Pixel (4, 6): covered from 4 to 4.55 by the left side: 0.55 × 255 = 140.25 → 140.
        #expect(grid[6 * 32 + 4] == 140)
        // Pixel (2, 1): outer corner, x from 2.05 (0.95) and y from 1.35 (0.65): 0.6175 × 255 = 157.5 ± rounding of the inputs.
        #expect((157...158).contains(grid[1 * 32 + 2]))
    }

    @Test func strokesWiderThanTheRectangleFillItsOuterBox() throws {
        let frame = try #require(RectangleFrame(stroking: CGRect(x: 4, y: 4, width: 2, height: 6), halfWidth: 2, halfHeight: 2))
        #expect(frame.inner == nil)
        let grid = render(frame, width: 12, height: 16).grid
        #expect(grid.reduce(0, +) == 6 * 10 * 255)
    }

    @Test func aliasedFramesTakePixelsWhoseCentresAreInside() throws {
        // Outer 1.2…8.8 × 1.2…6.8 holds centres x 2…8 (1.5…8.5 < 8.8), y 1…6; inner 3.2…6.8 × 3.2…4.8 holds x 3…6, y 3…4.
        let frame = try #require(RectangleFrame(stroking: CGRect(x: 2.2, y: 2.2, width: 5.6, height: 3.6), halfWidth: 1, halfHeight: 1))
        let grid = render(frame, antialias: false, width: 10, height: 8).grid
        for y in 0..<8 {
            for x in 0..<10 {
                let inOuter = (1...8).contains(x) && (1...6).contains(y)
                let inInner = (3...6).contains(x) && (3...4).contains(y)
                #expect(grid[y * 10 + x] == (inOuter && !inInner ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    /// The frame path and the general stroker (outline of the stroke, then area accumulation)
    /// are two computations of the same exact areas: they agree within one rounding step.
    @Test(arguments: [
        (CGRect(x: 10.3, y: 7.7, width: 40.25, height: 21.6), CGFloat(2), CGAffineTransform.identity),
        (CGRect(x: 5, y: 5, width: 30, height: 20), CGFloat(9), CGAffineTransform.identity),
        (CGRect(x: 3.1, y: 2.9, width: 12, height: 9), CGFloat(1.5), CGAffineTransform(a: 2.5, b: 0, c: 0, d: -1.75, tx: 4.2, ty: 60.3)),
        (CGRect(x: 20, y: 20, width: 3, height: 3), CGFloat(5), CGAffineTransform.identity),
    ])
    func matchesTheGeneralStroker(rect: CGRect, lineWidth: CGFloat, ctm: CGAffineTransform) throws {
        func draw(_ generic: Bool) -> Bitmap {
            let bitmap = Bitmap(width: 72, height: 64)!
            bitmap.fill(bitmap.bounds, with: 0xFFFF_FFFF)
            let context = CGContext(bitmap: bitmap)
            context.concatenate(ctm)
            context.setLineWidth(lineWidth)
            context.setStrokeColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.9)
            let path = CGMutablePath()
            path.addRect(rect, transform: ctm)
            if generic {
                // The outline is itself recognized as a frame (rectangleFrame); a third,
                // empty contour keeps it on the general accumulation.
                var outline = context.withStrokeOutline(of: path) { $0 }
                // (A stroke wider than the rectangle leaves no hole: its outline is no frame.)
                #expect((outline.rectangleFrame(rule: .winding) != nil) == (lineWidth < min(rect.width, rect.height)))
                outline.points.append(contentsOf: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 1), CGPoint(x: 1, y: 1)])
                outline.contours.append(.init(range: (outline.points.count - 3)..<outline.points.count, isClosed: true))
                #expect(outline.rectangleFrame(rule: .winding) == nil)
                context.fillDevice(outline, rule: .winding, shader: context.strokeShader)
            } else {
                #expect(context.strokedRectangleFrame(of: path) != nil)
                context.strokeDevice(path)
            }
            return bitmap
        }
        let frame = draw(false), general = draw(true)
        var largest = 0
        for y in 0..<64 {
            for x in 0..<72 {
                let a = frame[x, y], b = general[x, y]
                for shift in stride(from: 0, through: 24, by: 8) {
                    largest = max(largest, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        #expect(largest <= 1)
    }

    /// Two axis-aligned rectangles, one inside the other, fill as a frame when the rule leaves
    /// the ring: opposite windings under nonzero, any under even-odd. Repeated points and
    /// points in the middle of a side do not matter; anything else is not a frame.
    @Test func pathsOfTwoNestedRectanglesAreFrames() throws {
        func path(_ contours: [[CGPoint]]) -> FlattenedPath {
            let p = CGMutablePath()
            for c in contours { p.addLines(between: c); p.closeSubpath() }
            return PathFlattener.flatten(p)
        }
        let outer = [CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 1), CGPoint(x: 9, y: 7), CGPoint(x: 1, y: 7)]
        let innerClockwise = [CGPoint(x: 3, y: 3), CGPoint(x: 5, y: 3), CGPoint(x: 6, y: 3), CGPoint(x: 6, y: 3),
                              CGPoint(x: 6, y: 5), CGPoint(x: 3, y: 5)]
        let innerCounter = Array(innerClockwise.reversed())
        let frame = try #require(path([outer, innerCounter]).rectangleFrame(rule: .winding))
        #expect(frame.outer == CGRect(x: 1, y: 1, width: 8, height: 6))
        #expect(frame.inner == CGRect(x: 3, y: 3, width: 3, height: 2))
        #expect(path([outer, innerClockwise]).rectangleFrame(rule: .winding) == nil)  // nonzero fills the hole
        #expect(path([outer, innerClockwise]).rectangleFrame(rule: .evenOdd) != nil)
        #expect(path([innerCounter, outer]).rectangleFrame(rule: .winding)?.outer == frame.outer)
        let notInside = [CGPoint(x: 7, y: 3), CGPoint(x: 12, y: 3), CGPoint(x: 12, y: 5), CGPoint(x: 7, y: 5)]
        #expect(path([outer, notInside.reversed()]).rectangleFrame(rule: .winding) == nil)
        let slanted = [CGPoint(x: 3, y: 3), CGPoint(x: 6, y: 3.5), CGPoint(x: 6, y: 5), CGPoint(x: 3, y: 5)]
        #expect(path([outer, slanted.reversed()]).rectangleFrame(rule: .winding) == nil)
        #expect(path([outer]).rectangleFrame(rule: .winding) == nil)
    }

    @Test func otherStrokesKeepTheGeneralStroker() {
        let bitmap = Bitmap(width: 8, height: 8)!
        let context = CGContext(bitmap: bitmap)
        let rect = CGPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5), transform: nil)
        context.setLineWidth(2)
        #expect(context.strokedRectangleFrame(of: rect) != nil)
        context.setLineJoin(.round)
        #expect(context.strokedRectangleFrame(of: rect) == nil)
        context.setLineJoin(.miter)
        context.setMiterLimit(1.2)  // below √2: right angles are bevelled
        #expect(context.strokedRectangleFrame(of: rect) == nil)
        context.setMiterLimit(10)
        context.setLineDash(phase: 0, lengths: [2, 1])
        #expect(context.strokedRectangleFrame(of: rect) == nil)
        context.setLineDash(phase: 0, lengths: [])
        context.rotate(by: 0.3)
        #expect(context.strokedRectangleFrame(of: rect) == nil)
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 6, y: 1), CGPoint(x: 6, y: 6), CGPoint(x: 1, y: 6)])
        context.rotate(by: -0.3)
        #expect(context.strokedRectangleFrame(of: open) == nil)
    }
}
