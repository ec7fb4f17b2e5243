// Vitrine — Apache License 2.0
import CVitrineCPU
import Testing
@_spi(PixelKernels) @testable import CoreGraphics

/// The horizontal resampling kernel (CVitrineCPUResample.h) of every level this CPU runs
/// gives ImageShader.lerp's bits for each sample it writes, and writes whole blocks of eight
/// as far as its columns allow (AVX2), or none (the caller's loop does them).
@Suite struct ResampleKernelTests {
    @Test(arguments: PixelKernels.Level.allCases)
    func samplesAreTheScalarLerp(level: PixelKernels.Level) throws {
        guard let kernel = CVitrineCPU_lerpColumnsForLevel(level.cValue) else { return }  // not on this CPU
        var state: UInt64 = 0x5EED
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        // 200 columns the kernel may read (spans at large steps run past them) of 300.
        let readable = 200
        let columns = (0..<300).map { _ in next() ^ (next() << 16) }
        // Steps from a 16× enlargement to a 2:1 reduction (the most the kernel takes), and
        // both limits; start positions anywhere in the first column.
        let steps: [Int32] = [4096, 43691, 65535, 65536, 65537, 98304, 131071, 131072] + (0..<40).map { _ in Int32(1 + next() % 131072) }
        for step in steps {
            let position = Int32(next() % 65536)
            let count = 8 + Int(next() % 120)
            var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
            let written = columns.withUnsafeBufferPointer { c in
                out.withUnsafeMutableBufferPointer { kernel($0.baseAddress!, count, c.baseAddress!, readable, position, step) }
            }
            #expect(written % 8 == 0 && written <= count)
            // AVX2 stops only where a block's sixteen columns would pass `readable`.
            let stoppedEarly = written < count & ~7
            if level == .avx2, stoppedEarly {
                let next = (Int(position) + written * Int(step)) >> 16
                #expect(next + 16 > readable, "step \(step): stopped at \(written) of \(count)")
            }
            for j in 0..<count {
                let p = Int(position) + j * Int(step)
                let expected = j < written ? ImageShader.lerp(columns[p >> 16], columns[(p >> 16) + 1], UInt32((p >> 8) & 0xFF)) : 0xDEAD_BEEF
                try #require(out[j] == expected, "level \(level), step \(step), sample \(j)")
            }
        }
    }

    @Test func stepsOutsideTheKernelsRangeAreLeftToTheCaller() throws {
        let columns = [UInt32](repeating: 0xFF80_4020, count: 64)
        var out = [UInt32](repeating: 0, count: 16)
        for level in PixelKernels.available {
            let kernel = try #require(CVitrineCPU_lerpColumnsForLevel(level.cValue))
            for step: Int32 in [0, -65536, 131073] {
                #expect(kernel(&out, 16, columns, 64, 0, step) == 0, "level \(level), step \(step)")
            }
        }
    }
}
