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
        #expect(context.state.clip.mask != nil)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        // Pixel 2 is half inside the clip: alpha round(127.5) = 128.
        #expect(context.bitmap[1, 0] == 0xFF00_0000)
        #expect(context.bitmap[2, 0] == 0x8000_0000)
        #expect(context.bitmap[3, 0] == 0)
    }

    @Test func twoClipsIntersectByMultiplyingCoverage() {
        let context = makeContext(width: 4, height: 4)
        // Pixel (1, 1) is half inside each clip (one cut in x, one in y): 128 × 128 / 255 = round(64.25) = 64.
        context.clip(to: CGRect(x: 0, y: 0, width: 1.5, height: 4))
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1.5))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.bitmap[0, 0] == 0xFF00_0000)
        #expect(context.bitmap[1, 0] == 0x8000_0000)
        #expect(context.bitmap[1, 1] == 0x4000_0000)
        #expect(context.bitmap[2, 2] == 0)
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
}
