// Vitrine — Apache License 2.0
// libjpeg-turbo does the work through LibJPEG (Internals/), whose C side owns the setjmp
// that libjpeg's error handling needs: Swift only sees a result.
import Foundation

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
        let decoded: DecodedJPEG
        switch data.withUnsafeBytes({ LibJPEG.decode($0) }) {
        case .success(let value): decoded = value
        case .failure(let failure):
            throw JPEGError(.decode, context: context, reason: failure.message.isEmpty ? "unknown error" : failure.message)
        }
        let width = decoded.width, height = decoded.height
        guard let bitmap = Bitmap(width: width, height: height) else {
            throw JPEGError(.decode, context: context, reason: "image of \(width)x\(height) pixels is too large")
        }
        for y in 0..<bitmap.height {
            bitmap.row(y).update(from: decoded.pixels + y * bitmap.width, count: bitmap.width)
        }
        return bitmap
    }
}
