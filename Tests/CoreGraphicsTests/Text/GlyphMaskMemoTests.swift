// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// A layout's memo of its glyph masks: made on the second draw at a scale, emptied when the
/// scale changes, lent to one drawing at a time; and text drawn through it (the shared
/// cache) gives the pixels of text drawn through a cache alone, at new origins, subpixel
/// offsets and scales.
@Suite struct GlyphMaskMemoTests {
    @Test func theMemoIsMadeOnTheSecondDrawAtAScaleAndLentOnce() {
        let memo = GlyphMaskMemo()
        #expect(memo.borrow(scale: 1, glyphCount: 3) == nil, "text drawn once keeps no memo")
        var glyphs = memo.borrow(scale: 1, glyphCount: 3)
        #expect(glyphs?.count == 3)
        #expect(glyphs?.allSatisfy { $0.subpixel == -1 && $0.mask == nil } == true)
        #expect(memo.borrow(scale: 1, glyphCount: 3) == nil, "a second drawing at the same time goes without")
        glyphs?[1] = GlyphMaskMemo.Glyph(subpixel: 2, mask: GlyphMask(mask: CoverageMask(width: 1, height: 1, value: 9), left: 0, top: 1))
        memo.giveBack(glyphs!)
        let again = memo.borrow(scale: 1, glyphCount: 3)
        #expect(again?[1].subpixel == 2 && again?[1].mask?.mask.coverage == [9])
        memo.giveBack(again!)
        #expect(memo.borrow(scale: 2, glyphCount: 3) == nil, "a new scale starts over")
        #expect(memo.borrow(scale: 2, glyphCount: 3)?[1].mask == nil)
    }

    @Test func textThroughTheMemoMatchesTextThroughACache() throws {
        let face = try TextFixtures.dejaVuSans
        let layout = TextLayout(text: "Hamburgefonstiv 0123 ffi",
                                style: TextStyle(face: face, pointSize: 15, color: CGColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 0.9)))
        // Whole-pixel moves keep each glyph's subpixel offset; 0.25 and 0.6 change them; the
        // scale changes every mask.
        let draws: [(scale: CGFloat, origin: CGPoint)] = [
            (1, CGPoint(x: 3, y: 4)), (1, CGPoint(x: 10, y: 9)), (1, CGPoint(x: 4, y: 2)), (1, CGPoint(x: 3.25, y: 4)),
            (1, CGPoint(x: 5.6, y: 7.5)), (2, CGPoint(x: 3, y: 4)), (2, CGPoint(x: 1, y: 3)), (1, CGPoint(x: 3, y: 4)),
        ]
        for (k, draw) in draws.enumerated() {
            var renders: [[UInt32]] = []
            for cache in [GlyphCache.shared, GlyphCache(byteBudget: 1 << 20)] {
                let bitmap = try #require(Bitmap(width: 420, height: 70))
                let context = CGContext(bitmap: bitmap)
                context.scaleBy(x: draw.scale, y: draw.scale)
                context.drawText(layout, at: draw.origin, cache: cache)
                renders.append((0..<70).flatMap { y in (0..<420).map { x in bitmap[x, y] } })
            }
            #expect(renders[0] == renders[1], "draw \(k) at scale \(draw.scale), origin \(draw.origin)")
            #expect(renders[0].contains { $0 != 0 })
        }
    }
}
