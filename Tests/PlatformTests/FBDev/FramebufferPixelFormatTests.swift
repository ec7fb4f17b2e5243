// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct FramebufferPixelFormatTests {
    @Test func rgb565RoundsEachChannelToItsBits() {
        let f = FramebufferPixelFormat.rgb565
        // Red 255 → 31 << 11; green 128 → round(128·63/255) = 32 << 5; blue 8 → round(8·31/255) = 1.
        #expect(f.pack(0xFFFF_8008) == (31 << 11 | 32 << 5 | 1))
        #expect(f.pack(0xFF00_0000) == 0)
        #expect(f.pack(0xFFFF_FFFF) == 0xFFFF)
    }

    @Test func xrgb8888IsCopiedAsItIs() {
        #expect(FramebufferPixelFormat.xrgb8888.isNative)
        var source: [UInt32] = [0xFF12_3456, 0xFFAB_CDEF]
        var out = [UInt32](repeating: 0, count: 2)
        source.withUnsafeMutableBufferPointer { s in
            out.withUnsafeMutableBytes { FramebufferPixelFormat.xrgb8888.convert(s.baseAddress!, count: 2, into: $0.baseAddress!) }
        }
        #expect(out == [0xFF12_3456, 0xFFAB_CDEF])
    }

    @Test func bgrOrderIsRepacked() {
        let bgr = FramebufferPixelFormat(bitsPerPixel: 32, red: .init(offset: 0, length: 8), green: .init(offset: 8, length: 8),
                                         blue: .init(offset: 16, length: 8))
        #expect(!bgr.isNative && bgr.isSupported)
        #expect(bgr.pack(0xFF12_3456) == 0x0056_3412)
    }

    @Test func sixteenBitPixelsAreWrittenAsHalfWords() {
        var source: [UInt32] = [0xFFFF_0000, 0xFF00_00FF]
        var out = [UInt16](repeating: 0, count: 2)
        source.withUnsafeMutableBufferPointer { s in
            out.withUnsafeMutableBytes { FramebufferPixelFormat.rgb565.convert(s.baseAddress!, count: 2, into: $0.baseAddress!) }
        }
        #expect(out == [0xF800, 0x001F])
    }

    @Test func unsupportedLayoutsAreRejected() {
        #expect(!FramebufferPixelFormat(bitsPerPixel: 24, red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8),
                                        blue: .init(offset: 0, length: 8)).isSupported)
        #expect(!FramebufferPixelFormat(bitsPerPixel: 8, red: .init(offset: 5, length: 3), green: .init(offset: 2, length: 3),
                                        blue: .init(offset: 0, length: 2)).isSupported)
    }
}
