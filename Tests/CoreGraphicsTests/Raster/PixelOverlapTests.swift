// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

@Suite struct PixelOverlapTests {
    /// A covered area becomes the byte nearest area × 255, the half rounding up
    /// (0.5 → 127.5 → 128); areas past the ends clamp to 0 and 255.
    @Test func byteRoundsHalvesUpAndClamps() {
        #expect(PixelOverlap.byte(0) == 0)
        #expect(PixelOverlap.byte(1) == 255)
        #expect(PixelOverlap.byte(0.5) == 128)
        #expect(PixelOverlap.byte(0.7 / 255) == 1)
        #expect(PixelOverlap.byte(0.4999 / 255) == 0)
        #expect(PixelOverlap.byte(1.75) == 255)
        #expect(PixelOverlap.byte(-0.25) == 0)
    }

    /// Every area in steps of 1/4096 gives floor(area × 255 + 0.5), the truncation the
    /// checked conversion `UInt8(area × 255 + 0.5)` made: the rectangle routes' bytes are
    /// unchanged by the unchecked one.
    @Test func byteIsTheTruncatedRoundingForEveryArea() {
        for step in 0...4096 {
            let area = CGFloat(step) / 4096
            let expected = UInt8(Double(area) * 255 + 0.5)
            #expect(PixelOverlap.byte(area) == expected, "area \(area)")
        }
    }
}
