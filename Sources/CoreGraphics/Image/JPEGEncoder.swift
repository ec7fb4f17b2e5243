// Vitrine — Apache License 2.0
// JPEG has no alpha. The premultiplied colour channels are written as they are, which is
// the image composited over black: transparent areas come out black, as `jpegData` on iOS
// gives for images with transparency.
import Foundation

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
        let encoded = LibJPEG.encode(bitmap.pixels, bytesPerRow: bitmap.bytesPerRow, width: bitmap.width,
                                     height: bitmap.height, quality: Int((q * 100).rounded()))
        switch encoded {
        case .success(let data): return data
        case .failure(let failure):
            throw JPEGError(.encode, context: "(\(bitmap.width)x\(bitmap.height))",
                            reason: failure.message.isEmpty ? "unknown error" : failure.message)
        }
    }
}
