// Vitrine — Apache License 2.0
//
// Layers against Cairo: a layer tree composited by Vitrine next to the same drawing made
// by Cairo (Debian's libcairo2), compared as CoreGraphicsTests/Oracle compares scenes:
// a pixel whose 3×3 neighbourhood in Cairo's image is one colour is "interior", any
// other an "edge", each with its own allowed channel difference. The CoreGraphics oracle
// harness lives in that test target, which QuartzCoreTests cannot import; this is the
// small part layer tests need.
import CCairo
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

/// Records an issue unless `vitrine` matches `cairo`: interior pixels within `interior`,
/// edge pixels within `edge`, and at most `percent` % of pixels differing at all.
@MainActor func expectLayerMatchesCairo(_ name: String, vitrine: Bitmap, cairo: Bitmap, interior: Int, edge: Int,
                                        percent: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    func delta(_ a: UInt32, _ b: UInt32) -> Int {
        [0, 8, 16, 24].map { abs(Int(a >> UInt32($0) & 0xFF) - Int(b >> UInt32($0) & 0xFF)) }.max()!
    }
    func isFlat(_ x: Int, _ y: Int) -> Bool {
        let c = cairo[x, y]
        for j in max(0, y - 1)...min(cairo.height - 1, y + 1) {
            for i in max(0, x - 1)...min(cairo.width - 1, x + 1) where cairo[i, j] != c { return false }
        }
        return true
    }
    var worstInterior = 0, worstEdge = 0, differing = 0
    for y in 0..<cairo.height {
        for x in 0..<cairo.width where vitrine[x, y] != cairo[x, y] {
            differing += 1
            if isFlat(x, y) { worstInterior = max(worstInterior, delta(vitrine[x, y], cairo[x, y])) }
            else { worstEdge = max(worstEdge, delta(vitrine[x, y], cairo[x, y])) }
        }
    }
    let share = 100 * Double(differing) / Double(cairo.width * cairo.height)
    let summary = "\(name): interior Δ\(worstInterior) (≤ \(interior)), edge Δ\(worstEdge) (≤ \(edge)), "
        + "\(String(format: "%.2f", share)) % differing (≤ \(percent) %)"
    if ProcessInfo.processInfo.environment["VITRINE_ORACLE_VERBOSE"] != nil { print("oracle \(summary)") }
    #expect(worstInterior <= interior && worstEdge <= edge && share <= percent, "\(summary)", sourceLocation: sourceLocation)
}
