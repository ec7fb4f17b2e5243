// Vitrine — Apache License 2.0

/// A block of premultiplied ARGB32 pixels that owns its memory.
///
/// Each pixel is one native-endian `UInt32` `0xAARRGGBB`; on little-endian machines its
/// bytes are B, G, R, A in memory, which is DRM's `ARGB8888` / `XRGB8888` layout, so a
/// bitmap row can be copied into a dumb buffer as it is.
///
/// Guarantees: colour channels are premultiplied by alpha (no channel exceeds alpha);
/// `bytesPerRow >= width * 4` and is a multiple of 4. A bitmap that allocates its memory
/// zeroes it (transparent) and frees it with the bitmap; one that wraps memory (a
/// `CGContext` over caller's data) never frees it.
public final class Bitmap {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// The first pixel of the first row.
    public let pixels: UnsafeMutablePointer<UInt32>
    private let ownsMemory: Bool

    /// Pixels per row, `bytesPerRow / 4`.
    @inlinable public var stride: Int { bytesPerRow >> 2 }

    /// Creates a transparent bitmap; returns nil for a non-positive size or one too large to address.
    public convenience init?(width: Int, height: Int) {
        self.init(uninitializedWidth: width, height: height)
        pixels.initialize(repeating: 0, count: width * height)
    }

    /// A bitmap whose pixels are left as the allocator gives them, for decoders that write
    /// every pixel: zeroing first would touch every page of a large image twice.
    init?(uninitializedWidth width: Int, height: Int) {
        guard width > 0, height > 0 else { return nil }
        let (rowBytes, o1) = width.multipliedReportingOverflow(by: 4)
        guard !o1 else { return nil }
        let (total, o2) = rowBytes.multipliedReportingOverflow(by: height)
        guard !o2, total <= Int(Int32.max) else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.pixels = .allocate(capacity: width * height)
        self.ownsMemory = true
    }

    /// Wraps memory the caller owns and keeps alive for the bitmap's lifetime.
    /// Returns nil for a non-positive size or a `bytesPerRow` below `width × 4` or not a multiple of 4.
    public init?(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        guard width > 0, height > 0, bytesPerRow >= width * 4, bytesPerRow % 4 == 0 else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = memory.bindMemory(to: UInt32.self, capacity: bytesPerRow / 4 * height)
        self.ownsMemory = false
    }

    deinit {
        if ownsMemory { pixels.deallocate() }
    }

    /// The whole bitmap as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The first pixel of row `y`.
    @inlinable public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + y * stride
    }

    @inlinable public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Bitmap: pixel (\(x), \(y)) outside \(width)x\(height)")
            return pixels[y * stride + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Bitmap: pixel (\(x), \(y)) outside \(width)x\(height)")
            pixels[y * stride + x] = newValue
        }
    }

    /// Sets every pixel of `rect` (clipped to the bitmap) to `pixel`, replacing what was there.
    public func fill(_ rect: PixelRect, with pixel: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            (row(y) + r.minX).update(repeating: pixel, count: r.width)
        }
    }

    /// Copies `rect` of `source` to the same place in this bitmap. Both must have the same size.
    public func copy(_ rect: PixelRect, from source: Bitmap) {
        precondition(source.width == width && source.height == height, "Bitmap.copy: sizes differ")
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            (row(y) + r.minX).update(from: source.row(y) + r.minX, count: r.width)
        }
    }
}
