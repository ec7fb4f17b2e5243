// Vitrine — Apache License 2.0
import CVitrineCPU
import Testing
@_spi(PixelKernels) @testable import CoreGraphics

/// The bilinear kernels (CVitrineCPUBilinear.h) of every level this CPU runs give
/// ImageShader's scalar bits: rows blended first by fy, then columns by fx, each rounded as
/// `ImageShader.lerp`.
@Suite struct BilinearKernelTests {
    private struct Pixels {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        /// Premultiplied: no channel above alpha.
        mutating func pixel() -> UInt32 {
            let a = next() & 0xFF
            return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
        }
    }

    @Test(arguments: PixelKernels.available)
    func rowsBlendAsTheScalarLerp(level: PixelKernels.Level) throws {
        let kernels = try #require(CVitrineCPU_bilinearForLevel(level.cValue))
        var random = Pixels(state: 0xB11E)
        // Every weight, with counts that leave every tail length after whole blocks of eight.
        for fy in UInt32(0)...255 {
            let count = 1 + Int(fy % 41)
            let top = (0..<count).map { _ in random.pixel() }, bottom = (0..<count).map { _ in random.pixel() }
            var out = [UInt32](repeating: 0xDEAD_BEEF, count: count + 1)
            out.withUnsafeMutableBufferPointer { kernels.pointee.lerpRows($0.baseAddress!, count, top, bottom, fy) }
            for k in 0..<count {
                try #require(out[k] == ImageShader.lerp(top[k], bottom[k], fy), "level \(level), fy \(fy), pixel \(k)")
            }
            #expect(out[count] == 0xDEAD_BEEF, "level \(level): wrote past \(count) pixels")
        }
    }

    @Test(arguments: PixelKernels.available)
    func stepsSampleAsTheScalarBilinear(level: PixelKernels.Level) throws {
        let kernels = try #require(CVitrineCPU_bilinearForLevel(level.cValue))
        var random = Pixels(state: 0x57E9)
        for step in 1...17 {
            for trial in 0..<24 {
                let count = 1 + (step * 7 + trial * 5) % 43
                // Exactly the columns the samples may read: (count − 1)·step + 2.
                let width = (count - 1) * step + 2
                let top = (0..<width).map { _ in random.pixel() }, bottom = (0..<width).map { _ in random.pixel() }
                let fx = random.next() & 0xFF, fy = random.next() & 0xFF
                var out = [UInt32](repeating: 0xDEAD_BEEF, count: count + 1)
                out.withUnsafeMutableBufferPointer {
                    kernels.pointee.sampleSteps($0.baseAddress!, count, top, bottom, step, fx, fy)
                }
                for k in 0..<count {
                    let c = k * step
                    let expected = ImageShader.bilinear(top[c], top[c + 1], bottom[c], bottom[c + 1], fx, fy)
                    try #require(out[k] == expected, "level \(level), step \(step), count \(count), sample \(k)")
                }
                #expect(out[count] == 0xDEAD_BEEF, "level \(level): wrote past \(count) samples")
            }
        }
    }
}
