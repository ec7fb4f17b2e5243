// Vitrine — Apache License 2.0
import CCairo
import Foundation
@testable import CoreGraphics

/// Renders with Cairo (the pixel peer) into a Vitrine bitmap: Cairo's ARGB32 is the same
/// premultiplied native-endian 0xAARRGGBB layout, so pixels compare directly.
func cairoRender(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)!
    let surface = cairo_image_surface_create_for_data(
        UnsafeMutableRawPointer(bitmap.pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(width), Int32(height), Int32(bitmap.bytesPerRow))
    let cr = cairo_create(surface)!
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    cairo_surface_destroy(surface)
    return bitmap
}

/// The largest per-channel difference between two same-sized bitmaps, over `rect` (all by default).
func maxChannelDifference(_ a: Bitmap, _ b: Bitmap, in rect: PixelRect? = nil) -> Int {
    let r = rect ?? a.bounds
    var worst = 0
    for y in r.minY..<r.maxY {
        for x in r.minX..<r.maxX {
            let p = a[x, y], q = b[x, y]
            for shift in [24, 16, 8, 0] as [UInt32] {
                worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
    }
    return worst
}
