// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CGContextShadowTests {
    @Test func sharpShadowIsOffsetDownInAUIKitContextAndIgnoresTheCTM() {
        let context = makeContext(width: 10, height: 10)
        context.scaleBy(x: 2, y: 2)  // must not scale the offset
        context.setShadow(offset: CGSize(width: 3, height: 4), blur: 0)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // device pixels (0…1, 0…1)
        // Default colour black at alpha 1/3: round(255/3) = 85.
        #expect(context.bitmap[3, 4] == 0x5500_0000)
        #expect(context.bitmap[4, 5] == 0x5500_0000)
        #expect(context.bitmap[5, 6] == 0)
        #expect(context.bitmap[0, 0] == 0xFF00_0000)
        #expect(context.bitmap[2, 4] == 0)
    }

    @Test func shadowOffsetPointsUpInAQuartzBitmapContext() throws {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // User (0,0)-(1,1) is device row 9 (origin bottom-left); +3 up in base space is row 6.
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bitmap[0, 9] == 0xFF00_0000)
        #expect(context.bitmap[0, 6] == 0xFFFF_0000)
    }

    @Test func blurSpreadsTheShadowAndKeepsItsTotal() {
        let context = makeContext(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 20, height: 0), blur: 6, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 5, y: 15, width: 10, height: 10))
        // The offset copy spans x 25..<35. Blurred, pixel 23 (2 px outside) gets some shadow,
        // and the centre less than full: a Gaussian of σ = blur/2 = 3 over a 10 px square
        // leaves erf(5 / (3·√2))² · 255 ≈ 0.905² · 255 ≈ 209 there; three box blurs approximate it.
        #expect(context.bitmap[23, 20] >> 24 > 0)
        #expect(context.bitmap[22, 20] >> 24 < context.bitmap[23, 20] >> 24)
        let centre = Int(context.bitmap[30, 20] >> 24)
        #expect(abs(centre - 209) <= 15)
        // A box blur preserves the sum: 100 pixels of coverage 255, within rounding per pixel.
        var total = 0
        for y in 0..<40 { for x in 17..<40 { total += Int(context.bitmap[x, y] >> 24) } }
        #expect(abs(total - 100 * 255) < 100 * 3 + 400)
    }

    @Test func nilColorTurnsShadowsOff() {
        let context = makeContext(width: 6, height: 6)
        context.setShadow(offset: CGSize(width: 2, height: 2), blur: 0)
        context.setShadow(offset: CGSize(width: 2, height: 2), blur: 0, color: nil)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bitmap[2, 2] == 0)
    }
}
