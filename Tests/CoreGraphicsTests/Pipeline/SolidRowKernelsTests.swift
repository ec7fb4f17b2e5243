// Vitrine — Apache License 2.0
import Testing
@_spi(PixelKernels) @testable import CoreGraphics

/// The row kernels of every level this CPU runs (fill, source-over, plus-lighter, plus-darker,
/// destination-over, source-over through a mask) against the per-pixel formulas they
/// replace, bit for bit: `BlendFormula.composite` and `PremultipliedPixel`. Each level's
/// kernels are called directly, so the active level stays as it is; the last test draws
/// through the context with each level forced.
@Suite struct SolidRowKernelsTests {
    static let modes: [CGBlendMode] = [.plusLighter, .plusDarker, .destinationOver]

    /// Seeded pixels: premultiplied ones (no channel above alpha) with opaque, transparent,
    /// black and white ones mixed in, or any bytes (raw bitmap data).
    private struct Pixels {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        mutating func premultiplied(_ i: Int) -> UInt32 {
            switch i % 11 {
            case 2: return 0
            case 5: return 0xFFFF_FFFF
            case 7: return 0xFF00_0000
            default:
                let a = i % 11 == 9 ? 255 : next() & 0xFF
                return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
            }
        }
        mutating func anyBytes() -> UInt32 { next() ^ (next() << 16) }
    }

    /// Rows of every width from 1 to 41 (whole blocks and every tail), 3 rows `stride` apart
    /// with pixels between them the kernels must not touch.
    private static let widths = Array(1...41)
    private static let rows = 3, stride = 53

    private static func canvas(_ random: inout Pixels, anyBytes: Bool, opaqueRows: Bool) -> [UInt32] {
        (0..<(rows * stride)).map { i in
            // A row of opaque pixels lets destination-over skip whole blocks.
            if opaqueRows && i / stride == 1 { return random.premultiplied(i) | 0xFF00_0000 }
            return anyBytes ? random.anyBytes() : random.premultiplied(i)
        }
    }

    @Test(arguments: PixelKernels.Level.allCases, [false, true])
    func compositeMatchesThePerPixelFormula(level: PixelKernels.Level, anyBytes: Bool) throws {
        guard let kernels = SolidRowKernels.kernels(level) else { return }  // not on this CPU
        var random = Pixels(state: UInt64(level.rawValue) &* 31 &+ (anyBytes ? 7 : 3))
        for mode in Self.modes {
            for width in Self.widths {
                let source = width % 5 == 0 ? 0xFF20_4060 : random.premultiplied(width)
                let before = Self.canvas(&random, anyBytes: anyBytes, opaqueRows: true)
                var after = before
                let done = after.withUnsafeMutableBufferPointer {
                    kernels.composite(mode.rawValue, $0.baseAddress! + 1, Self.stride, width, Self.rows, source)
                }
                try #require(done == 1)
                for i in before.indices {
                    let x = i % Self.stride
                    let want = x >= 1 && x <= width ? BlendFormula.composite(mode, source, before[i]) : before[i]
                    try #require(after[i] == want, "level \(level), \(mode), width \(width), pixel \(i): source \(String(source, radix: 16)), destination \(String(before[i], radix: 16)) → \(String(after[i], radix: 16)), formula \(String(want, radix: 16))")
                }
            }
        }
        var pixel: UInt32 = 0
        #expect(kernels.composite(CGBlendMode.xor.rawValue, &pixel, 1, 1, 1, 0xFFFF_FFFF) == 0, "a mode without a kernel draws nothing")
        #expect(pixel == 0)
    }

    /// Source-over of one colour as `PremultipliedPixel.sourceOver`, with and without room for
    /// a last block: either way only the block's pixels change (a block's lanes past the row
    /// are written back as they were).
    @Test(arguments: PixelKernels.Level.allCases, [false, true])
    func blendMatchesSourceOver(level: PixelKernels.Level, roomy: Bool) throws {
        guard let kernels = SolidRowKernels.kernels(level) else { return }
        var random = Pixels(state: UInt64(level.rawValue) &* 17 &+ (roomy ? 5 : 11))
        for width in Self.widths {
            // Translucent colours (an opaque one is a fill, never blended), and a clear one.
            func unit() -> Double { Double(random.next() % 256) / 255 }
            let alpha = width == 7 ? 0 : Double(random.next() % 255) / 255
            let colour = PremultipliedPixel.premultiplied(red: unit(), green: unit(), blue: unit(), alpha: alpha)
            let before = Self.canvas(&random, anyBytes: false, opaqueRows: false)
            var after = before
            after.withUnsafeMutableBufferPointer {
                kernels.blend($0.baseAddress! + 1, Self.stride, width, Self.rows, colour, roomy ? 1 : 0)
            }
            for i in before.indices {
                let x = i % Self.stride
                let want = x >= 1 && x <= width ? PremultipliedPixel.sourceOver(colour, before[i]) : before[i]
                try #require(after[i] == want, "level \(level), width \(width), roomy \(roomy), pixel \(i)")
            }
        }
    }

    /// One block's coverage over a column of rows (a stroked rectangle's side) as the
    /// per-pixel form: the colour × c / 255 over each pixel, zero coverage leaving it, and
    /// only the eight pixels of each row touched.
    @Test(arguments: PixelKernels.Level.allCases)
    func blendColumnMatchesThePerPixelFormula(level: PixelKernels.Level) throws {
        guard let kernels = SolidRowKernels.kernels(level) else { return }
        var random = Pixels(state: 0xC01 &+ UInt64(level.rawValue))
        for trial in 0..<64 {
            // Zero, full and partial bytes; opaque and translucent colours.
            var coverage: UInt64 = 0
            for k in 0..<8 {
                let byte: UInt64 = [0, 255, UInt64(random.next() & 0xFF)][Int(random.next() % 3)]
                coverage |= byte << UInt64(8 * k)
            }
            let source = trial % 4 == 0 ? random.premultiplied(9) : random.premultiplied(trial)
            let before = Self.canvas(&random, anyBytes: false, opaqueRows: trial % 2 == 0)
            var after = before
            after.withUnsafeMutableBufferPointer { kernels.blendColumn($0.baseAddress! + 3, Self.stride, Self.rows, source, coverage) }
            for i in before.indices {
                let x = i % Self.stride
                guard x >= 3 && x < 11 else { try #require(after[i] == before[i]); continue }
                let c = UInt32(truncatingIfNeeded: coverage >> UInt64(8 * (x - 3)) & 0xFF)
                let want = c == 0 ? before[i] : PremultipliedPixel.sourceOver(PremultipliedPixel.scale(source, by: c), before[i])
                try #require(after[i] == want, "level \(level), trial \(trial), pixel \(i)")
            }
        }
    }

    @Test(arguments: PixelKernels.Level.allCases)
    func fillStoresTheColourInTheBlockOnly(level: PixelKernels.Level) throws {
        guard let kernels = SolidRowKernels.kernels(level) else { return }
        // Past 41, widths whose rows hold several of the fill's 32-pixel turns, with and
        // without blocks of eight and single pixels after them.
        let stride = 140
        for width in Self.widths + [64, 71, 72, 96, 100, 128, 129] {
            for offset in 0..<8 {  // every alignment of the first pixel within 32 bytes
                var canvas = [UInt32](repeating: 0x1234_5678, count: Self.rows * stride)
                canvas.withUnsafeMutableBufferPointer { kernels.fill($0.baseAddress! + offset, stride, width, Self.rows, 0x80FF_0080) }
                for i in canvas.indices {
                    let x = i % stride
                    let want: UInt32 = x >= offset && x < offset + width ? 0x80FF_0080 : 0x1234_5678
                    try #require(canvas[i] == want, "level \(level), width \(width), offset \(offset), pixel \(i)")
                }
            }
        }
    }

    /// Source-over through a mask as SourceOverKernel's per-pixel form: source × c / 255
    /// over the destination, zero coverage leaving it. Mask rows are padded to whole blocks
    /// (the kernel reads eight bytes at each block start), with junk past each row's width
    /// that the kernel must ignore.
    @Test(arguments: PixelKernels.Level.allCases)
    func blendMaskMatchesThePerPixelFormula(level: PixelKernels.Level) throws {
        guard let kernels = SolidRowKernels.kernels(level) else { return }
        var random = Pixels(state: 99 &+ UInt64(level.rawValue))
        for width in Self.widths {
            let maskStride = (width + 7) & ~7
            let mask: [UInt8] = (0..<(Self.rows * maskStride)).map { i in
                switch (i / 8) % 4 {
                case 1: 255
                case 3: i % 3 == 0 ? 0 : 255
                default: UInt8(truncatingIfNeeded: random.next())
                }
            }
            for source in [UInt32(0xFF10_2030), random.premultiplied(width), 0] {
                let before = Self.canvas(&random, anyBytes: false, opaqueRows: false)
                var after = before
                mask.withUnsafeBufferPointer { m in
                    after.withUnsafeMutableBufferPointer {
                        kernels.blendMask($0.baseAddress! + 2, Self.stride, width, Self.rows, source, m.baseAddress!, maskStride)
                    }
                }
                for i in before.indices {
                    let x = i % Self.stride - 2, row = i / Self.stride
                    var want = before[i]
                    if x >= 0 && x < width {
                        let c = UInt32(mask[row * maskStride + x])
                        if c != 0 { want = PremultipliedPixel.sourceOver(c == 255 ? source : PremultipliedPixel.scale(source, by: c), before[i]) }
                    }
                    try #require(after[i] == want, "level \(level), width \(width), source \(String(source, radix: 16)), pixel \(i)")
                }
            }
        }
    }

    /// Fills through the context (UIRectFill's copy, clear, the row kernels' modes at full
    /// coverage and off the grid, at 0.6 alpha) and text, with each level forced: the same
    /// bitmap, byte for byte.
    @Test func drawingsAtEveryLevelAreBitIdentical() throws {
        try expectBitIdenticalAtEveryLevel(Self.drawScene)
    }

    private static func drawScene() throws -> [UInt32] {
        let width = 203, height = 120
        let context = CGContext(bitmap: try #require(Bitmap(width: width, height: height)))
        for stripe in 0..<7 {
            let t = CGFloat(stripe) / 6
            context.setFillColor(CGColor(red: t, green: 1 - t, blue: 0.5, alpha: stripe == 3 ? 0 : 0.4 + 0.1 * t))
            context.fill(CGRect(x: stripe * 29, y: 0, width: 29, height: height))
        }
        let modes: [CGBlendMode] = [.copy, .clear, .plusLighter, .plusDarker, .destinationOver]
        for (k, mode) in modes.enumerated() {
            context.setBlendMode(mode)
            context.setAlpha(k % 2 == 0 ? 1 : 0.6)
            context.setFillColor(CGColor(red: 0.8, green: 0.35, blue: 0.1 + 0.1 * CGFloat(k), alpha: 0.75))
            context.fill(CGRect(x: 3, y: k * 12, width: 190, height: 9))
            context.fill(CGRect(x: 2.5, y: CGFloat(k * 12) + 60.3, width: 197.4, height: 8.6))
        }
        context.setBlendMode(.normal)
        context.setAlpha(1)
        let face = try TextFixtures.dejaVuSans
        let layout = TextLayout(text: "Hamburgefonstiv 0123", style: TextStyle(face: face, pointSize: 15, color: CGColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 0.9)))
        context.drawText(layout, at: CGPoint(x: 4.3, y: 100), cache: GlyphCache(byteBudget: 1 << 20))
        return (0..<height).flatMap { y in (0..<width).map { x in context.bitmap[x, y] } }
    }

    /// Text drawn through the context's blender gives the pixels of the per-pixel reference
    /// (each glyph's coverage scaling the colour, source-over), whatever level is active.
    @Test func textThroughTheBlenderMatchesThePerPixelReference() throws {
        let face = try TextFixtures.dejaVuSans
        for color in [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.7)] {
            let layout = TextLayout(text: "Hamburgefonstiv, quick jumps", style: TextStyle(face: face, pointSize: 17, color: color))
            let reference = TextFixtures.render(layout, width: 260, height: 40, scale: 1, at: CGPoint(x: 3, y: 5))
            let bitmap = try #require(Bitmap(width: 260, height: 40))
            CGContext(bitmap: bitmap).drawText(layout, at: CGPoint(x: 3, y: 5), cache: GlyphCache(byteBudget: 1 << 20))
            for y in 0..<40 {
                for x in 0..<260 where bitmap[x, y] != reference[x, y] {
                    Issue.record("pixel (\(x), \(y)): \(String(bitmap[x, y], radix: 16)), reference \(String(reference[x, y], radix: 16))")
                    return
                }
            }
        }
    }
}
