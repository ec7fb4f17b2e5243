// Vitrine — Apache License 2.0
// libpng's "simplified API" (png_image_*), never the classic png_create_read_struct API.
// The classic API reports errors by longjmp out of its error callback, and a longjmp
// across Swift frames skips their cleanup (reference counts, deferred blocks): undefined
// behaviour. The simplified API keeps its setjmp inside libpng, returns 0 on failure and
// leaves the reason in `png_image.message`, so Swift only ever sees ordinary return values.
import CLibPNG

/// One `png_image`: the control structure of a single read or write.
struct LibPNGImage {
    /// The sample layouts Vitrine reads and writes, each in the byte order of a native
    /// 0xAARRGGBB word (B, G, R, A on little-endian machines).
    enum Layout {
        /// Three bytes per pixel, B, G, R.
        case nativeRGB
        /// Four bytes per pixel, B, G, R, A (straight alpha).
        case nativeRGBA
        /// One native-endian 0xAARRGGBB word per pixel (straight alpha).
        case nativeARGBWord

        fileprivate var format: UInt32 {
            switch self {
            case .nativeRGB: return UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_BGR)
            case .nativeRGBA: return UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_BGR | PNG_FORMAT_FLAG_ALPHA)
            case .nativeARGBWord:
                #if _endian(little)
                return UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_BGR)
                #else
                return UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_AFIRST)
                #endif
            }
        }
    }

    private var image = png_image()

    /// A fresh control structure, for one read or one write.
    init() {
        image.version = UInt32(PNG_IMAGE_VERSION)
    }

    /// The image's size: read from the header after `beginRead`, set before a write.
    var width: Int {
        get { Int(image.width) }
        set { image.width = UInt32(newValue) }
    }
    var height: Int {
        get { Int(image.height) }
        set { image.height = UInt32(newValue) }
    }

    /// libpng's message from `png_image.message`, a NUL-terminated `char[64]`; "unknown
    /// error" when libpng left none.
    var message: String {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw -> String in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown error" : text
    }

    // MARK: - Reading

    /// Reads the header of a PNG file in `bytes`, which must stay alive until `finishRead`.
    /// False when libpng rejects it (`message` says why).
    mutating func beginRead(from bytes: UnsafeRawBufferPointer) -> Bool {
        png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0
    }

    /// Decodes the image into `rows` (`bytesPerRow` apart) as `layout`, taking 16-bit
    /// images without gamma information as sRGB. Frees libpng's state either way.
    mutating func finishRead(into rows: UnsafeMutableRawPointer, bytesPerRow: Int, layout: Layout) -> Bool {
        image.format = layout.format
        // Only settable after begin_read, which initializes `flags`.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        return png_image_finish_read(&image, /* background: */ nil, rows, Int32(bytesPerRow), /* colormap: */ nil) != 0
    }

    /// Frees libpng's state after a `beginRead` that is not followed by `finishRead`.
    mutating func abandonRead() {
        png_image_free(&image)
    }

    // MARK: - Writing

    /// Writes `samples` (rows of `bytesPerRow`, laid out as `layout`) as an 8-bit PNG file
    /// into `output`. On success `size` is the file's length; when `output` is too small,
    /// libpng fails and leaves the size it needs in `size`.
    mutating func write(
        _ samples: UnsafeRawBufferPointer, bytesPerRow: Int, layout: Layout,
        into output: UnsafeMutableRawBufferPointer, size: inout Int
    ) -> Bool {
        image.format = layout.format
        var written = png_alloc_size_t(size)
        let ok = png_image_write_to_memory(
            &image, output.baseAddress, &written, /* convert_to_8_bit: */ 0,
            samples.baseAddress, Int32(bytesPerRow), /* colormap: */ nil)
        size = Int(written)
        return ok != 0
    }

    /// Clears the failure of the last write, so the same structure can try again.
    mutating func clearFailure() {
        image.warning_or_error = 0
    }
}
