// Vitrine — Apache License 2.0
// libjpeg-turbo does the work through LibJPEG (Internals/), whose C side owns the setjmp
// that libjpeg's error handling needs: Swift only sees a result.
import Foundation

/// Reads JPEG files (baseline and progressive; grayscale, RGB, CMYK) into opaque `Bitmap`s.
///
/// Corrupt and truncated data throw with libjpeg's reason; they never crash. A file that
/// ends early (even one that ends with an EOI marker) is refused rather than returned with
/// libjpeg's grey padding. Pixels are decoded straight into the bitmap, with no copy.
public enum JPEGDecoder {
    /// Decodes a JPEG file held in memory.
    /// - Parameters:
    ///   - data: the bytes of a JPEG file.
    ///   - limits: the pixel budget, checked against the header before libjpeg allocates.
    /// - Returns: an opaque bitmap of the image's size.
    /// - Throws: `JPEGError` with operation `.decode` and libjpeg's reason.
    ///
    /// The corresponding C functions are `jpeg_read_header`, `jpeg_start_decompress`,
    /// `jpeg_read_scanlines` and `jpeg_finish_decompress`.
    public static func decode(_ data: Data, limits: ImageDecodingLimits = .current) throws(JPEGError) -> Bitmap {
        let context = "(\(data.count) bytes)"
        let result = data.withUnsafeBytes { bytes in
            // libjpeg writes every pixel of a successful decode: no need to zero the memory.
            LibJPEG.decode(bytes, maximumPixels: limits.maximumPixelCount,
                           into: { Bitmap(uninitializedWidth: $0, height: $1) },
                           refusal: { "image of \($0)x\($1) pixels is too large" })
        }
        switch result {
        case .success(let bitmap): return bitmap
        case .failure(let failure):
            throw JPEGError(.decode, context: context, reason: failure.message.isEmpty ? "unknown error" : failure.message)
        }
    }
}
