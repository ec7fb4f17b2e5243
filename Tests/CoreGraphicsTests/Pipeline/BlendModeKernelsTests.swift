// Vitrine — Apache License 2.0
import Testing
@_spi(PixelKernels) @testable import CoreGraphics

/// The blend-mode kernels of every level this CPU runs give BlendFormula's exact bits, so a
/// span's blocks and its last few pixels (blended in Swift) agree, and every level draws
/// the same pixels. Each level's kernel is called directly: the active level stays as it is.
@Suite struct BlendModeKernelsTests {
    static let modes: [CGBlendMode] = (CGBlendMode.multiply.rawValue...CGBlendMode.luminosity.rawValue).compactMap { CGBlendMode(rawValue: $0) }

    /// Seeded pixels; premultiplied (no colour channel above alpha) unless `anyBytes`, with
    /// opaque, transparent, black and white blocks mixed in.
    private static func pixels(_ count: Int, seed: UInt64, anyBytes: Bool = false) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { i in
            if anyBytes { return next() ^ (next() << 16) }
            switch (i / 8) % 9 {
            case 2: return 0
            case 4: return 0xFF00_0000
            case 6: return 0xFFFF_FFFF
            default:
                let a = (i / 8) % 9 == 7 ? 255 : next() & 0xFF
                return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
            }
        }
    }

    /// Coverage over every byte value, with whole blocks of 0 and of 255.
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

    /// BlendFormula on one pixel as the span blender applies it: the source scaled by
    /// coverage, zero coverage leaving the destination.
    private static func expected(_ mode: CGBlendMode, source: UInt32, destination: UInt32, coverage: UInt32) -> UInt32 {
        guard coverage != 0 else { return destination }
        let s = coverage == 255 ? source : PremultipliedPixel.scale(source, by: coverage)
        return BlendFormula.composite(mode, s, destination)
    }

    private static func check(level: PixelKernels.Level, anyBytes: Bool, coverageKind: Int) throws {
        for mode in modes {
            for round in 0..<3 {
                let sources = pixels(count, seed: UInt64(round) * 2 + 1, anyBytes: anyBytes)
                let destinations = pixels(count, seed: UInt64(round) * 2 + 2, anyBytes: anyBytes)
                let rowCoverage = coverage(count, seed: round)
                // 0: a coverage row; 1: full constant coverage; 2: a partial constant.
                let constant: UInt32 = coverageKind == 2 ? 100 : 255
                var out = destinations
                let blended = try sources.withUnsafeBufferPointer { s in
                    try rowCoverage.withUnsafeBufferPointer { c in
                        try out.withUnsafeMutableBufferPointer { d in
                            try #require(BlendModeSpan.blend(level: level, mode, d.baseAddress!, count: count, sources: s.baseAddress!,
                                                             coverage: coverageKind == 0 ? c.baseAddress! : nil, constant: constant))
                        }
                    }
                }
                try #require(blended == count & ~7)
                for i in 0..<count {
                    let c = coverageKind == 0 ? UInt32(rowCoverage[i]) : constant
                    let want = i < blended ? expected(mode, source: sources[i], destination: destinations[i], coverage: c) : destinations[i]
                    try #require(out[i] == want, "level \(level), \(mode), round \(round), pixel \(i): source \(String(sources[i], radix: 16)), destination \(String(destinations[i], radix: 16)), coverage \(c)")
                }
            }
        }
    }

    @Test(arguments: PixelKernels.Level.allCases, [0, 1, 2])
    func premultipliedPixelsGetTheScalarFormulasBits(level: PixelKernels.Level, coverageKind: Int) throws {
        guard PixelKernels.kernels(level) != nil else { return }  // not on this CPU
        try Self.check(level: level, anyBytes: false, coverageKind: coverageKind)
    }

    /// Bytes that are not premultiplied (a colour above its alpha, as raw bitmap data can
    /// hold) take the same clamps in both.
    @Test(arguments: PixelKernels.Level.allCases)
    func anyBytesGetTheScalarFormulasBits(level: PixelKernels.Level) throws {
        guard PixelKernels.kernels(level) != nil else { return }
        try Self.check(level: level, anyBytes: true, coverageKind: 0)
    }

    @Test func otherModesAndShortSpansAreLeftToTheCaller() {
        var destination = [UInt32](repeating: 0x8040_2010, count: 16)
        let sources = [UInt32](repeating: 0xFF10_2030, count: 16)
        for mode in [CGBlendMode.normal, .copy, .sourceIn, .xor, .plusLighter, .plusDarker] {
            #expect(BlendModeSpan.blend(mode, &destination, count: 16, sources: sources, coverage: nil, constant: 255) == 0)
        }
        #expect(BlendModeSpan.blend(.multiply, &destination, count: 7, sources: sources, coverage: nil, constant: 255) == 0)
        #expect(destination.allSatisfy { $0 == 0x8040_2010 })
    }

    /// Every blend mode filled over a striped canvas, at 0.6 alpha and through an ellipse's
    /// edge coverage, with each level forced: the same bitmap, byte for byte.
    @Test func blendModeFillsAtEveryLevelAreBitIdentical() throws {
        try expectBitIdenticalAtEveryLevel(Self.drawScene)
    }

    private static func drawScene() throws -> [UInt32] {
        let width = 203, height = 15 * 9
        let context = CGContext(bitmap: try #require(Bitmap(width: width, height: height)))
        for stripe in 0..<7 {
            let t = CGFloat(stripe) / 6
            context.setFillColor(CGColor(red: t, green: 1 - t, blue: 0.5, alpha: stripe == 3 ? 0 : 0.4 + 0.1 * t))
            context.fill(CGRect(x: stripe * 29, y: 0, width: 29, height: height))
        }
        for (k, mode) in modes.enumerated() {
            context.setBlendMode(mode)
            context.setAlpha(k % 2 == 0 ? 1 : 0.6)
            context.setFillColor(CGColor(red: 0.8, green: 0.35, blue: 0.1 + 0.05 * CGFloat(k), alpha: 0.75))
            context.fillEllipse(in: CGRect(x: 2.5, y: CGFloat(k * 9) + 0.3, width: 197.4, height: 8.6))
        }
        return (0..<height).flatMap { y in (0..<width).map { x in context.bitmap[x, y] } }
    }
}
