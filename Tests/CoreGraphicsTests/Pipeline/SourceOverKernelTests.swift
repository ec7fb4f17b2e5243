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

    /// Random premultiplied pixels (no channel above alpha), seeded.
    private static func premultipliedPixels(_ count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in
            let a = next() & 0xFF
            return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
        }
    }

    @Test(arguments: [true, false])
    func vectorBlendOfPerPixelSourcesMatchesTheScalarFormulas(withCoverage: Bool) {
        // 61 pixels: seven 8-pixel steps and a 5-pixel scalar tail. Coverage runs over every
        // value, with 8-pixel groups of all 0 and all 255 (the skipped and unscaled steps);
        // sources 24..<32 and 40..<48 are opaque (stored without reading the destination
        // where coverage is full).
        for round in 0..<64 {
            var sources = Self.premultipliedPixels(61, seed: UInt64(round) * 2 + 1)
            for i in Array(24..<32) + Array(40..<48) { sources[i] |= 0xFF00_0000 }
            let destinations = Self.premultipliedPixels(61, seed: UInt64(round) * 2 + 2)
            var coverage = (0..<61).map { UInt8(truncatingIfNeeded: $0 * 37 + round * 11) }
            for i in 8..<16 { coverage[i] = 0 }
            for i in 24..<32 { coverage[i] = 255 }
            var out = destinations
            sources.withUnsafeBufferPointer { s in
                coverage.withUnsafeBufferPointer { c in
                    out.withUnsafeMutableBufferPointer {
                        SourceOverKernel.blend($0.baseAddress!, count: 61, sources: s.baseAddress!,
                                               coverage: withCoverage ? c.baseAddress! : nil)
                    }
                }
            }
            for i in 0..<61 {
                let c = withCoverage ? UInt32(coverage[i]) : 255
                let expected = PremultipliedPixel.sourceOver(PremultipliedPixel.scale(sources[i], by: c), destinations[i])
                #expect(out[i] == expected, "round \(round), pixel \(i)")
            }
        }
    }

    @Test func blockMaskedSolidBlendLeavesThePixelsPastItsCount() {
        // Every count from 1 to 24 over a 32-pixel row with coverage bytes to spare: the span's
        // pixels get the scalar formula, and those up to the next multiple of eight (written
        // with zero coverage) keep their value exactly.
        let destinations = Self.premultipliedPixels(32, seed: 11)
        let coverage = (0..<32).map { UInt8(truncatingIfNeeded: $0 * 97 + 5) }
        for source in [UInt32(0xFF20_4060), 0x8040_2010] {
            for count in 1...24 {
                var out = destinations
                coverage.withUnsafeBufferPointer { c in
                    out.withUnsafeMutableBufferPointer { SourceOverKernel.blendSolidInBlocks($0.baseAddress!, count: count, source: source, coverage: c.baseAddress!) }
                }
                for i in 0..<32 {
                    let expected = i < count ? PremultipliedPixel.sourceOver(PremultipliedPixel.scale(source, by: UInt32(coverage[i])), destinations[i])
                                             : destinations[i]
                    #expect(out[i] == expected, "source \(source), count \(count), pixel \(i)")
                }
            }
        }
    }

    @Test func blockTailSolidBlendReadsOnlyItsCoverageAndKeepsThePixelsPastIt() {
        // A run's last pixels as one block (blockTail): each count from 1 to 24 with exactly
        // `count` coverage bytes (a copy, so none past it exists to be read), over a row
        // with room for the block; the run gets the scalar formula, the block's other pixels
        // keep their value.
        let destinations = Self.premultipliedPixels(32, seed: 13)
        let coverage = (0..<32).map { UInt8(truncatingIfNeeded: $0 * 61 + 200) }
        for source in [UInt32(0xFF20_4060), 0x8040_2010] {
            for count in 1...24 {
                var out = destinations
                let runCoverage = Array(coverage[0..<count])
                runCoverage.withUnsafeBufferPointer { c in
                    out.withUnsafeMutableBufferPointer {
                        SourceOverKernel.blendSolid($0.baseAddress!, count: count, source: source, coverage: c.baseAddress!, blockTail: true)
                    }
                }
                for i in 0..<32 {
                    let expected = i < count ? PremultipliedPixel.sourceOver(PremultipliedPixel.scale(source, by: UInt32(coverage[i])), destinations[i])
                                             : destinations[i]
                    #expect(out[i] == expected, "source \(source), count \(count), pixel \(i)")
                }
            }
        }
    }

    @Test func blockTailBlendOfSourcesKeepsThePixelsPastItsCount() {
        // Per-pixel sources with the last pixels as one block (blockTail): each count from 1
        // to 24, with exactly `count` coverage bytes (or none: full coverage) and sources
        // that go on past the count (as a block of rows does); the run gets the scalar
        // formula, the block's other pixels keep their value.
        let destinations = Self.premultipliedPixels(32, seed: 17)
        let sources = Self.premultipliedPixels(40, seed: 19)
        let coverage = (0..<32).map { UInt8(truncatingIfNeeded: $0 * 37 + 90) }
        for count in 1...24 {
            for masked in [true, false] {
                var out = destinations
                let runCoverage = Array(coverage[0..<count])
                runCoverage.withUnsafeBufferPointer { c in
                    sources.withUnsafeBufferPointer { s in
                        out.withUnsafeMutableBufferPointer {
                            SourceOverKernel.blend($0.baseAddress!, count: count, sources: s.baseAddress!,
                                                   coverage: masked ? c.baseAddress! : nil, blockTail: true)
                        }
                    }
                }
                for i in 0..<32 {
                    let c = masked ? UInt32(coverage[i]) : 255
                    let expected = i < count ? PremultipliedPixel.sourceOver(PremultipliedPixel.scale(sources[i], by: c), destinations[i])
                                             : destinations[i]
                    #expect(out[i] == expected, "count \(count), masked \(masked), pixel \(i)")
                }
            }
        }
    }

    @Test func vectorMaskedSolidBlendHandlesTailsAndOpaqueRuns() {
        let destinations = Self.premultipliedPixels(45, seed: 7)
        var coverage = (0..<45).map { UInt8(truncatingIfNeeded: $0 * 53) }
        for i in 16..<24 { coverage[i] = 255 }
        for source in [UInt32(0xFF20_4060), 0x8040_2010, 0] {
            var out = destinations
            coverage.withUnsafeBufferPointer { c in
                out.withUnsafeMutableBufferPointer { SourceOverKernel.blendSolid($0.baseAddress!, count: 45, source: source, coverage: c.baseAddress!) }
            }
            for i in 0..<45 {
                let s = PremultipliedPixel.scale(source, by: UInt32(coverage[i]))
                #expect(out[i] == PremultipliedPixel.sourceOver(s, destinations[i]), "source \(source), pixel \(i)")
            }
        }
    }
}
