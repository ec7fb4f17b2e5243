// Vitrine — Apache License 2.0

/// An immutable bitmap image: premultiplied ARGB32 pixels at `width × height`.
///
/// Images made by `CGContext.makeImage()` or decoded from PNG/JPEG share this one
/// representation, so drawing any image is the same sampling code.
public final class CGImage: @unchecked Sendable {
    // Sendable as Apple's is: the pixels are never written after the image is made, and the
    // derived data below is computed under `cacheLock`.

    /// The pixels. Never written after the image is made.
    public let bitmap: Bitmap

    // Derived data computed on first use and kept: the pixels never change.
    private let cacheLock = NSLock()
    private var cachedIsOpaque: Bool?
    private var cachedMipmap: Mipmap?

    /// Wraps `bitmap`; the caller must not write to it afterwards.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of `bitmap`.
    public var bytesPerRow: Int { bitmap.bytesPerRow }

    /// True when every pixel has alpha 255 (drawing may then copy instead of blend).
    var isOpaque: Bool {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cachedIsOpaque { return cachedIsOpaque }
        var opaque = true
        scan: for y in 0..<height {
            let row = bitmap.row(y)
            for x in 0..<width where row[x] >> 24 != 0xFF {
                opaque = false
                break scan
            }
        }
        cachedIsOpaque = opaque
        return opaque
    }

    /// The box-filtered pyramid used for high-quality downscaling, built on first use.
    var mipmap: Mipmap {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cachedMipmap { return cachedMipmap }
        let built = Mipmap(base: bitmap)
        cachedMipmap = built
        return built
    }

    /// Returns a new image holding the pixels of `rect` (in pixels, origin top-left),
    /// clipped to the image; nil when the intersection is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1,
              let copy = Bitmap(width: Int(r.width), height: Int(r.height)) else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY)
        for y in 0..<copy.height {
            copy.row(y).update(from: bitmap.row(y0 + y) + x0, count: copy.width)
        }
        return CGImage(bitmap: copy)
    }
}
