// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// Opaque pixels whose blue channel is the device x: a stand-in for gradients and images.
struct RampShader: Shader {
    var isOpaque: Bool { true }
    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { destination[i] = 0xFF00_0000 | UInt32((x + i) & 255) }
    }
}

@Suite struct SpanBlenderTests {
    @Test func shaderPixelsArriveAtTheirDevicePositions() {
        let context = makeContext(width: 8, height: 2)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 2, y: 0, width: 4, height: 2))
        context.fillDevicePath(path, rule: .winding, shader: RampShader())
        #expect((0..<8).map { context.bitmap[$0, 1] } == [0, 0, 0xFF00_0002, 0xFF00_0003, 0xFF00_0004, 0xFF00_0005, 0, 0])
    }

    @Test func shaderThroughPartialCoverageAndAlphaIsScaledExactly() {
        let context = makeContext(width: 4, height: 1)
        context.setAlpha(0.5)  // 128
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2.5, height: 1))
        context.fillDevicePath(path, rule: .winding, shader: RampShader())
        // Pixel 1: full coverage × alpha 128 → scale(0xFF000001, 128) = 0x80000001 (1·128/255 rounds to 1).
        #expect(context.bitmap[1, 0] == 0x8000_0001)
        // Pixel 2: coverage 128, × 128 → round(128·128/255) = 64: scale(0xFF000002, 64) = 0x40000001.
        #expect(context.bitmap[2, 0] == 0x4000_0001)
        #expect(context.bitmap[3, 0] == 0)
    }

    @Test func shaderWithSourceInKeepsOnlyWhereTheDestinationIs() {
        let context = makeContext(width: 4, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // opaque black on pixels 0, 1
        context.setBlendMode(.sourceIn)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.fillDevicePath(path, rule: .winding, shader: RampShader())
        // Source-in: s·da; da = 255 on 0, 1 and 0 on 2, 3.
        #expect((0..<4).map { context.bitmap[$0, 0] } == [0xFF00_0000, 0xFF00_0001, 0, 0])
    }

    /// Bands of rows (`coverRect`, `coverRows`, which rectangles and stroked rectangles
    /// send) and masks (`coverMask`, glyphs) take their own paths: a colour scaled once per
    /// block (or, for runs within eight pixels of each other, here those at 11 and 14, one
    /// masked block of eight per row), a shader asked once per row, a translucent column
    /// blended down its rows. Each must leave exactly the pixels
    /// that the same runs sent one span at a time leave, for solid colours opaque and
    /// translucent, a shader, global alpha, a clip mask, and the copy mode.
    @Test func bandsOfRowsBlendAsTheirSpansOneByOne() {
        let runs = [CoverageRun(x: 1, count: 1, coverage: 90), CoverageRun(x: 2, count: 9, coverage: 255),
                    CoverageRun(x: 11, count: 1, coverage: 200), CoverageRun(x: 14, count: 2, coverage: 17),
                    CoverageRun(x: 33, count: 3, coverage: 140)]  // 17 pixels on: a second cluster
        // The clip's pixel box holds every row the runs and the mask reach (0...11): sinks only
        // receive spans inside the clip's bounds, where its mask is.
        let clip = CGMutablePath()
        clip.addEllipse(in: CGRect(x: 0.3, y: 0.6, width: 38, height: 11.2))
        for shaderKind in 0..<3 {
            for (alpha, clipped, mode) in [(1.0, false, CGBlendMode.normal), (0.6, false, .normal), (1.0, true, .normal),
                                           (0.7, true, .normal), (1.0, false, .copy)] {
                func render(_ send: (inout SpanBlender<AnyShader>) -> Void) -> [UInt32] {
                    let context = makeContext(width: 40, height: 12)
                    context.bitmap.fill(context.bitmap.bounds, with: 0x8040_2010)
                    if clipped { context.addPath(clip); context.clip() }
                    context.setAlpha(CGFloat(alpha))
                    context.setBlendMode(mode)
                    let shader = AnyShader(kind: shaderKind)
                    context.withBlender(shader: shader) { send(&$0) }
                    return (0..<12).flatMap { y in (0..<40).map { context.bitmap[$0, y] } }
                }
                // A 13 × 2 mask with a stride of 15, laid at (2, 10).
                let mask: [UInt8] = (0..<30).map { UInt8(($0 * 37) % 256) }
                let oneByOne = render { blender in
                    for y in 2..<10 { for run in runs { blender.coverSpan(x: run.x, y: y, count: run.count, coverage: run.coverage) } }
                    mask.withUnsafeBufferPointer { m in
                        for row in 0..<2 { blender.coverSpan(x: 2, y: 10 + row, count: 13, coverage: m.baseAddress! + row * 15) }
                    }
                }
                let banded = render { blender in
                    runs.withUnsafeBufferPointer { blender.coverRows(2..<6, runs: $0) }
                    for run in runs { blender.coverRect(PixelRect(x: run.x, y: 6, width: run.count, height: 4), coverage: run.coverage) }
                    mask.withUnsafeBufferPointer { blender.coverMask(PixelRect(x: 2, y: 10, width: 13, height: 2), coverage: $0.baseAddress!, stride: 15) }
                }
                #expect(banded == oneByOne, "shader \(shaderKind), alpha \(alpha), clipped \(clipped), \(mode)")
                #expect(banded != render { _ in }, "the runs must change pixels")
            }
        }
    }

    /// An opaque shader's band with a wide fully covered middle (an image through a pending
    /// rectangle clip) shades the middle straight into the bitmap and blends only the edges;
    /// a middle with one pixel not fully covered goes through the block whole. Both must leave
    /// exactly the pixels of the same row sent one span at a time, beside the band too.
    @Test func opaqueBandsWithAWideFullMiddleBlendAsTheirSpans() {
        let middle = [UInt8](repeating: 255, count: 110)
        var interrupted = middle
        interrupted[57] = 100
        for pattern in [[90] + middle + [40, 77], [0, 12] + middle, middle + [3], [90] + interrupted + [40]] {
            func render(_ send: (inout SpanBlender<RampShader>) -> Void) -> [UInt32] {
                let context = makeContext(width: 130, height: 6)
                for y in 0..<6 { for i in 0..<130 { context.bitmap[i, y] = 0x8000_0000 | UInt32((i + y * 40) % 128) << 8 } }
                context.withBlender(shader: RampShader()) { send(&$0) }
                return (0..<6).flatMap { y in (0..<130).map { context.bitmap[$0, y] } }
            }
            pattern.withUnsafeBufferPointer { coverage in
                let oneByOne = render { blender in
                    for y in 1..<5 { blender.coverSpan(x: 7, y: y, count: coverage.count, coverage: coverage.baseAddress!) }
                }
                let banded = render { blender in blender.coverRows(1..<5, x: 7, count: coverage.count, coverage: coverage.baseAddress!) }
                #expect(banded == oneByOne, "pattern of \(coverage.count) starting \(Array(coverage.prefix(3)))")
                #expect(banded != render { _ in }, "the band must change pixels")
            }
        }
    }

    /// Narrow masks (glyph rows) blend in whole blocks of eight where the bitmap row has room
    /// and the mask's bytes last, the lanes past the mask given zero coverage. The pixels must
    /// be exactly those the rows sent one span at a time leave, beside the masks too: masks 1
    /// to 17 pixels wide, tight (stride = width, so the last rows must not read past the
    /// mask), at the left and against the bitmap's right edge.
    @Test func narrowMasksBlendAsTheirSpansOneByOne() {
        for colour in [UInt32(0xFF20_60A0), 0x8010_3050] {
            for width in 1...17 {
                for x in [0, 3, 24 - width] {
                    let height = 3
                    let mask: [UInt8] = (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 * 71 + width * 13) }
                    func render(_ send: (inout SpanBlender<SolidShader>) -> Void) -> [UInt32] {
                        let context = makeContext(width: 24, height: 4)
                        for y in 0..<4 { for i in 0..<24 { context.bitmap[i, y] = 0x8000_0000 | UInt32(i * 5 + y * 40) } }
                        context.withBlender(shader: SolidShader(pixel: colour)) { send(&$0) }
                        return (0..<4).flatMap { y in (0..<24).map { context.bitmap[$0, y] } }
                    }
                    let oneByOne = render { blender in
                        mask.withUnsafeBufferPointer { m in
                            for row in 0..<height { blender.coverSpan(x: x, y: 1 + row, count: width, coverage: m.baseAddress! + row * width) }
                        }
                    }
                    let masked = render { blender in
                        mask.withUnsafeBufferPointer { blender.coverMask(PixelRect(x: x, y: 1, width: width, height: height), coverage: $0.baseAddress!, stride: width) }
                    }
                    #expect(masked == oneByOne, "colour \(colour), width \(width), x \(x)")
                }
            }
        }
    }
}

/// One of three sources for the band tests: an opaque colour, a translucent colour, the ramp.
struct AnyShader: Shader {
    let kind: Int
    var isOpaque: Bool { kind != 1 }
    var solidPixel: UInt32? { kind == 0 ? 0xFF20_60A0 : kind == 1 ? 0x8010_3050 : nil }
    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        if let pixel = solidPixel { destination.update(repeating: pixel, count: count) }
        else { RampShader().shadeSpan(x: x, y: y, count: count, into: destination) }
    }
}
