// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CGContextDrawingTests {
    private func alphas(_ context: CGContext, row y: Int) -> [UInt32] {
        (0..<context.width).map { context.bitmap[$0, y] >> 24 }
    }

    @Test func hairlineIsOneDevicePixelWide() {
        let context = makeContext(width: 4, height: 4)
        context.scaleBy(x: 3, y: 3)  // a hairline ignores the CTM's scale
        context.setLineWidth(0)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2.5 / 3), CGPoint(x: 4.0 / 3, y: 2.5 / 3)])
        #expect(alphas(context, row: 2) == [255, 255, 255, 255])
        #expect(alphas(context, row: 1) == [0, 0, 0, 0])
        #expect(alphas(context, row: 3) == [0, 0, 0, 0])
    }

    @Test func lineWidthIsScaledByTheCTM() {
        // Width 1 under scale 2 covers device rows 2 and 3 fully (line at device y = 3).
        let context = makeContext(width: 4, height: 6)
        context.scaleBy(x: 2, y: 2)
        context.setLineWidth(1)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1.5), CGPoint(x: 2, y: 1.5)])
        #expect(alphas(context, row: 2) == [255, 255, 255, 255])
        #expect(alphas(context, row: 3) == [255, 255, 255, 255])
        #expect(alphas(context, row: 1) == [0, 0, 0, 0])
        #expect(alphas(context, row: 4) == [0, 0, 0, 0])
    }

    @Test func nonUniformScaleStrokesWithAnEllipticalPen() {
        // Scale (1, 3): a vertical line of width 2 stays 2 px wide, a horizontal one becomes 6.
        let context = makeContext(width: 20, height: 20)
        context.scaleBy(x: 1, y: 3)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 2, y: 1), CGPoint(x: 18, y: 1)])
        #expect((0..<20).filter { context.bitmap[10, $0] >> 24 == 255 } == [0, 1, 2, 3, 4, 5])
    }

    @Test func strokedRectWithOddWidthOnHalfPixelsIsCrisp() {
        let context = makeContext(width: 6, height: 6)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.stroke(CGRect(x: 1.5, y: 1.5, width: 3, height: 3), width: 1)
        #expect(context.bitmap[1, 1] == 0xFFFF_0000)  // mitered corner pixel
        #expect(context.bitmap[2, 1] == 0xFFFF_0000)
        #expect(context.bitmap[2, 2] == 0)
        #expect(context.bitmap[0, 0] == 0)
    }

    @Test func antialiasingOffCoversWholePixelsByTheirCentres() {
        let context = makeContext(width: 3, height: 1)
        context.setShouldAntialias(false)
        context.fill(CGRect(x: 0.4, y: 0, width: 1.2, height: 1))
        #expect(alphas(context, row: 0) == [255, 255, 0])
    }

    @Test func copyReplacesAndClearZeroes() {
        let context = makeContext(width: 3, height: 1)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bitmap[0, 0] == 0x8000_0080)
        // Copy at half coverage interpolates: (source + destination) / 2 per channel.
        context.fill(CGRect(x: 1.5, y: 0, width: 1, height: 1))
        // Pixel 1: round(0x80·128/255) + round(0xFF·127/255) = 64 + 127 = 191 alpha; blue 64 + 127.
        #expect(context.bitmap[1, 0] == 0xBF7F_7FBF)
        context.clear(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(context.bitmap[2, 0] == 0)
    }

    @Test func globalAlphaScalesCoverage() {
        let context = makeContext(width: 1, height: 1)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Alpha byte round(127.5) = 128 on opaque black.
        #expect(context.bitmap[0, 0] == 0x8000_0000)
    }

    @Test func multiplyModeThroughTheContext() {
        let context = makeContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 0.5, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Opaque × opaque: s·d/255: R 255·128/255 = 128, G 128·255/255 = 128, B 0.
        #expect(context.bitmap[0, 0] == 0xFF80_8000)
    }

    @Test func pathQueriesAreInUserSpace() {
        let context = makeContext(width: 10, height: 10)
        context.translateBy(x: 5, y: 5)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 3, y: 2))
        #expect(context.currentPointOfPath == CGPoint(x: 3, y: 2))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 2, height: 1))
        context.translateBy(x: 1, y: 0)
        // The points were fixed in device space when added: user space moved by 1.
        #expect(context.currentPointOfPath == CGPoint(x: 2, y: 2))
        #expect(context.convertToDeviceSpace(CGPoint(x: 0, y: 0)) == CGPoint(x: 6, y: 5))
        #expect(context.convertToUserSpace(CGPoint(x: 6, y: 5)) == .zero)
    }

    @Test func makeImageCopiesThePixels() throws {
        let context = makeContext(width: 2, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(context.makeImage())
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(image.bitmap[0, 0] == 0xFF00_0000)
        #expect(context.bitmap[0, 0] == 0)
    }

    @Test func dashedStrokePaintsOnlyTheDashes() {
        let context = makeContext(width: 10, height: 2)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [2, 3])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 10, y: 1)])
        #expect(alphas(context, row: 0) == [255, 255, 0, 0, 0, 255, 255, 0, 0, 0])
    }
    /// `fill(_:)` under a CTM that turns or shears rectangles fills the rectangle's four
    /// corners without building its path; it paints exactly what the path `addRect` builds
    /// paints, for a rectangle given with a negative size too.
    @Test func turnedRectangleFillPaintsWhatItsPathPaints() {
        let ctms = [CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 14, y: -6),
                    CGAffineTransform(a: 1.2, b: 0.3, c: -0.5, d: 0.9, tx: 18.5, ty: 2.25)]
        for ctm in ctms {
            for rect in [CGRect(x: 3.3, y: 4.6, width: 14.5, height: 9.2), CGRect(x: 17.8, y: 13.8, width: -14.5, height: -9.2)] {
                func render(_ draw: (CGContext) -> Void) -> [UInt32] {
                    let context = makeContext(width: 40, height: 30)
                    context.concatenate(ctm)
                    context.setFillColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)
                    draw(context)
                    return (0..<30).flatMap { y in (0..<40).map { context.bitmap[$0, y] } }
                }
                let filled = render { $0.fill(rect) }
                let path = render { context in
                    context.addRect(rect)
                    context.fillPath()
                }
                #expect(filled.filter { $0 != 0 }.count > 100, "\(rect) must paint")
                let differing = zip(filled, path).filter { $0 != $1 }.count
                #expect(differing == 0, "\(ctm), \(rect): \(differing) pixels differ")
            }
        }
    }

    /// A rectangle's stroke turned into a path is the stroke's region: filled under either
    /// rule it paints what `strokePath` paints, and what the stroker's own outline of the
    /// rectangle (`copy(strokingWithWidth:)`) paints. Widths from thin to wider than the
    /// rectangle (no hole), under a uniform and a non-uniform scale (an elliptical pen).
    @Test func strokedRectanglePathFillsAsTheStroke() {
        let rect = CGRect(x: 3.3, y: 4.6, width: 14.5, height: 9.2)
        func render(_ ctm: CGAffineTransform, _ draw: (CGContext) -> Void) -> [UInt32] {
            let context = makeContext(width: 40, height: 30)
            context.concatenate(ctm)
            draw(context)
            return (0..<30).flatMap { y in (0..<40).map { context.bitmap[$0, y] >> 24 } }
        }
        for ctm in [CGAffineTransform.identity, CGAffineTransform(a: 1.5, b: 0, c: 0, d: 0.75, tx: 1.2, ty: 3.7)] {
            for width: CGFloat in [1, 2.5, 7, 30] {
                let stroked = render(ctm) { context in
                    context.setLineWidth(width)
                    context.addRect(rect)
                    context.strokePath()
                }
                let outline = render(ctm) { context in
                    context.addPath(CGPath(rect: rect, transform: nil).copy(strokingWithWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
                    context.fillPath(using: .winding)
                }
                #expect(stroked.filter { $0 > 0 }.count > 40, "width \(width) must paint")
                let apart = zip(stroked, outline).filter { abs(Int($0) - Int($1)) > 1 }.count
                #expect(apart == 0, "width \(width): \(apart) pixels of the stroker's outline differ by more than 1")
                for rule in [CGPathFillRule.winding, .evenOdd] {
                    let replaced = render(ctm) { context in
                        context.setLineWidth(width)
                        context.addRect(rect)
                        context.replacePathWithStrokedPath()
                        context.fillPath(using: rule)
                    }
                    let differing = zip(replaced, stroked).filter { $0 != $1 }.count
                    #expect(differing == 0, "width \(width), \(rule): \(differing) pixels of the replaced path differ")
                }
            }
        }
    }
}
