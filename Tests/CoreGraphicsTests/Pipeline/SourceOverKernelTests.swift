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

    /// Checks a kernel that blends a run (`blend(destination, count, coverage)`) for every
    /// count from 1 to 24 over a 32-pixel row: pixel i of the run becomes `source(i)` ×
    /// `coverage[i]` over what was there, every other pixel keeps its value exactly (those
    /// up to the next multiple of eight are written with zero coverage). With
    /// `exactCoverage` the kernel gets a copy of just the run's coverage bytes, so none past
    /// the run exists to be read.
    private static func expectRunBlends(seed: UInt64, coverage: [UInt8], exactCoverage: Bool, source: (Int) -> UInt32,
                                        _ blend: (UnsafeMutablePointer<UInt32>, Int, UnsafePointer<UInt8>) -> Void,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        let destinations = premultipliedPixels(32, seed: seed)
        for count in 1...24 {
            var out = destinations
            let given = exactCoverage ? Array(coverage[0..<count]) : coverage
            given.withUnsafeBufferPointer { c in
                out.withUnsafeMutableBufferPointer { blend($0.baseAddress!, count, c.baseAddress!) }
            }
            for i in 0..<32 {
                let expected = i < count ? PremultipliedPixel.sourceOver(PremultipliedPixel.scale(source(i), by: UInt32(coverage[i])), destinations[i])
                                         : destinations[i]
                #expect(out[i] == expected, "count \(count), pixel \(i)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func blockMaskedSolidBlendLeavesThePixelsPastItsCount() {
        // Whole blocks with coverage bytes to spare (glyph rows).
        let coverage = (0..<32).map { UInt8(truncatingIfNeeded: $0 * 97 + 5) }
        for source in [UInt32(0xFF20_4060), 0x8040_2010] {
            Self.expectRunBlends(seed: 11, coverage: coverage, exactCoverage: false, source: { _ in source }) {
                SourceOverKernel.blendSolidInBlocks($0, count: $1, source: source, coverage: $2)
            }
        }
    }

    @Test func blockTailSolidBlendReadsOnlyItsCoverageAndKeepsThePixelsPastIt() {
        // A run's last pixels as one block (blockTail), with only the run's coverage bytes.
        let coverage = (0..<32).map { UInt8(truncatingIfNeeded: $0 * 61 + 200) }
        for source in [UInt32(0xFF20_4060), 0x8040_2010] {
            Self.expectRunBlends(seed: 13, coverage: coverage, exactCoverage: true, source: { _ in source }) {
                SourceOverKernel.blendSolid($0, count: $1, source: source, coverage: $2, blockTail: true)
            }
        }
    }

    @Test func blockTailBlendOfOneColourKeepsThePixelsPastItsCount() {
        // A translucent colour over whole pixels (an unaligned rectangle's rows): the last
        // four to seven pixels as one block, the pixels past the run untouched.
        for source in [UInt32(0x8040_2010), 0x0100_0001, 0xFE7F_3F1F] {
            Self.expectRunBlends(seed: 23, coverage: Array(repeating: 255, count: 32), exactCoverage: true, source: { _ in source }) {
                destination, count, _ in
                SourceOverKernel.blendSolid(destination, count: count, source: source, blockTail: true)
            }
        }
    }

    @Test func blockTailBlendOfSourcesKeepsThePixelsPastItsCount() {
        // Per-pixel sources that go on past the run (as a block of rows does), through the
        // run's coverage bytes only, or with none (full coverage).
        let sources = Self.premultipliedPixels(40, seed: 19)
        let coverage = (0..<32).map { UInt8(truncatingIfNeeded: $0 * 37 + 90) }
        sources.withUnsafeBufferPointer { s in
            Self.expectRunBlends(seed: 17, coverage: coverage, exactCoverage: true, source: { sources[$0] }) {
                SourceOverKernel.blend($0, count: $1, sources: s.baseAddress!, coverage: $2, blockTail: true)
            }
            Self.expectRunBlends(seed: 17, coverage: Array(repeating: 255, count: 32), exactCoverage: true, source: { sources[$0] }) {
                destination, count, _ in
                SourceOverKernel.blend(destination, count: count, sources: s.baseAddress!, coverage: nil, blockTail: true)
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
