// Vitrine — Apache License 2.0
//
// Cairo is the oracle: an independent, widely used rasterizer (Debian's libcairo2 over
// pixman). CAIRO_FORMAT_ARGB32 is premultiplied, native-endian 0xAARRGGBB, exactly
// Vitrine's `Bitmap` format, so the two buffers compare word for word.
import CCairo
@testable import CoreGraphics

/// Why a Cairo object could not be made.
struct CairoError: Error, CustomStringConvertible {
    /// The Cairo call that failed.
    let call: String
    /// Cairo's description of its status.
    let status: String

    init(_ call: String, status: cairo_status_t) {
        self.call = call
        self.status = String(cString: cairo_status_to_string(status))
    }

    init(_ call: String, message: String) {
        self.call = call
        self.status = message
    }

    var description: String { "\(call): \(status)" }
}

/// A Cairo image surface in CAIRO_FORMAT_ARGB32 with a drawing context on it.
final class CairoCanvas {
    let width: Int
    let height: Int
    /// The `cairo_surface_t*` drawn into.
    let surface: OpaquePointer
    /// The `cairo_t*` that draws; Cairo's defaults except the tolerance (see `init`).
    let context: OpaquePointer

    /// A transparent `width × height` canvas.
    /// - Throws: `CairoError` when Cairo cannot make the surface (a bad size, no memory).
    init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw CairoError("cairo_image_surface_create(\(width)x\(height))", status: CAIRO_STATUS_INVALID_SIZE)
        }
        // Both pointers are non-nil even on failure: Cairo returns inert "nil objects" that carry a status.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError("cairo_image_surface_create(\(width)x\(height))", status: status)
        }
        let context = cairo_create(surface)!
        self.width = width
        self.height = height
        self.surface = surface
        self.context = context
        // Cairo's default flattening tolerance is 0.1 device pixel; say so, since the oracle relies on it.
        cairo_set_tolerance(context, 0.1)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The first pixel of the surface, after pending drawing is flushed.
    var pixels: UnsafeMutablePointer<UInt32> {
        cairo_surface_flush(surface)
        // An ARGB32 image surface that was created successfully always has data.
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
    }

    /// Bytes from one row to the next.
    var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// A copy of the pixels as a Vitrine bitmap (same format, so a plain copy).
    func snapshot() -> Bitmap {
        let source = pixels
        let sourceStride = bytesPerRow / 4
        // width and height are positive and small, checked in init.
        let bitmap = Bitmap(width: width, height: height)!
        for y in 0..<height {
            bitmap.row(y).update(from: source + y * sourceStride, count: width)
        }
        return bitmap
    }

    /// Any error Cairo recorded while drawing, as Cairo keeps going after one.
    func checkStatus() throws {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError("drawing", status: status) }
    }
}

/// A Cairo image surface sharing a Vitrine bitmap's pixels, to use it as an image source.
final class CairoImageSurface {
    /// The `cairo_surface_t*`.
    let surface: OpaquePointer
    private let bitmap: Bitmap  // keeps the pixels alive as long as Cairo may read them

    /// Wraps `bitmap` without copying; the bitmap must stay unchanged while this exists.
    /// - Throws: `CairoError` when its row length is not one Cairo accepts.
    init(_ bitmap: Bitmap) throws {
        let expected = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(bitmap.width)))
        guard bitmap.bytesPerRow == expected else {
            throw CairoError("cairo_image_surface_create_for_data(stride \(bitmap.bytesPerRow), expected \(expected))",
                             status: CAIRO_STATUS_INVALID_STRIDE)
        }
        let surface = cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(bitmap.pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.bytesPerRow))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError("cairo_image_surface_create_for_data", status: status)
        }
        self.surface = surface
        self.bitmap = bitmap
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
