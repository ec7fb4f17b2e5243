// Vitrine — Apache License 2.0
// A UIImage is a CGImage plus the scale that turns its pixels into points. Decoding and
// file lookup happen in the initializers; a failure logs its reason once (the API returns
// nil, as UIKit's does, so the log is the only place the reason can go).
import Logging
import PlatformCore
import Synchronization

/// The logger image loading reports failures to.
let imageLogger = Logger(label: "vitrine")

/// An immutable image: pixels, a scale (pixels per point) and an orientation.
open class UIImage: @unchecked Sendable {
    // Sendable because it is immutable (every stored property is a `let` of a Sendable type)
    // but for the accessibility strings, which are behind a lock.

    /// How an image's stored pixels are turned to be shown (the EXIF orientations).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° counter-clockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Flipped vertically (flipped horizontally, then turned 180°).
        case downMirrored
        /// Flipped horizontally, then turned 90° counter-clockwise.
        case leftMirrored
        /// Flipped horizontally, then turned 90° clockwise.
        case rightMirrored
    }

    /// The underlying pixels; nil only for an empty image made by `init()`.
    public let cgImage: CGImage?
    /// Pixels per point: 1, 2 or 3 for `name`, `name@2x`, `name@3x` files.
    public let scale: CGFloat
    /// The orientation given at creation.
    public let imageOrientation: Orientation
    /// Whether views show the pixels as they are or as a mask filled with their tint.
    public let renderingMode: RenderingMode
    /// Whether the image is a system symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool
    /// The configuration a symbol image was made with; nil for other images.
    public let symbolConfiguration: SymbolConfiguration?
    /// The system name a symbol image was made from, so `withConfiguration(_:)` can redraw it.
    let systemName: String?
    /// The colour `withTintColor` filled a symbol with, so a redrawn symbol keeps it.
    let symbolTintColor: UIColor?
    /// The caps and mode of an image made resizable (`resizableImage(withCapInsets:)`); nil
    /// for an image drawn whole.
    let resizing: Resizing?

    /// The size in points as displayed: pixels ÷ scale, width and height swapped for the
    /// quarter-turn orientations (`.left`, `.right` and their mirrors).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .leftMirrored, .right, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// A description of the image for assistive technology ("Company logo"); a button
    /// showing only this image is read out by it. Default nil.
    open var accessibilityLabel: String? {
        get { accessibilityStrings.withLock { $0.label } }
        set { accessibilityStrings.withLock { $0.label = newValue } }
    }

    /// A string that identifies the image in UI tests; default nil.
    open var accessibilityIdentifier: String? {
        get { accessibilityStrings.withLock { $0.identifier } }
        set { accessibilityStrings.withLock { $0.identifier = newValue } }
    }

    /// The image's only mutable state, behind a lock since images cross threads.
    private let accessibilityStrings = Mutex<(label: String?, identifier: String?)>((nil, nil))

    /// An empty image of size zero.
    public init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        renderingMode = .automatic
        isSymbolImage = false
        symbolConfiguration = nil
        systemName = nil
        symbolTintColor = nil
        resizing = nil
    }

    /// Wraps `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Wraps `cgImage` at `scale` pixels per point (a non-positive scale is taken as 1).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// The designated initializer behind the others: the same pixels may be wrapped again
    /// with another rendering mode or as a symbol.
    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
         systemName: String? = nil, symbolConfiguration: SymbolConfiguration? = nil, symbolTintColor: UIColor? = nil,
         resizing: Resizing? = nil) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.isSymbolImage = systemName != nil
        self.symbolConfiguration = symbolConfiguration
        self.systemName = systemName
        self.symbolTintColor = symbolTintColor
        self.resizing = resizing
    }

    /// Decodes PNG or JPEG data at scale 1; nil (with the reason logged) for corrupt,
    /// truncated or unknown data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data at `scale` pixels per point; nil (with the reason logged)
    /// for corrupt, truncated or unknown data.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = ImageFileFormat.decode(data, source: "data") else { return nil }
        self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
    }

    /// Reads and decodes the PNG or JPEG file at `path`. A name ending in `@2x` or `@3x`
    /// (before the extension) gives that scale, as in UIKit. Nil, with the reason logged,
    /// when the file cannot be read or decoded, is not a regular file, or exceeds
    /// `ImageDecodingLimits.current`.
    public convenience init?(contentsOfFile path: String) {
        let data: Data
        do {
            data = try BoundedFile.contents(atPath: path, limit: ImageDecodingLimits.current.maximumFileSize)
        } catch {
            imageLogger.error("UIImage: \(error)", metadata: .errorKind(.imageDecode))
            return nil
        }
        guard let bitmap = ImageFileFormat.decode(data, source: path) else { return nil }
        self.init(cgImage: CGImage(bitmap: bitmap), scale: ImageResourceLookup.scale(ofPath: path), orientation: .up)
    }

    /// Loads the image called `name` from the main bundle's resources, preferring the file
    /// for the main screen's scale (`name@2x.png` on a scale-2 screen).
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the image called `name` from `bundle` (the main bundle when nil), preferring the
    /// file for the trait collection's display scale, else the main screen's.
    ///
    /// Lookup: `name` may carry an extension (`png`, `jpg`, `jpeg`); without one, PNG is
    /// tried before JPEG. For each, `name@<scale>x` at the preferred scale comes first, then
    /// larger scales, then smaller ones, then the plain name (scale 1).
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let preferred = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        let directories = ImageResourceLookup.directories(of: bundle ?? .main)
        guard let path = ImageResourceLookup.path(named: name, in: directories, preferredScale: preferred) else {
            imageLogger.debug("UIImage(named: \(name)): no such image in \(directories)")
            return nil
        }
        self.init(contentsOfFile: path)
    }
}
