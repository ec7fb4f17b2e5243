// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbColorHasFourComponentsIncludingAlpha() {
        let color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(color.components == [1, 0.5, 0.25, 0.75])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.75)
    }

    @Test func grayColorRepeatsTheGrayInEachChannel() {
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
    }

    @Test func componentsAreClampedToTheUnitRange() {
        #expect(CGColor(red: 2, green: -1, blue: 0.5, alpha: 1.5).components == [1, 0, 0.5, 1])
    }

    @Test func copyWithAlphaKeepsTheColourChannels() {
        let copy = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).copy(alpha: 0.5)
        #expect(copy == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    }

    @Test func equalityComparesComponents() {
        #expect(CGColor(gray: 1, alpha: 1) == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(gray: 1, alpha: 0.5))
    }

    @Test func premultipliedARGB32PacksRoundedPremultipliedBytes() {
        // Opaque red: alpha 0xFF, red 0xFF.
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).premultipliedARGB32 == 0xFFFF_0000)
        // alpha 0.5 → round(127.5) = 128 = 0x80; red 1·0.5·255 → 0x80; green 0.5·0.5·255 = 63.75 → 64 = 0x40.
        #expect(CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultipliedARGB32 == 0x8080_4000)
        // Fully transparent colours premultiply to zero whatever their channels.
        #expect(CGColor(red: 1, green: 1, blue: 1, alpha: 0).premultipliedARGB32 == 0)
    }
}
