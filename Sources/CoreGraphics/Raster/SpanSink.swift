// Vitrine — Apache License 2.0

/// Receives the coverage a scan converter produces, one horizontal run of pixels at a time.
/// Runs never overlap; scan converters send them left to right and top to bottom, a
/// `RectangleFrame` each side's column of runs in turn. Coverage is 0...255; runs of zero
/// coverage are never sent.
///
/// Interior runs, where coverage is the same for every pixel (usually 255), come as one
/// value so the receiver can store them without looking at each pixel.
protocol SpanSink {
    /// `count` pixels from (x, y) rightwards, all covered by `coverage` (1...255).
    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UInt8)

    /// `count` pixels from (x, y) rightwards, pixel i covered by `coverage[i]`.
    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>)
}

/// Writes coverage into an 8-bit mask whose top-left pixel is device (originX, originY):
/// how clip paths and shadow shapes are rendered. Pixels not covered keep their value.
struct MaskSpanSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let originX: Int
    let originY: Int

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        (pixels + (y - originY) * width + (x - originX)).update(repeating: coverage, count: count)
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        (pixels + (y - originY) * width + (x - originX)).update(from: coverage, count: count)
    }
}
