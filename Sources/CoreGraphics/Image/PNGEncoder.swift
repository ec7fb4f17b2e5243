// Vitrine — Apache License 2.0
// libpng's simplified API does the work, through LibPNGImage (Internals/), whose header
// says why that API and not the classic one.
import Foundation

/// Writes bitmaps as 8-bit sRGB PNG files.
///
/// Colour channels are un-premultiplied on the way out (`c = round(c_pm × 255 / a)`,
/// transparent pixels become transparent black). A bitmap whose every pixel is opaque
/// is written as RGB without an alpha channel, which makes screenshots smaller.
public enum PNGEncoder {
    /// Encodes `bitmap` as a PNG file in memory.
    /// - Parameter bitmap: premultiplied ARGB32 pixels.
    /// - Returns: the bytes of a complete PNG file.
    /// - Throws: `PNGError` with operation `.encode` when libpng fails.
    ///
    /// The corresponding C function is `png_image_write_to_memory`.
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> Data {
        let context = "(\(bitmap.width)x\(bitmap.height))"
        let opaque = isOpaque(bitmap)
        let channels = opaque ? 3 : 4
        let rowBytes = bitmap.width * channels
        let samples = straightSamples(of: bitmap, opaque: opaque)

        var image = LibPNGImage()
        image.width = bitmap.width
        image.height = bitmap.height
        let layout: LibPNGImage.Layout = opaque ? .nativeRGB : .nativeRGBA

        // One pass in the common case: stored (uncompressed) deflate adds 5 bytes per
        // 64 KiB block and PNG one filter byte per row, so this guess is almost always
        // enough; when it is not, libpng reports the size it needs and we retry once.
        var capacity = samples.count + bitmap.height + samples.count / 1000 + 1024
        for _ in 0..<2 {
            var data = Data(count: capacity)
            var size = capacity
            let ok = data.withUnsafeMutableBytes { out in
                samples.withUnsafeBytes { input in
                    image.write(input, bytesPerRow: rowBytes, layout: layout, into: out, size: &size)
                }
            }
            if ok {
                data.count = size
                return data
            }
            guard size > capacity else {
                throw PNGError(.encode, context: context, reason: .libpng(image.message))
            }
            capacity = size
            image.clearFailure()
        }
        throw PNGError(.encode, context: context, reason: .libpng("output size kept growing"))
    }

    /// Encodes `bitmap` and writes it to `path`, replacing any file there.
    /// - Parameters:
    ///   - bitmap: premultiplied ARGB32 pixels.
    ///   - path: the file to create or truncate (mode 0644 before the umask).
    /// - Throws: `PNGError` with operation `.encode` when libpng fails, or `.writeFile`
    ///   with the errno of the failing `open`/`write`/`close`.
    public static func write(_ bitmap: Bitmap, toFile path: String) throws(PNGError) {
        let data = try encode(bitmap)
        if case .failure(let errno) = FileDescriptorIO.write(data, toFile: path) {
            throw PNGError(.writeFile, context: path, reason: .system(errno: errno.rawValue))
        }
    }

    /// Un-premultiplies one colour channel: `round(c × 255 / a)`, clamped to 255 for
    /// out-of-range input; 0 when `alpha` is 0.
    @inlinable
    static func unpremultiply(_ channel: UInt32, alpha: UInt32) -> UInt32 {
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return channel }
        return min(255, (channel * 255 + alpha / 2) / alpha)
    }

    // MARK: - Private

    private static func isOpaque(_ bitmap: Bitmap) -> Bool {
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            for x in 0..<bitmap.width where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Straight (non-premultiplied) samples in the byte order of LibPNGImage's `.nativeRGB` /
    /// `.nativeRGBA`, rows packed without padding.
    private static func straightSamples(of bitmap: Bitmap, opaque: Bool) -> [UInt8] {
        let channels = opaque ? 3 : 4
        var out = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * channels)
        var i = 0
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            for x in 0..<bitmap.width {
                let p = row[x]
                let a = p >> 24
                let r = unpremultiply((p >> 16) & 0xFF, alpha: a)
                let g = unpremultiply((p >> 8) & 0xFF, alpha: a)
                let b = unpremultiply(p & 0xFF, alpha: a)
                // Byte order B, G, R[, A]: LibPNGImage's .nativeRGB and .nativeRGBA.
                out[i] = UInt8(b)
                out[i + 1] = UInt8(g)
                out[i + 2] = UInt8(r)
                if !opaque { out[i + 3] = UInt8(a) }
                i += channels
            }
        }
        return out
    }
}
