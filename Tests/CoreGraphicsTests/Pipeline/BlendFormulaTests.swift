// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct BlendFormulaTests {
    // Premultiplied source: alpha 0x80 (128), red 0x80, green 0x40, blue 0.
    let source: UInt32 = 0x8080_4000
    // Opaque destination: red 0x20 (32), green 0xC0 (192), blue 0xFF.
    let destination: UInt32 = 0xFF20_C0FF

    private func channel(_ p: UInt32, _ shift: UInt32) -> Int { Int((p >> shift) & 255) }
    /// round(x / 255), written out.
    private func r255(_ x: Int) -> Int { Int((Double(x) / 255).rounded()) }

    @Test func normalIsSourceOver() {
        // d' = s + d·(255 − 128)/255 per channel: A 128 + 127 = 255; R 128 + round(32·127/255) = 128 + 16;
        // G 64 + round(192·127/255) = 64 + 96; B 0 + 127.
        #expect(BlendFormula.composite(.normal, source, destination) == 0xFF90_A07F)
    }

    @Test func multiplyFollowsThePremultipliedFormula() {
        // s·(1 − da) + d·(1 − sa) + s·d; da = 255 so the first term vanishes.
        let expected = [16, 8, 0].map { shift -> Int in
            let s = channel(source, UInt32(shift)), d = channel(destination, UInt32(shift))
            return r255(d * (255 - 128) + s * d)
        }
        let result = BlendFormula.composite(.multiply, source, destination)
        #expect(result >> 24 == 255)
        #expect([channel(result, 16), channel(result, 8), channel(result, 0)] == expected)
    }

    @Test func screenIsSourcePlusDestinationMinusProduct() {
        let result = BlendFormula.composite(.screen, source, destination)
        for shift in [16, 8, 0] as [UInt32] {
            let s = channel(source, shift), d = channel(destination, shift)
            #expect(channel(result, shift) == r255(s * 255 + d * 255 - s * d))
        }
    }

    @Test func porterDuffModesScaleByTheOtherAlpha() {
        let halfDestination: UInt32 = 0x8040_2010  // alpha 128
        // Source-in: s·da/255 for every channel, alpha included.
        let sourceIn = BlendFormula.composite(.sourceIn, source, halfDestination)
        for shift in [24, 16, 8, 0] as [UInt32] {
            #expect(channel(sourceIn, shift) == r255(channel(source, shift) * 128))
        }
        // Destination-out: d·(255 − sa)/255.
        let destinationOut = BlendFormula.composite(.destinationOut, source, halfDestination)
        for shift in [24, 16, 8, 0] as [UInt32] {
            #expect(channel(destinationOut, shift) == r255(channel(halfDestination, shift) * 127))
        }
        #expect(BlendFormula.composite(.copy, source, destination) == source)
        #expect(BlendFormula.composite(.clear, source, destination) == 0)
        // Destination-over keeps an opaque destination.
        #expect(BlendFormula.composite(.destinationOver, source, destination) == destination)
    }

    @Test func darkenLightenAndDifferenceOnOpaquePixels() {
        let a: UInt32 = 0xFF10_8040, b: UInt32 = 0xFF40_20F0
        #expect(BlendFormula.composite(.darken, a, b) == 0xFF10_2040)
        #expect(BlendFormula.composite(.lighten, a, b) == 0xFF40_80F0)
        // |s − d| per channel: 0x30, 0x60, 0xB0.
        #expect(BlendFormula.composite(.difference, a, b) == 0xFF30_60B0)
        // Exclusion s + d − 2sd/255: R 16 + 64 − round(2·16·64/255) = 80 − 8 = 72.
        #expect((BlendFormula.composite(.exclusion, a, b) >> 16) & 255 == 72)
    }

    @Test func resultsStayPremultiplied() {
        let samples: [UInt32] = [0, 0x8080_4000, 0xFF20_C0FF, 0x4010_2030, 0xFFFF_FFFF, 0x0101_0000]
        let modes: [CGBlendMode] = (0...27).compactMap { CGBlendMode(rawValue: $0) }
        for mode in modes {
            for s in samples {
                for d in samples {
                    let r = BlendFormula.composite(mode, s, d)
                    let a = r >> 24
                    #expect((r >> 16) & 255 <= a && (r >> 8) & 255 <= a && r & 255 <= a, "\(mode) \(s) \(d)")
                }
            }
        }
    }
}

@Suite struct BlendFormulaRoundingTests {
    @Test func div255RoundsToNearestForEverySumOfThreeProducts() {
        // (x + 127) / 255 equals round(x / 255): x / 255 is never exactly a half (255 is odd).
        for x in 0...(3 * 255 * 255) where BlendFormula.div255(x) != Int((Double(x) / 255).rounded()) {
            Issue.record("x = \(x)")
            return
        }
    }
}
