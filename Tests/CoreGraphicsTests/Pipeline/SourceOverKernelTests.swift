// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct SourceOverKernelTests {
    @Test func vectorSolidBlendMatchesTheExactScalarFormulaBitForBit() {
        // Every source alpha (with colour = alpha/2) over 257 destinations (odd count: tail path too).
        var destinations = [UInt32](repeating: 0, count: 257)
        for i in destinations.indices { destinations[i] = PremultipliedPixel.scale(0xFFFF_FFFF, by: UInt32(i % 256)) & 0xFF80_FF40 | UInt32(i % 256) << 24 }
        for alpha in 0...255 as ClosedRange<UInt32> {
            let source = alpha << 24 | (alpha / 2) << 16 | alpha << 8
            var out = destinations
            out.withUnsafeMutableBufferPointer { SourceOverKernel.blendSolid($0.baseAddress!, count: $0.count, source: source) }
            for i in destinations.indices where out[i] != PremultipliedPixel.sourceOver(source, destinations[i]) {
                Issue.record("alpha \(alpha), pixel \(i)")
                return
            }
        }
    }

    @Test func vectorMaskedBlendMatchesScaleThenSourceOver() {
        let source: UInt32 = 0xC080_4020
        var coverage = [UInt8](repeating: 0, count: 256)
        for i in coverage.indices { coverage[i] = UInt8(i) }
        let destinations = (0..<256).map { UInt32($0) << 24 | UInt32($0 / 3) << 8 }
        var out = destinations
        coverage.withUnsafeBufferPointer { c in
            out.withUnsafeMutableBufferPointer { SourceOverKernel.blendSolid($0.baseAddress!, count: 256, source: source, coverage: c.baseAddress!) }
        }
        for i in 0..<256 {
            let s = PremultipliedPixel.scale(source, by: UInt32(i))
            #expect(out[i] == PremultipliedPixel.sourceOver(s, destinations[i]))
        }
    }
}
