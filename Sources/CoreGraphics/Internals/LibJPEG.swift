// Vitrine — Apache License 2.0
// libjpeg-turbo through CVitrineJPEG, whose C functions own the setjmp that libjpeg's error
// handling needs (see CVitrineJPEG.h): this side only sees a status and a message.
import CVitrineJPEG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The two calls into libjpeg, returning libjpeg's reason on failure ("" when it gave none).
enum LibJPEG {
    /// Decodes a whole JPEG file held in memory into the bitmap `makeBitmap` returns for the
    /// size the header gives (nil refuses the size, with `refusal` as the reason). Images of
    /// more than `maximumPixels` pixels are refused before anything is allocated for them.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, maximumPixels: Int,
        into makeBitmap: (_ width: Int, _ height: Int) -> Bitmap?, refusal: (Int, Int) -> String
    ) -> Result<Bitmap, LibJPEGFailure> {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(CVITRINEJPEG_MESSAGE_LENGTH))
        guard let decoder = CVitrineJPEG_openDecoder(
            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, max(0, maximumPixels),
            &width, &height, &message)
        else { return .failure(LibJPEGFailure(message)) }
        defer { CVitrineJPEG_closeDecoder(decoder) }
        guard let bitmap = makeBitmap(Int(width), Int(height)) else {
            return .failure(LibJPEGFailure(refusal(Int(width), Int(height))))
        }
        guard CVitrineJPEG_decodeRows(decoder, bitmap.pixels, bitmap.bytesPerRow, &message) == 0 else {
            return .failure(LibJPEGFailure(message))
        }
        return .success(bitmap)
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

    fileprivate init(_ message: String) {
        self.message = message
    }
}
