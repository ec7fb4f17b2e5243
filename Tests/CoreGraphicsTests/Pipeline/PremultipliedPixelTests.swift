// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct PremultipliedPixelTests {
    @Test func multiplyIsExactRoundedDivisionBy255ForEveryPair() {
        for a in 0...255 {
            for b in 0...255 {
                // Integer round-half-up of a*b/255: floor((2ab + 255) / 510).
                let expected = UInt32((2 * a * b + 255) / 510)
                #expect(PremultipliedPixel.multiply(UInt32(a), UInt32(b)) == expected, "a=\(a) b=\(b)")
            }
        }
    }

    @Test func scaleAppliesTheExactMultiplyToEachChannel() {
        let pixel: UInt32 = 0xC0_80_40_FF  // a=192 r=128 g=64 b=255
        for factor: UInt32 in [0, 1, 127, 128, 200, 254, 255] {
            let expected = PremultipliedPixel.multiply(0xC0, factor) << 24 | PremultipliedPixel.multiply(0x80, factor) << 16
                | PremultipliedPixel.multiply(0x40, factor) << 8 | PremultipliedPixel.multiply(0xFF, factor)
            #expect(PremultipliedPixel.scale(pixel, by: factor) == expected)
        }
    }

    @Test func sourceOverMatchesPorterDuffPerChannel() {
        // 50 % red (premultiplied 0x80800000) over opaque blue 0xFF0000FF:
        // a = 128 + 255·127/255 = 255, r = 128, b = 255·127/255 = 127.
        #expect(PremultipliedPixel.sourceOver(0x8080_0000, 0xFF00_00FF) == 0xFF80_007F)
        #expect(PremultipliedPixel.sourceOver(0xFF12_3456, 0xFFFF_FFFF) == 0xFF12_3456)
        #expect(PremultipliedPixel.sourceOver(0, 0x8040_2010) == 0x8040_2010)
    }

    @Test func premultipliedRoundsEachChannel() {
        // alpha 0.5 → 128; red 1 → 255·128/255 = 128; green 0.5 → round(127.5)=128 → 128·128/255 = 64.25 → 64.
        #expect(PremultipliedPixel.premultiplied(red: 1, green: 0.5, blue: 0, alpha: 0.5) == 0x8080_4000)
    }
}
