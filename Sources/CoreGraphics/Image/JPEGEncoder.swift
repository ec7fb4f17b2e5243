// Vitrine — Apache License 2.0
// JPEG has no alpha. The premultiplied colour channels are written as they are, which is
// the image composited over black: transparent areas come out black, as `jpegData` on iOS
// gives for images with transparency.
import CVitrineJPEG
#if canImport(Glibc)
import Glibc
#endif

/// Writes bitmaps as baseline YCbCr JPEG files.
public enum JPEGEncoder {
    /// Encodes `bitmap` as a JPEG file in memory.
    /// - Parameters:
    ///   - bitmap: premultiplied ARGB32 pixels; alpha is dropped (the image over black).
    ///   - quality: 0 (smallest) ... 1 (best), mapped to libjpeg's 0...100; clamped.
    /// - Returns: the bytes of a complete JPEG file.
    /// - Throws: `JPEGError` with operation `.encode` when libjpeg fails.
    ///
    /// The corresponding C functions are `jpeg_set_quality`, `jpeg_write_scanlines` and
    /// `jpeg_finish_compress`.
    public static func encode(_ bitmap: Bitmap, quality: Double) throws(JPEGError) -> Data {
        let q = quality.isNaN ? 0 : min(max(quality, 0), 1)
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var message = [CChar](repeating: 0, count: Int(CVITRINEJPEG_MESSAGE_LENGTH))
        let status = CVitrineJPEG_encode(bitmap.pixels, bitmap.bytesPerRow, Int32(bitmap.width),
                                         Int32(bitmap.height), Int32((q * 100).rounded()), &output, &size, &message)
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGError(.encode, context: "(\(bitmap.width)x\(bitmap.height))",
                            reason: reason.isEmpty ? "unknown error" : reason)
        }
        defer { free(output) }
        return Data(bytes: output, count: size)
    }
}
