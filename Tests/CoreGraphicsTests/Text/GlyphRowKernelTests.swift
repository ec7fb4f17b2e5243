// Vitrine — Apache License 2.0
import CVitrineCPU
import Testing
@_spi(PixelKernels) @testable import CoreGraphics

/// The glyph kernel (one call for a batch of glyph masks of one colour) against blending
/// each mask in turn with the per-pixel formula, bit for bit, at every level this CPU runs;
/// and text through the context, where the kernel takes the batch, against the same glyph
/// masks sent one by one through the blender.
@Suite struct GlyphRowKernelTests {
    /// Seeded numbers (a 64-bit LCG's high bits).
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt32(n)) }
        /// A premultiplied pixel: no channel above alpha.
        mutating func premultiplied() -> UInt32 {
            let a = next() & 0xFF
            return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
        }
    }

    /// Batches of up to 30 overlapping glyphs, 1 to 20 pixels wide, some shown from inside
    /// their mask (a clip cut their top-left) and some reaching the bitmap's right edge,
    /// whose width (301) is no multiple of eight. Masks are exactly their bytes long, so a
    /// read past a mask's last row would show up under the address sanitizer.
    @Test(arguments: PixelKernels.Level.allCases)
    func batchMatchesEachMaskBlendedInTurn(level: PixelKernels.Level) throws {
        guard let kernel = GlyphRowKernel.kernel(level) else { return }  // not on this CPU
        let width = 301, height = 50
        var random = Random(state: 7 &+ UInt64(level.rawValue))
        for trial in 0..<300 {
            let count = 1 + random.below(30)
            var masks: [[UInt8]] = []
            var placements: [(x: Int, y: Int, width: Int, height: Int, skipX: Int, skipY: Int)] = []
            for _ in 0..<count {
                let w = 1 + random.below(20), h = 1 + random.below(20)
                masks.append((0..<(w * h)).map { _ in
                    switch random.below(4) {
                    case 0: 0
                    case 1: 255
                    default: UInt8(truncatingIfNeeded: random.next())
                    }
                })
                let skipX = random.below(min(3, w)), skipY = random.below(min(3, h))
                // One glyph in four flush with the right edge.
                let x = random.below(4) == 0 ? width - w : random.below(width - w + 1)
                placements.append((x, random.below(height - h + 1), w, h, skipX, skipY))
            }
            let source: UInt32 = switch trial % 3 {
            case 0: 0xFF10_2030
            case 1: 0
            default: random.premultiplied()
            }
            let before = (0..<(width * height)).map { _ in random.premultiplied() }
            var after = before
            // The kernel's spans point into the masks, so the masks' storage is held while it runs.
            let buffers = masks.map { mask in
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: mask.count)
                _ = buffer.initialize(from: mask)
                return buffer
            }
            defer { buffers.forEach { $0.deallocate() } }
            let spans = placements.indices.map { i in
                let p = placements[i], base = UnsafePointer(buffers[i].baseAddress!)
                return CVitrineCPUGlyphSpan(
                    coverage: base + p.skipY * p.width + p.skipX, coverageEnd: base + buffers[i].count,
                    x: Int32(p.x + p.skipX), y: Int32(p.y + p.skipY), width: Int32(p.width - p.skipX),
                    height: Int32(p.height - p.skipY), maskStride: Int32(p.width), unused: 0)
            }
            after.withUnsafeMutableBufferPointer { pixels in
                spans.withUnsafeBufferPointer { kernel(pixels.baseAddress!, width, width, source, $0.baseAddress!, $0.count) }
            }
            var want = before
            for (i, p) in placements.enumerated() {
                for y in p.skipY..<p.height {
                    for x in p.skipX..<p.width {
                        let c = UInt32(masks[i][y * p.width + x])
                        guard c != 0 else { continue }
                        let index = (p.y + y) * width + p.x + x
                        want[index] = PremultipliedPixel.sourceOver(c == 255 ? source : PremultipliedPixel.scale(source, by: c), want[index])
                    }
                }
            }
            for i in want.indices where after[i] != want[i] {
                Issue.record("level \(level), trial \(trial), pixel (\(i % width), \(i / width)): \(String(after[i], radix: 16)), formula \(String(want[i], radix: 16))")
                return
            }
        }
    }

    /// Text through the context (its glyph batches go to the kernel) gives the pixels of the
    /// same masks sent one by one through the blender, for an opaque and a translucent colour
    /// over a background, with the line cut by a clip rectangle and running past the
    /// bitmap's right edge; and the same again with a global alpha, which the kernel leaves
    /// to the blender.
    @Test(arguments: [1.0, 0.6])
    func textMatchesMasksSentOneByOne(alpha: CGFloat) throws {
        let face = try TextFixtures.dejaVuSans
        let width = 183, height = 40
        for color in [CGColor(red: 0.05, green: 0.1, blue: 0.2, alpha: 1), CGColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.7)] {
            let layout = TextLayout(text: "Hamburgefonstiv, quick jumps ffi", style: TextStyle(face: face, pointSize: 17, color: color))
            let cache = GlyphCache(byteBudget: 1 << 20)
            var renders: [[UInt32]] = []
            for oneByOne in [false, true] {
                let bitmap = try #require(Bitmap(width: width, height: height))
                let context = CGContext(bitmap: bitmap)
                context.setFillColor(CGColor(red: 0.3, green: 0.8, blue: 0.6, alpha: 0.5))
                context.fill(CGRect(x: 0, y: 0, width: width, height: height))
                context.clip(to: CGRect(x: 7, y: 9, width: 400, height: 14))
                context.setAlpha(alpha)
                if oneByOne {
                    context.drawText(layout, at: CGPoint(x: 2.3, y: 5), cache: cache) { mask, x, y, shader in
                        context.fillDeviceMask(mask, x: x, y: y, shader: shader)
                    }
                } else {
                    context.drawText(layout, at: CGPoint(x: 2.3, y: 5), cache: cache)
                }
                renders.append((0..<height).flatMap { y in (0..<width).map { x in bitmap[x, y] } })
            }
            let differing = renders[0].indices.filter { renders[0][$0] != renders[1][$0] }
            #expect(differing.isEmpty, "\(differing.count) pixels differ, the first at (\(differing.first.map { $0 % width } ?? 0), \(differing.first.map { $0 / width } ?? 0))")
            // The line runs past the right edge and the clip cuts its ascenders: there is ink to compare.
            #expect(renders[0].contains { $0 != renders[0][0] })
        }
    }
}
