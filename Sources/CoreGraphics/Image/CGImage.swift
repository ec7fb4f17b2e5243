// Vitrine — Apache License 2.0

/// An immutable bitmap image: premultiplied ARGB32 pixels at `width × height`.
///
/// Images made by `CGContext.makeImage()` or decoded from PNG/JPEG share this one
/// representation, so drawing any image is the same sampling code.
public final class CGImage {
    /// The pixels. Never written after the image is made.
    public let bitmap: Bitmap

    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { bitmap.bytesPerRow }
}
