// Vitrine — Apache License 2.0
// libpng's simplified API does the work, through LibPNGImage (Internals/).
import Foundation

/// Reads PNG files of any colour type and bit depth into premultiplied `Bitmap`s.
///
/// libpng converts palette, grey, 16-bit and tRNS images to 8-bit sRGB with alpha.
/// 16-bit images without gamma information are taken as sRGB (as most tools mean
/// them), not linear. Corrupt, truncated and non-PNG data throw; they never crash.
public enum PNGDecoder {
    /// Decodes a PNG file held in memory.
    /// - Parameters:
    ///   - data: the bytes of a PNG file.
    /// - Returns: a bitmap of the image's size with premultiplied pixels.
    ///   - limits: the pixel budget, checked against the header before any pixel memory.
    /// - Throws: `PNGError` with operation `.decode`: libpng's reason for rejecting the
    ///   data; `.exceedsDecodingLimit` or `.dataTooShort` when the header announces more
    ///   pixels than the limits allow or than the data can hold; `.imageTooLarge` when a
    ///   bitmap cannot address them.
    ///
    /// The corresponding C functions are `png_image_begin_read_from_memory` and
    /// `png_image_finish_read`.
    public static func decode(_ data: Data, limits: ImageDecodingLimits = .current) throws(PNGError) -> Bitmap {
        let context = "(\(data.count) bytes)"
        var image = LibPNGImage()
        let began = data.withUnsafeBytes { bytes in image.beginRead(from: bytes) }
        guard began else {
            throw PNGError(.decode, context: context, reason: .libpng(image.message))
        }
        let width = image.width, height = image.height
        if let refusal = refusal(width: width, height: height, dataSize: data.count, limits: limits) {
            image.abandonRead()
            throw PNGError(.decode, context: context, reason: refusal)
        }
        // libpng writes every pixel of a successful read: no need to zero the memory first.
        guard let bitmap = Bitmap(uninitializedWidth: width, height: height) else {
            image.abandonRead()
            throw PNGError(.decode, context: context, reason: .imageTooLarge(width: width, height: height))
        }
        // Read straight into the bitmap in its native byte order, then premultiply in place.
        let finished = image.finishRead(into: bitmap.pixels, bytesPerRow: bitmap.bytesPerRow, layout: .nativeARGBWord)
        guard finished else {
            throw PNGError(.decode, context: context, reason: .libpng(image.message))
        }
        for y in 0..<height {
            let row = bitmap.row(y)
            for x in 0..<width { row[x] = premultiplied(row[x]) }
        }
        return bitmap
    }

    /// Reads and decodes the PNG file at `path`.
    /// - Parameter path: a file path.
    /// - Returns: the decoded bitmap.
    /// - Throws: `PNGError` with operation `.readFile` and the errno when the file cannot
    ///   be read, or `.decode` as `decode(_:)`.
    public static func decode(contentsOfFile path: String, limits: ImageDecodingLimits = .current) throws(PNGError) -> Bitmap {
        let data = try readFile(path, limits: limits)
        do {
            return try decode(data, limits: limits)
        } catch {
            throw PNGError(.decode, context: path, reason: error.reason)
        }
    }

    private static func readFile(_ path: String, limits: ImageDecodingLimits) throws(PNGError) -> Data {
        do {
            return try BoundedFile.contents(atPath: path, limit: limits.maximumFileSize)
        } catch {
            switch error.reason {
            case .system(let errno): throw PNGError(.readFile, context: path, reason: .system(errno: errno))
            case .notARegularFile(let kind): throw PNGError(.readFile, context: path, reason: .notARegularFile(kind: kind))
            case .tooLarge(let size, let limit): throw PNGError(.readFile, context: path, reason: .fileTooLarge(size: size, limit: limit))
            }
        }
    }

    /// Why a header announcing `width`×`height` pixels in `dataSize` bytes is refused, or nil.
    ///
    /// A PNG's pixels are deflate-compressed scanlines of at least one filter byte plus one
    /// bit per pixel, and deflate expands at most 1032 times (a 258-byte match in two bits):
    /// a header asking for more than that is truncated or forged, whatever follows it.
    static func refusal(width: Int, height: Int, dataSize: Int, limits: ImageDecodingLimits) -> PNGError.Reason? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > limits.maximumPixelCount {
            return .exceedsDecodingLimit(width: width, height: height, limit: limits.maximumPixelCount)
        }
        let scanlineBytes = height * (1 + (width + 7) / 8)
        if scanlineBytes > dataSize * 1032 {
            return .dataTooShort(width: width, height: height, bytes: dataSize)
        }
        return nil
    }

    /// Premultiplies one colour channel: `round(c × a / 255)`.
    @inlinable
    static func premultiply(_ channel: UInt32, alpha: UInt32) -> UInt32 {
        // x / 255 rounded to nearest is (x + 127) / 255 in integers; ties cannot occur
        // because 255 is odd.
        (channel * alpha + 127) / 255
    }

    /// A straight `0xAARRGGBB` pixel premultiplied.
    @inlinable
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        let r = premultiply((pixel >> 16) & 0xFF, alpha: a)
        let g = premultiply((pixel >> 8) & 0xFF, alpha: a)
        let b = premultiply(pixel & 0xFF, alpha: a)
        return a << 24 | r << 16 | g << 8 | b
    }
}
