// Vitrine — Apache License 2.0
import CVitrineCPU
import Testing
@_spi(PixelKernels) @testable import CoreGraphics

/// Every kernel level this CPU runs computes the exact scalar formulas of PremultipliedPixel,
/// so output is bit-identical whichever level the dispatcher picks. Each level's table is
/// called directly, so these tests do not change the active level under other tests.
@Suite struct PixelKernelsTests {
    /// Seeded premultiplied pixels (no colour channel above alpha); every eighth block opaque.
    private static func pixels(_ count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { i in
            let a = (i / 8) % 8 == 3 ? 255 : next() & 0xFF
            return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
        }
    }

    /// Coverage over every byte value, with whole blocks of 0 and of 255 (the skipped and the
    /// stored blocks).
    private static func coverage(_ count: Int, seed: Int) -> [UInt8] {
        (0..<count).map { i in
            switch (i / 8) % 5 {
            case 1: 0
            case 3: 255
            default: UInt8(truncatingIfNeeded: i * 37 + seed * 11)
            }
        }
    }

    /// 203 pixels: 25 blocks of eight, and three the kernels must leave alone.
    private static let count = 203

    @Test func theBestLevelIsAvailableAndTheActiveOneIsNoHigher() {
        #expect(PixelKernels.available.contains(PixelKernels.best))
        #expect(PixelKernels.available.contains(.baseline))
        #expect(PixelKernels.active.rawValue <= PixelKernels.best.rawValue)
        #if arch(arm64)
        #expect(PixelKernels.best == .baseline)  // NEON is the one ARM64 level
        #endif
    }

    @Test(arguments: PixelKernels.Level.allCases)
    func solidSourceOverMatchesTheScalarFormula(level: PixelKernels.Level) throws {
        guard let kernels = PixelKernels.kernels(level) else { return }  // not on this CPU
        let destinations = Self.pixels(Self.count, seed: 7)
        for alpha in stride(from: 0, through: 255, by: 5) as StrideThrough<UInt32> {
            let source = alpha << 24 | (alpha / 2) << 16 | (alpha / 3) << 8 | alpha / 5
            var out = destinations
            out.withUnsafeMutableBufferPointer { kernels.blendSolid($0.baseAddress!, Self.count, source) }
            for i in 0..<Self.count {
                let expected = i < Self.count & ~7 ? PremultipliedPixel.sourceOver(source, destinations[i]) : destinations[i]
                try #require(out[i] == expected, "level \(level), alpha \(alpha), pixel \(i)")
            }
        }
    }

    @Test(arguments: PixelKernels.Level.allCases)
    func maskedSolidSourceOverMatchesScaleThenSourceOver(level: PixelKernels.Level) throws {
        guard let kernels = PixelKernels.kernels(level) else { return }
        let destinations = Self.pixels(Self.count, seed: 11)
        for (round, source) in ([0xFF20_8040, 0xC080_4020, 0x4010_2030, 0x0000_0000] as [UInt32]).enumerated() {
            let coverage = Self.coverage(Self.count, seed: round)
            var out = destinations
            coverage.withUnsafeBufferPointer { c in
                out.withUnsafeMutableBufferPointer { kernels.blendSolidMasked($0.baseAddress!, Self.count, source, c.baseAddress!) }
            }
            for i in 0..<Self.count {
                let s = PremultipliedPixel.scale(source, by: UInt32(coverage[i]))
                let expected = i < Self.count & ~7 ? PremultipliedPixel.sourceOver(s, destinations[i]) : destinations[i]
                try #require(out[i] == expected, "level \(level), source \(source), pixel \(i)")
            }
        }
    }

    @Test(arguments: PixelKernels.Level.allCases, [true, false])
    func perPixelSourceOverMatchesTheScalarFormulas(level: PixelKernels.Level, withCoverage: Bool) throws {
        guard let kernels = PixelKernels.kernels(level) else { return }
        for round in 0..<16 {
            let sources = Self.pixels(Self.count, seed: UInt64(round) * 2 + 1)
            let destinations = Self.pixels(Self.count, seed: UInt64(round) * 2 + 2)
            let coverage = Self.coverage(Self.count, seed: round)
            var out = destinations
            sources.withUnsafeBufferPointer { s in
                coverage.withUnsafeBufferPointer { c in
                    out.withUnsafeMutableBufferPointer {
                        kernels.blend($0.baseAddress!, Self.count, s.baseAddress!, withCoverage ? c.baseAddress! : nil)
                    }
                }
            }
            for i in 0..<Self.count {
                let s = withCoverage ? PremultipliedPixel.scale(sources[i], by: UInt32(coverage[i])) : sources[i]
                let expected = i < Self.count & ~7 ? PremultipliedPixel.sourceOver(s, destinations[i]) : destinations[i]
                try #require(out[i] == expected, "level \(level), round \(round), pixel \(i)")
            }
        }
    }

    /// A scene of every span kind (solid, masked, per-pixel sources; long and short spans)
    /// drawn with each level forced is the same bitmap, byte for byte.
    @Test func aSceneDrawnAtEveryLevelIsBitIdentical() throws {
        try expectBitIdenticalAtEveryLevel(Self.drawScene)
    }

    private static func drawScene() throws -> [UInt32] {
        let width = 203, height = 61
        let context = CGContext(bitmap: try #require(Bitmap(width: width, height: height)))
        context.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.55))
        context.fill(CGRect(x: 3, y: 2, width: 190, height: 20))
        context.fillEllipse(in: CGRect(x: 10.3, y: 5.7, width: 150.2, height: 50.1))
        let gradient = try #require(CGGradient(colorsSpace: nil,
                                               colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 0.3),
                                                        CGColor(red: 0, green: 0, blue: 1, alpha: 0.8)],
                                               locations: [0, 1]))
        context.saveGState()
        context.addEllipse(in: CGRect(x: 40.5, y: 3.25, width: 160, height: 55))
        context.clip()
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: CGFloat(width), y: 0), options: [])
        context.restoreGState()
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.7))
        context.setLineWidth(3)
        context.stroke(CGRect(x: 20.5, y: 10.5, width: 170, height: 40))
        return (0..<height).flatMap { y in (0..<width).map { x in context.bitmap[x, y] } }
    }
}
