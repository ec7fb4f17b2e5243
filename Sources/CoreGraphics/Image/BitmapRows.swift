// Vitrine — Apache License 2.0

/// A bitmap's pixels and geometry as plain values, without holding the bitmap: for the
/// per-fill structures (`SpanBlender`) whose owner keeps the bitmap alive for their whole
/// life. Copying one retains nothing; a `Bitmap` reference cost a retain and a release per
/// fill, a tenth of a small one.
struct BitmapRows {
    /// The first pixel of the first row.
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// Pixels per row.
    let stride: Int

    init(_ bitmap: Bitmap) {
        pixels = bitmap.pixels
        width = bitmap.width
        height = bitmap.height
        stride = bitmap.stride
    }

    /// The first pixel of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + y &* stride
    }
}
