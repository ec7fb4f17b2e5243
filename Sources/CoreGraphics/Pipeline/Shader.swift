// Vitrine — Apache License 2.0

/// A source of premultiplied ARGB32 pixels for spans in device space: a solid colour, a
/// gradient, an image. The rasterizer asks for exactly the pixels it covers, one span at
/// a time, then blends them through coverage.
///
/// Device space: pixel (x, y) covers [x, x+1) × [y, y+1); its centre is (x + 0.5, y + 0.5).
public protocol Shader {
    /// True when every pixel the shader produces is opaque, so covered pixels may be
    /// stored without blending (the opaque fast path).
    var isOpaque: Bool { get }

    /// Writes the source pixels for `count` pixels from (x, y) rightwards into `destination`.
    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>)

    /// Writes `rows` rows of `count` pixels from (x, y) down, row r at `destination + r·stride`:
    /// what `shadeSpan` gives row by row (the default), for shaders whose per-span set-up
    /// can serve the whole block.
    func shadeRows(x: Int, y: Int, count: Int, rows: Int, into destination: UnsafeMutablePointer<UInt32>, stride: Int)

    /// The premultiplied colour of every pixel when the shader paints one colour, so the
    /// span blender may take its solid-colour paths; nil otherwise (the default). A
    /// requirement rather than a cast: `as?` on an existential costs a conformance lookup
    /// per fill, which shows in small fills and glyphs.
    var solidPixel: UInt32? { get }

    /// The span's pixels in place, when the shader's source already holds them contiguously
    /// (an image drawn at a whole-pixel offset, inside the image): the blender then reads
    /// them there instead of copying them first. Nil otherwise (the default).
    func pixelsInPlace(x: Int, y: Int, count: Int) -> UnsafePointer<UInt32>?

    /// True when setting up a span costs as much as shading several pixels (an image's
    /// sample positions and edge rules), so fewer, longer spans pay: a fill then sends a
    /// row's runs and the short stretches between them as one span. False (the default).
    var prefersLongSpans: Bool { get }
}

extension Shader {
    public var solidPixel: UInt32? { nil }

    public var prefersLongSpans: Bool { false }

    public func pixelsInPlace(x: Int, y: Int, count: Int) -> UnsafePointer<UInt32>? { nil }

    public func shadeRows(x: Int, y: Int, count: Int, rows: Int, into destination: UnsafeMutablePointer<UInt32>, stride: Int) {
        shadeRowsSpanBySpan(x: x, y: y, count: count, rows: rows, into: destination, stride: stride)
    }

    /// `shadeRows` as one `shadeSpan` per row: the default, and the fallback of shaders whose
    /// block set-up does not apply.
    func shadeRowsSpanBySpan(x: Int, y: Int, count: Int, rows: Int, into destination: UnsafeMutablePointer<UInt32>, stride: Int) {
        for r in 0..<rows { shadeSpan(x: x, y: y &+ r, count: count, into: destination + r &* stride) }
    }
}

/// One premultiplied colour everywhere.
public struct SolidShader: Shader {
    public var pixel: UInt32

    public init(pixel: UInt32) {
        self.pixel = pixel
    }

    public var isOpaque: Bool { pixel >> 24 == 255 }

    public var solidPixel: UInt32? { pixel }

    @inlinable
    public func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        destination.update(repeating: pixel, count: count)
    }
}
