// Vitrine — Apache License 2.0
// libjpeg-turbo does the work through CVitrineJPEG, whose C functions own the setjmp
// that libjpeg's error handling needs (see CVitrineJPEG.h): Swift only sees a status.
import CVitrineJPEG
#if canImport(Glibc)
import Glibc
#endif

/// Reads JPEG files (baseline and progressive; grayscale, RGB, CMYK) into opaque `Bitmap`s.
///
/// Corrupt and truncated data throw with libjpeg's reason; they never crash. A file that
/// ends early is refused rather than returned with libjpeg's grey padding.
public enum JPEGDecoder {
    /// Decodes a JPEG file held in memory.
    /// - Parameter data: the bytes of a JPEG file.
    /// - Returns: an opaque bitmap of the image's size.
    /// - Throws: `JPEGError` with operation `.decode` and libjpeg's reason.
    ///
    /// The corresponding C functions are `jpeg_read_header`, `jpeg_start_decompress`,
    /// `jpeg_read_scanlines` and `jpeg_finish_decompress`.
    public static func decode(_ data: Data) throws(JPEGError) -> Bitmap {
        let context = "(\(data.count) bytes)"
        var pixels: UnsafeMutablePointer<UInt32>? = nil
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(CVITRINEJPEG_MESSAGE_LENGTH))
        let status = data.withUnsafeBytes { bytes in
            CVitrineJPEG_decode(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                                &pixels, &width, &height, &message)
        }
        guard status == 0, let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGError(.decode, context: context, reason: reason.isEmpty ? "unknown error" : reason)
        }
        defer { free(pixels) }
        guard let bitmap = Bitmap(width: Int(width), height: Int(height)) else {
            throw JPEGError(.decode, context: context, reason: "image of \(width)x\(height) pixels is too large")
        }
        for y in 0..<bitmap.height {
            bitmap.row(y).update(from: pixels + y * bitmap.width, count: bitmap.width)
        }
        return bitmap
    }
}
