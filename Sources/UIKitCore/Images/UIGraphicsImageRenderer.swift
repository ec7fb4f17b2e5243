// Vitrine — Apache License 2.0
// A renderer draws into a fresh bitmap of ceil(size × scale) pixels whose row 0 is the top,
// with UIKit's CTM: scaled by the format's scale, origin at the bounds' origin, y down.

/// The scale and opacity of the images a `UIGraphicsImageRenderer` makes.
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; defaults to the main screen's scale.
    public var scale: CGFloat
    /// True when the image has no transparency: it starts black and stays opaque.
    public var opaque: Bool

    /// The main screen's scale, not opaque.
    @preconcurrency @MainActor
    public init() {
        scale = UIScreen.main.scale
        opaque = false
    }

    /// The default format for the main screen.
    @preconcurrency @MainActor
    public class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}

/// The drawing environment a renderer's actions closure gets.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context drawn into (UIKit's coordinates: points, y down).
    public let cgContext: CGContext
    /// The format the renderer was created with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far.
    public var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour under `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` under `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// Makes images by running drawing code in a bitmap context.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    /// The drawing area in points; its origin is the top-left of the image.
    public let bounds: CGRect
    /// The format of the images made.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for the area `bounds` (in points) in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for the area `bounds` (in points) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
    }

    /// Runs `actions` with a fresh context made current (`UIGraphicsGetCurrentContext`)
    /// and returns what it drew. An empty or invalid size gives an empty image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = ImageContextFactory.makeContext(size: bounds.size, scale: format.scale,
                                                            opaque: format.opaque, origin: bounds.origin) else {
            imageLogger.error("UIGraphicsImageRenderer: cannot make a bitmap for \(bounds.size) at scale \(format.scale)")
            return UIImage()
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }

    /// Runs `actions` and returns the result as a PNG file.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the result as a JPEG file at `compressionQuality` 0...1.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// Bitmap contexts with UIKit's coordinates, shared by renderers and `UIGraphicsBeginImageContextWithOptions`.
enum ImageContextFactory {
    /// A context of ceil(size × scale) pixels, CTM = scale then −origin; nil for an empty,
    /// non-finite or unaddressable size or a non-positive scale.
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool, origin: CGPoint = .zero) -> CGContext? {
        guard scale > 0, scale.isFinite, size.width > 0, size.height > 0,
              size.width.isFinite, size.height.isFinite,
              size.width * scale < 1e6, size.height * scale < 1e6 else { return nil }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard let bitmap = Bitmap(width: width, height: height) else { return nil }
        if opaque { bitmap.fill(bitmap.bounds, with: 0xFF00_0000) }
        let context = CGContext(bitmap: bitmap)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        return context
    }
}
