// Vitrine — Apache License 2.0
//
// Layers against Cairo: a layer tree composited by Vitrine next to the same drawing made
// by Cairo (Debian's libcairo2), compared as CoreGraphicsTests/Oracle compares scenes
// (OracleSupport's ImageComparison): a pixel whose 3×3 neighbourhood in Cairo's image is
// one colour is "interior", any other an "edge", each with its own allowed channel
// difference.
import CCairo
import OracleSupport
import Testing
@testable import QuartzCore

/// Cairo drawing into a transparent ARGB32 image (premultiplied 0xAARRGGBB, as Bitmap).
@MainActor func cairoImage(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> Bitmap {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    cairo_set_tolerance(cr, 0.1)
    draw(cr)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
    let bitmap = Bitmap(width: width, height: height)!
    for y in 0..<height { bitmap.row(y).update(from: pixels + y * stride, count: width) }
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    return bitmap
}

/// Sets a Cairo source colour from a CGColor.
func cairoSetColor(_ cr: OpaquePointer, _ color: CGColor) {
    let c = color.components!  // always red, green, blue, alpha
    cairo_set_source_rgba(cr, Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
}

/// Records an issue unless `vitrine` matches `cairo` by CoreGraphicsTests' rule
/// (ImageComparison): interior pixels within `interior`, edge pixels within `edge`, and at
/// most `percent` % of pixels differing at all.
@MainActor func expectLayerMatchesCairo(_ name: String, vitrine: Bitmap, cairo: Bitmap, interior: Int, edge: Int,
                                        percent: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    let tolerance = ComparisonTolerance(interior: interior, edge: edge, maxDifferingPercent: percent)
    let comparison = ImageComparison(vitrine: vitrine, cairo: cairo, tolerance: tolerance)
    let summary = "\(name): \(comparison)"
    if ProcessInfo.processInfo.environment["VITRINE_ORACLE_VERBOSE"] != nil { print("oracle \(summary)") }
    #expect(comparison.passes, "\(summary)", sourceLocation: sourceLocation)
}
