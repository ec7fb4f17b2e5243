// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CGContextClippingTests {
    @Test func pixelAlignedRectClipStaysARectangle() {
        let context = makeContext(width: 8, height: 8)
        context.clip(to: CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(context.state.clip.mask == nil)
        #expect(context.state.clip.bounds == PixelRect(x: 2, y: 2, width: 4, height: 4))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.bitmap[1, 1] == 0)
        #expect(context.bitmap[2, 2] == 0xFF00_0000)
        #expect(context.bitmap[5, 5] == 0xFF00_0000)
        #expect(context.bitmap[6, 6] == 0)
    }

    @Test func halfPixelClipIsAntialiased() {
        let context = makeContext(width: 4, height: 1)
        context.clip(to: CGRect(x: 0, y: 0, width: 2.5, height: 1))
        // Not a whole-pixel rectangle: the clip holds the shape (as a path until a mask is needed).
        #expect(context.state.clip.mask != nil || context.state.clip.pendingPath != nil)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        // Pixel 2 is half inside the clip: alpha round(127.5) = 128.
        #expect(context.bitmap[1, 0] == 0xFF00_0000)
        #expect(context.bitmap[2, 0] == 0x8000_0000)
        #expect(context.bitmap[3, 0] == 0)
    }

    @Test func twoClipsIntersect() {
        let context = makeContext(width: 4, height: 4)
        // Pixel (1, 1) is half inside each clip (one cut in x, one in y), and a quarter inside
        // both: 0.25 × 255 = 63.75 → 64 (multiplying the masks gives round(128 × 128 / 255) = 64 too).
        context.clip(to: CGRect(x: 0, y: 0, width: 1.5, height: 4))
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1.5))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.bitmap[0, 0] == 0xFF00_0000)
        #expect(context.bitmap[1, 0] == 0x8000_0000)
        #expect(context.bitmap[1, 1] == 0x4000_0000)
        #expect(context.bitmap[2, 2] == 0)
    }

    /// The half-plane above the line y = x + `offset`, as a polygon far larger than the test's pixels.
    private func clipAbove(_ context: CGContext, offset: CGFloat) {
        context.addLines(between: [CGPoint(x: -20, y: -20 + offset), CGPoint(x: 20, y: 20 + offset), CGPoint(x: -20, y: 20)])
        context.closePath()
        context.clip()
    }

    /// Pixel (3, 3)'s alpha after filling everything with opaque black through the clips above
    /// the lines y = x + each offset.
    private func alphaThroughClips(above offsets: [CGFloat]) -> UInt32 {
        let context = makeContext(width: 8, height: 8)
        for offset in offsets { clipAbove(context, offset: offset) }
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        return context.bitmap[3, 3] >> 24
    }

    @Test func clipEdgesMeetingInsideAPixelGiveTheIntersectionsCoverage() {
        // Above y = x covers half of pixel (3, 3); above y = x − 0.2 covers 1 − 0.8²/2 = 0.68 of
        // it and contains the first, so their intersection covers exactly half: 128. Multiplying
        // the masks gave round(128 × 173 / 255) = 87.
        #expect(alphaThroughClips(above: [0]) == 128)
        #expect(alphaThroughClips(above: [-0.2]) == 173)
        #expect(alphaThroughClips(above: [-0.2, 0]) == 128)
        #expect(alphaThroughClips(above: [0, -0.2]) == 128)
        // Three paths are walked together too (above y = x − 0.4 covers 0.82).
        #expect(alphaThroughClips(above: [-0.4, 0, -0.2]) == 128)
        // A fourth multiplies the exact mask of the first three by its own (0.755 → 193).
        let fourth = alphaThroughClips(above: [-0.3])
        #expect(fourth == 193)
        #expect(alphaThroughClips(above: [-0.4, 0, -0.2, -0.3]) == PremultipliedPixel.multiply(128, fourth))
    }

    @Test func intersectedClipPathsKeepTheirOwnFillRules() {
        // Two overlapping squares clipped even-odd (their overlap (3, 3)…(5, 5) is out), then a
        // rectangle on half pixels: pixels are in where they are in both.
        let context = makeContext(width: 8, height: 8)
        context.addRect(CGRect(x: 1, y: 1, width: 4, height: 4))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.clip(using: .evenOdd)
        context.clip(to: CGRect(x: 0.5, y: 0.5, width: 5, height: 7))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.bitmap[2, 2] >> 24 == 255)   // in the first square only, inside the rectangle
        #expect(context.bitmap[4, 4] >> 24 == 0)     // in both squares: out under even-odd
        #expect(context.bitmap[5, 5] >> 24 == 128)   // in the second square only; half inside the rectangle
        #expect(context.bitmap[6, 6] >> 24 == 0)     // right of the rectangle
        #expect(context.bitmap[0, 0] >> 24 == 0)     // in the rectangle's corner, outside the squares
    }

    @Test func clipToPathUsesTheFillRuleAndClearsThePath() {
        let context = makeContext(width: 6, height: 6)
        context.addRect(CGRect(x: 0, y: 0, width: 6, height: 6))
        context.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
        context.clip(using: .evenOdd)
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        #expect(context.bitmap[3, 3] == 0)
        #expect(context.bitmap[1, 1] == 0xFF00_0000)
    }

    @Test func restoreGStateUndoesTheClip() {
        let context = makeContext(width: 4, height: 4)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.bitmap[3, 3] == 0xFF00_0000)
    }

    @Test func boundingBoxOfClipPathIsInUserSpace() {
        let context = makeContext(width: 20, height: 20)
        context.scaleBy(x: 2, y: 2)
        context.clip(to: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func clipToRectsIsTheirUnion() {
        let context = makeContext(width: 6, height: 1)
        context.clip(to: [CGRect(x: 0, y: 0, width: 2, height: 1), CGRect(x: 4, y: 0, width: 2, height: 1)])
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 1))
        #expect((0..<6).map { context.bitmap[$0, 0] >> 24 } == [255, 255, 0, 0, 255, 255])
    }

    /// A clip shape waits as a path; filling the whole clip (a gradient, an image rectangle
    /// holding the clip) then fills the shape directly. Every pixel must equal what drawing
    /// through the rendered mask leaves: with global alpha, with the shape clipped without
    /// antialiasing and drawn with it, after a later whole-pixel clip, under a blend mode
    /// that changes uncovered pixels (copy), and for images, one holding the whole clip and one
    /// whose fractional edges cut through it.
    @Test func aPendingClipShapeFillsAsItsMask() throws {
        let star = CGMutablePath()
        for k in 0..<10 {
            let angle = CGFloat(k) * .pi / 5, radius: CGFloat = k % 2 == 0 ? 13.7 : 5.3
            let point = CGPoint(x: 16.2 + radius * sin(angle), y: 15.6 - radius * cos(angle))
            if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [CGColor(red: 1, green: 0, blue: 0.2, alpha: 1), CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.5)],
                                               locations: [0, 1]))
        let imageContext = makeContext(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { imageContext.bitmap[x, y] = 0xFF00_0000 | UInt32(x * 30) << 16 | UInt32(y * 30) } }
        let image = try #require(imageContext.makeImage())
        for variant in 0..<10 {
            func render(resolvingFirst: Bool) -> [UInt32] {
                let context = makeContext(width: 32, height: 32)
                context.bitmap.fill(context.bitmap.bounds, with: 0xFF40_8020)
                if variant == 2 { context.setShouldAntialias(false) }
                context.addPath(star)
                context.clip(using: variant == 5 ? .evenOdd : .winding)
                context.setShouldAntialias(true)
                if variant == 1 { context.setAlpha(0.6) }
                if variant == 3 { context.clip(to: CGRect(x: 4, y: 6, width: 20, height: 14)) }
                if variant == 4 { context.setBlendMode(.copy) }
                if resolvingFirst { context.resolveClip() }
                // 6...9: an image in a rectangle with fractional edges that cut through the
                // star: its coverage multiplies the star's, also without antialiasing, under
                // copy, and with alpha (which takes the mask route).
                if variant == 7 { context.setShouldAntialias(false) }
                if variant == 8 { context.setBlendMode(.copy) }
                if variant == 9 { context.setAlpha(0.7) }
                if variant == 5 {
                    context.draw(image, in: CGRect(x: 0, y: 0, width: 32, height: 32))
                } else if variant >= 6 {
                    context.draw(image, in: CGRect(x: 5.3, y: 4.6, width: 20.45, height: 19.1))
                } else {
                    context.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 3), end: CGPoint(x: 29, y: 27),
                                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                }
                return (0..<32).flatMap { y in (0..<32).map { context.bitmap[$0, y] } }
            }
            let direct = render(resolvingFirst: false), throughMask = render(resolvingFirst: true)
            #expect(direct == throughMask, "variant \(variant)")
            #expect(direct.filter { $0 != 0xFF40_8020 }.count > 100, "variant \(variant) must draw the star")
        }
    }

    /// Rectangles and stroked rectangles as pending clips come to the blender as bands of
    /// rows, shaded a block at a time. Images scaled up (8×8) and down (96×96), flipped or not,
    /// drawn through a fractional rectangle or over the whole clip, must leave exactly the
    /// pixels that drawing through the rendered mask (row by row) leaves.
    @Test func pendingRectanglesAndFramesFillAsTheirMasks() throws {
        func image(_ size: Int) throws -> CGImage {
            let context = makeContext(width: size, height: size)
            for y in 0..<size {
                for x in 0..<size {
                    let alpha = UInt32(128 + (x * 7 + y * 3) % 128)
                    context.bitmap[x, y] = alpha << 24 | UInt32(x * 255 / size) * alpha / 255 << 16 | UInt32(y * 255 / size) * alpha / 255
                }
            }
            return try #require(context.makeImage())
        }
        let images = [try image(8), try image(96)]
        for variant in 0..<12 {
            func render(resolvingFirst: Bool) -> [UInt32] {
                let context = makeContext(width: 40, height: 40)
                context.bitmap.fill(context.bitmap.bounds, with: 0xFF40_8020)
                let box = CGRect(x: 6.3, y: 5.6, width: 25.45, height: 27.2)
                context.addRect(box)
                if variant % 2 == 1 {
                    context.setLineWidth(variant % 4 == 1 ? 2 : 3.5)
                    context.replacePathWithStrokedPath()
                }
                context.clip()
                if resolvingFirst { context.resolveClip() }
                if variant >= 8 { context.scaleBy(x: -1, y: 1); context.translateBy(x: -40, y: 0) }
                let picture = images[(variant / 2) % 2]
                if variant % 8 >= 4 {
                    context.draw(picture, in: CGRect(x: 0, y: 0, width: 40, height: 40))
                } else {
                    context.draw(picture, in: CGRect(x: 4.7, y: 3.2, width: 30.1, height: 29.6))
                }
                return (0..<40).flatMap { y in (0..<40).map { context.bitmap[$0, y] } }
            }
            let direct = render(resolvingFirst: false), throughMask = render(resolvingFirst: true)
            let differing = zip(direct, throughMask).filter { $0 != $1 }.count
            #expect(differing == 0, "variant \(variant): \(differing) pixels differ")
            #expect(direct.filter { $0 != 0xFF40_8020 }.count > 150, "variant \(variant) must draw")
        }
    }
}
