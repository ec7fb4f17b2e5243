// Vitrine — Apache License 2.0
import CCairo
import OracleSupport
import Testing
@testable import CoreGraphics

/// The comparison machinery itself, on bitmaps whose differences are known by construction.
@Suite struct ImageComparisonTests {
    /// A 10×10 opaque white bitmap with a black 4×4 square at (3, 3).
    func square() -> Bitmap {
        let bitmap = Bitmap(width: 10, height: 10)!
        bitmap.fill(bitmap.bounds, with: 0xFFFF_FFFF)
        bitmap.fill(PixelRect(x: 3, y: 3, width: 4, height: 4), with: 0xFF00_0000)
        return bitmap
    }

    let strict = ComparisonTolerance(interior: 0, edge: 16, maxDifferingPercent: 5)

    @Test func identicalImagesPass() {
        let comparison = ImageComparison(vitrine: square(), cairo: square(), tolerance: strict)
        #expect(comparison.passes)
        #expect(comparison.differingCount == 0)
        // Flat pixels: the 10×10 image minus the 6×6 band around the square's border (rows and columns 2...7),
        // plus the 2×2 centre of the square (4...5), whose neighbours are all black: 100 − 36 + 4 = 68.
        #expect(comparison.interiorCount == 68)
    }

    @Test func oneLevelInAnInteriorPixelFailsAnExactInterior() {
        let vitrine = square()
        vitrine[0, 0] = 0xFFFF_FFFE
        let comparison = ImageComparison(vitrine: vitrine, cairo: square(), tolerance: strict)
        #expect(!comparison.passes)
        #expect(comparison.maxInteriorDelta == 1)
        #expect(comparison.worst.first.map { ($0.x, $0.y, $0.isEdge) } ?? (-1, -1, true) == (0, 0, false))
    }

    @Test func edgeDifferencesWithinTheAllowancePassAndBeyondItFail() {
        let small = square()
        small[3, 3] = 0xFF10_1010  // Δ 16 on a corner pixel of the square
        #expect(ImageComparison(vitrine: small, cairo: square(), tolerance: strict).passes)
        let large = square()
        large[3, 3] = 0xFF11_1010  // Δ 17
        let comparison = ImageComparison(vitrine: large, cairo: square(), tolerance: strict)
        #expect(!comparison.passes)
        #expect(comparison.maxEdgeDelta == 17)
    }

    @Test func tooManySmallEdgeDifferencesFail() {
        let vitrine = square()
        for x in 3..<7 { vitrine[x, 3] = 0xFF01_0101 }  // 4 of 100 pixels: 4 %, under 5 %
        #expect(ImageComparison(vitrine: vitrine, cairo: square(), tolerance: strict).passes)
        for x in 3..<7 { vitrine[x, 6] = 0xFF01_0101 }  // 8 %
        let comparison = ImageComparison(vitrine: vitrine, cairo: square(), tolerance: strict)
        #expect(!comparison.passes)
        #expect(comparison.differingCount == 8)
    }

    @Test func channelDeltaIsTheLargestOfTheFourChannels() {
        #expect(ImageComparison.channelDelta(0x8040_2010, 0x7F40_2A10) == 10)
        #expect(ImageComparison.channelDelta(0x0000_0000, 0xFF00_0000) == 255)
    }

    /// Cairo's ARGB32 is the same word layout as `Bitmap`: an opaque, pixel-aligned fill of
    /// (r, g, b) = (10, 20, 30) / 255 reads back as 0xFF0A141E, outside it stays 0.
    @Test func cairoCanvasPixelsAreBitmapPixels() throws {
        let canvas = try CairoCanvas(width: 8, height: 8)
        cairo_set_source_rgba(canvas.context, 10.0 / 255, 20.0 / 255, 30.0 / 255, 1)
        cairo_rectangle(canvas.context, 2, 2, 4, 4)
        cairo_fill(canvas.context)
        let bitmap = canvas.snapshot()
        #expect(bitmap[2, 2] == 0xFF0A_141E)
        #expect(bitmap[5, 5] == 0xFF0A_141E)
        #expect(bitmap[1, 2] == 0)
        #expect(bitmap[6, 5] == 0)
    }

    @Test func aBadCanvasSizeIsAnErrorNotACrash() {
        #expect(throws: CairoError.self) { try CairoCanvas(width: 0, height: 10) }
    }
}
