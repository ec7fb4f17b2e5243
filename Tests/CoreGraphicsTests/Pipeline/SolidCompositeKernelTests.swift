// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// The run kernels of one colour against the per-pixel path they replace: for every mode,
/// `BlendFormula.composite` pixel by pixel, the colour scaled by coverage for the modes a
/// transparent source leaves alone and result and destination mixed by it for the others
/// (the rule SpanBlender's per-pixel path follows, which the Cairo oracle scenes check).
@Suite struct SolidCompositeKernelTests {
    static let modes: [CGBlendMode] = [.copy, .clear, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn,
                                       .destinationOut, .destinationAtop, .xor, .plusLighter, .plusDarker]

    /// Seeded pseudo-random pixels; premultiplied ones keep every channel at most alpha.
    private struct Pixels {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        mutating func premultiplied() -> UInt32 {
            let a = next() & 0xFF
            return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
        }
    }

    static func perPixel(_ mode: CGBlendMode, _ source: UInt32, _ destination: UInt32, coverage c: UInt32) -> UInt32 {
        if mode.isBoundedBySource {
            return BlendFormula.composite(mode, c == 255 ? source : PremultipliedPixel.scale(source, by: c), destination)
        }
        let r = BlendFormula.composite(mode, source, destination)
        return c == 255 ? r : PremultipliedPixel.scale(r, by: c) &+ PremultipliedPixel.scale(destination, by: 255 - c)
    }

    /// Runs of 1 to 40 pixels (whole blocks of eight and every tail length), coverages 255,
    /// 1, 128 and others, opaque, translucent and transparent colours and destinations.
    @Test(arguments: modes)
    func runsMatchThePerPixelFormulaBitForBit(mode: CGBlendMode) {
        var random = Pixels(state: UInt64(mode.rawValue) &+ 7)
        let specials: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x8080_8080, 0x40FF_FFFF]
        for round in 0..<400 {
            let count = round % 40 + 1
            let source = round % 7 == 0 ? specials[round % 4] | 0xFF00_0000 : random.premultiplied()
            let coverage: UInt32 = [255, 1, 128, random.next() % 255 + 1][round % 4]
            // Destinations include pixels whose channels exceed their alpha (an image's
            // bytes as they are): the per-pixel path clamps its sums, and so must the run.
            let destination = (0..<count).map { i in i % 9 == 4 ? specials[(i + round) % specials.count] : random.premultiplied() }
            var out = destination
            out.withUnsafeMutableBufferPointer {
                SolidCompositeKernel.composite($0.baseAddress!, count: count, source: source, mode: mode, coverage: coverage)
            }
            for i in 0..<count where out[i] != Self.perPixel(mode, source, destination[i], coverage: coverage) {
                Issue.record("\(mode): source \(String(source, radix: 16)), coverage \(coverage), destination \(String(destination[i], radix: 16)) → \(String(out[i], radix: 16)), per pixel \(String(Self.perPixel(mode, source, destination[i], coverage: coverage), radix: 16))")
                return
            }
        }
    }

    /// Worked values from the Porter–Duff definitions (premultiplied bytes, result =
    /// round((s·Fa + d·Fb) / 255) per channel): source 0x80400000 (alpha 128, red 64) over
    /// destination 0xFF0000FF (opaque blue).
    @Test func workedValues() {
        func run(_ mode: CGBlendMode) -> UInt32 {
            var pixel: UInt32 = 0xFF00_00FF
            SolidCompositeKernel.composite(&pixel, count: 1, source: 0x8040_0000, mode: mode, coverage: 255)
            return pixel
        }
        // sourceAtop: Fa = da = 255, Fb = 255 − 128 = 127: alpha 128 + round(255·127/255) = 255,
        // red 64, blue round(255·127/255) = 127.
        #expect(run(.sourceAtop) == 0xFF40_007F)
        // destinationOut: Fb = 127: alpha 127, blue 127.
        #expect(run(.destinationOut) == 0x7F00_007F)
        // xor: Fa = 0, Fb = 127: the same.
        #expect(run(.xor) == 0x7F00_007F)
        // destinationOver: the opaque destination hides the source.
        #expect(run(.destinationOver) == 0xFF00_00FF)
        // plusLighter: min(255, s + d): alpha 255, red 64, blue 255.
        #expect(run(.plusLighter) == 0xFF40_00FF)
        // plusDarker: max(0, s + d − 255): alpha 128, red 0, blue 0.
        #expect(run(.plusDarker) == 0x8000_0000)
        // sourceIn: s · da / 255 = s.
        #expect(run(.sourceIn) == 0x8040_0000)
    }
}
