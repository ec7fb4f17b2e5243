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
    /// - Parameter data: the bytes of a PNG file.
    /// - Returns: a bitmap of the image's size with premultiplied pixels.
    /// - Throws: `PNGError` with operation `.decode`: libpng's reason for rejecting the
    ///   data, or `.imageTooLarge` when the header announces more pixels than a bitmap holds.
    ///
    /// The corresponding C functions are `png_image_begin_read_from_memory` and
    /// `png_image_finish_read`.
    public static func decode(_ data: Data) throws(PNGError) -> Bitmap {
        let context = "(\(data.count) bytes)"
        var image = LibPNGImage()
        let began = data.withUnsafeBytes { bytes in image.beginRead(from: bytes) }
        guard began else {
            throw PNGError(.decode, context: context, reason: .libpng(image.message))
        }
        let width = image.width, height = image.height
        guard let bitmap = Bitmap(width: width, height: height) else {
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
    public static func decode(contentsOfFile path: String) throws(PNGError) -> Bitmap {
        let data = try readFile(path)
        do {
            return try decode(data)
        } catch {
            throw PNGError(.decode, context: path, reason: error.reason)
        }
    }

    private static func readFile(_ path: String) throws(PNGError) -> Data {
        switch FileDescriptorIO.read(contentsOf: path) {
        case .success(let data): return data
        case .failure(let errno): throw PNGError(.readFile, context: path, reason: .system(errno: errno.rawValue))
        }
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
