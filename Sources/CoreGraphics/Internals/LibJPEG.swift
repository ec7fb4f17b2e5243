// Vitrine — Apache License 2.0
// libjpeg-turbo through CVitrineJPEG, whose C functions own the setjmp that libjpeg's error
// handling needs (see CVitrineJPEG.h): this side only sees a status and a message.
import CVitrineJPEG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Pixels libjpeg decoded (opaque 0xFFRRGGBB, rows packed), in C memory freed with the value.
final class DecodedJPEG {
    /// The first pixel of the top row.
    let pixels: UnsafeMutablePointer<UInt32>
    /// The image's size in pixels.
    let width: Int, height: Int

    fileprivate init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
    }

    deinit {
        // CVitrineJPEG allocates with malloc.
        free(pixels)
    }
}

/// The two calls into libjpeg, returning libjpeg's reason on failure ("" when it gave none).
enum LibJPEG {
    /// Decodes a whole JPEG file held in memory.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> Result<DecodedJPEG, LibJPEGFailure> {
        var pixels: UnsafeMutablePointer<UInt32>? = nil
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(CVITRINEJPEG_MESSAGE_LENGTH))
        let status = CVitrineJPEG_decode(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                                         &pixels, &width, &height, &message)
        guard status == 0, let pixels else { return .failure(LibJPEGFailure(message)) }
        return .success(DecodedJPEG(pixels: pixels, width: Int(width), height: Int(height)))
    }

    /// Encodes premultiplied ARGB32 rows as a baseline JPEG file; `quality` is 0...100.
    static func encode(
        _ pixels: UnsafePointer<UInt32>, bytesPerRow: Int, width: Int, height: Int, quality: Int
    ) -> Result<Data, LibJPEGFailure> {
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var message = [CChar](repeating: 0, count: Int(CVITRINEJPEG_MESSAGE_LENGTH))
        let status = CVitrineJPEG_encode(pixels, bytesPerRow, Int32(width), Int32(height), Int32(quality),
                                         &output, &size, &message)
        guard status == 0, let output else { return .failure(LibJPEGFailure(message)) }
        defer { free(output) }
        return .success(Data(bytes: output, count: size))
    }
}

/// libjpeg's message for a failed call.
struct LibJPEGFailure: Error {
    /// The message, empty when libjpeg gave none.
    let message: String

    fileprivate init(_ buffer: [CChar]) {
        message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
