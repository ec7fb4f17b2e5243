// Vitrine — Apache License 2.0
// A context draws into one bitmap of premultiplied ARGB32 pixels. Paths built on the
// context are stored in device pixels (each point mapped by the CTM current when it was
// added, as Core Graphics does); fills flatten them there, so the flattening tolerance is
// in device pixels. Strokes map the path back to user space to stroke it with the CTM
// current at stroke time, then forward again (see CGContext+Drawing.swift).

/// A drawing destination: a bitmap, a current path and a stack of graphics states.
open class CGContext {
    /// The device pixels drawn into.
    public let bitmap: Bitmap
    // The mutable state below is `@exclusivity(unchecked)`: every draw call reads and
    // writes it, and the runtime's dynamic exclusivity check (a thread-local lookup per
    // access) was about a sixth of a small fill. A context is used by one thread at a time.
    /// The current graphics state; `saveGState`/`restoreGState` push and pop it.
    @exclusivity(unchecked) var state = GraphicsState()
    @exclusivity(unchecked) var savedStates: [GraphicsState] = []
    /// The current path, in device pixels.
    let devicePath = CGMutablePath()
    /// The layout the context was created with.
    public let bitmapInfo: CGBitmapInfo
    // Reused by every fill: the accumulation buffers and span scratch memory.
    let scanConverter = ScanConverter()
    let scratch: SpanScratch
    /// The buffers `withFlattened` flattens paths into.
    @exclusivity(unchecked) private var flattened = FlattenedPath()
    /// The buffers `withStrokeOutline` strokes paths into.
    @exclusivity(unchecked) var strokeBuffers = StrokeBuffers()
    /// True for Quartz bitmap contexts (origin bottom-left), whose shadow offsets point up.
    let baseSpaceIsYUp: Bool

    /// Wraps `bitmap` (pixel (0, 0) top-left). UIKit contexts then flip nothing: the
    /// caller sets the CTM it wants (UIKit's is top-left, y down, scaled by the screen scale).
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
        self.bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        self.scratch = SpanScratch(capacity: bitmap.width)
        self.baseSpaceIsYUp = false
        state.clip = ClipRegion(bounds: bitmap.bounds)
    }

    init(bitmap: Bitmap, bitmapInfo: CGBitmapInfo, baseSpaceIsYUp: Bool) {
        self.bitmap = bitmap
        self.bitmapInfo = bitmapInfo
        self.baseSpaceIsYUp = baseSpaceIsYUp
        self.scratch = SpanScratch(capacity: bitmap.width)
        state.clip = ClipRegion(bounds: bitmap.bounds)
    }

    /// Creates a bitmap context drawing into `data` (or into memory the context allocates and
    /// zeroes when `data` is nil). Like Core Graphics the origin is bottom-left: the CTM
    /// flips y, so user space (0, 0) is the bottom-left pixel corner.
    ///
    /// Only 8 bits per component, 32 bits per pixel, little-endian 32-bit order with
    /// `premultipliedFirst` or `noneSkipFirst` alpha (`0xAARRGGBB` words, bytes B, G, R, A)
    /// in an RGB colour space are supported; any other layout returns nil, as Core Graphics
    /// returns nil for layouts it does not support. `bytesPerRow` 0 means `width × 4`.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        guard bitsPerComponent == 8, space.numberOfComponents == 3,
              alphaInfo == .premultipliedFirst || alphaInfo == .noneSkipFirst,
              info.intersection(.byteOrderMask) == .byteOrder32Little,
              !info.contains(.floatComponents) else { return nil }
        let (minimumRowBytes, overflow) = width.multipliedReportingOverflow(by: 4)
        guard !overflow, width > 0, height > 0, height <= Int(Int32.max) / max(1, minimumRowBytes) else { return nil }
        let rowBytes = bytesPerRow == 0 ? minimumRowBytes : bytesPerRow
        let bitmap: Bitmap?
        if let data {
            bitmap = Bitmap(wrapping: data, width: width, height: height, bytesPerRow: rowBytes)
        } else {
            bitmap = rowBytes == minimumRowBytes ? Bitmap(width: width, height: height) : nil
        }
        guard let bitmap else { return nil }
        self.init(bitmap: bitmap, bitmapInfo: info, baseSpaceIsYUp: true)
        // Core Graphics bitmap contexts put the origin at the bottom-left.
        state.ctm = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// The current transformation matrix: user space to device pixels.
    public var ctm: CGAffineTransform { state.ctm }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// The bytes from one row to the next.
    public var bytesPerRow: Int { bitmap.bytesPerRow }
    /// The first byte of the pixels.
    public var data: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitmap.pixels) }
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// Where alpha is: `premultipliedFirst`, or `noneSkipFirst` for an opaque context.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }
    /// The colour space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// The flattening tolerance in device pixels.
    var flatteningTolerance: CGFloat { PathFlattener.defaultTolerance * min(max(state.flatness, 0.1), 4) }

    /// Fills `path`, given in DEVICE pixels (the CTM already applied), with
    /// `shader` under `rule`, through the current clip, with the current alpha, blend mode,
    /// antialiasing and shadow.
    func fillDevicePath(_ path: CGPath, rule: CGPathFillRule, shader: some Shader) {
        withFlattened(path, tolerance: flatteningTolerance) { fillDevice($0, rule: rule, shader: shader) }
    }

    /// Runs `body` on `path` flattened into the context's buffers kept between drawings, not
    /// new arrays: two allocations less per fill or stroke (a tenth of a small fill).
    func withFlattened<Result>(_ path: CGPath, transform: CGAffineTransform = .identity, tolerance: CGFloat,
                               _ body: (inout FlattenedPath) -> Result) -> Result {
        withFlattenedBuffers { flat in
            PathFlattener.flatten(path, transform: transform, tolerance: tolerance, into: &flat)
            return body(&flat)
        }
    }

    /// `withFlattened` of `rect`'s path (`addRect`) mapped by `transform`, without building
    /// the path: the four corners in `addRect`'s order, closed.
    func withFlattened<Result>(rect: CGRect, transform: CGAffineTransform, _ body: (inout FlattenedPath) -> Result) -> Result {
        withFlattenedBuffers { flat in
            let r = rect.standardized
            flat.points.removeAll(keepingCapacity: true)
            flat.contours.removeAll(keepingCapacity: true)
            flat.points.append(CGPoint(x: r.minX, y: r.minY).applying(transform))
            flat.points.append(CGPoint(x: r.maxX, y: r.minY).applying(transform))
            flat.points.append(CGPoint(x: r.maxX, y: r.maxY).applying(transform))
            flat.points.append(CGPoint(x: r.minX, y: r.maxY).applying(transform))
            flat.contours.append(.init(range: 0..<4, isClosed: true))
            return body(&flat)
        }
    }

    /// Runs `body` on the context's flattening buffers, taken out while in use so that a
    /// drawing inside `body` flattens into its own.
    private func withFlattenedBuffers<Result>(_ body: (inout FlattenedPath) -> Result) -> Result {
        var flat = FlattenedPath()
        swap(&flat, &flattened)
        defer { swap(&flat, &flattened) }
        return body(&flat)
    }

    /// Fills a flattened device-space path: its shadow first, then the shape.
    func fillDevice(_ path: FlattenedPath, rule: CGPathFillRule, shader: some Shader) {
        guard !state.clip.bounds.isEmpty, path.isFinite else { return }
        let antialias = state.shouldAntialias
        if let shadow = state.shadow {
            drawShadow(shadow, shapeBox: ScanConverter.pixelBox(of: path, within: bitmap.bounds), shader: shader) { sink in
                scanConverter.fill(path, rule: rule, antialias: antialias, clip: sink.bounds, sink: &sink.sink)
            }
        }
        withBlender(shader: shader) { blender in
            scanConverter.fill(path, rule: rule, antialias: antialias, clip: state.clip.bounds, sink: &blender)
        }
    }

    /// `rect` (standardized, user space) in device pixels, when the CTM keeps rectangles
    /// axis-aligned (`ctm.b == 0 && ctm.c == 0`): the rectangle through its two corners.
    func deviceRect(_ rect: CGRect) -> CGRect {
        let p = CGPoint(x: rect.minX, y: rect.minY).applying(ctm), q = CGPoint(x: rect.maxX, y: rect.maxY).applying(ctm)
        return CGRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    /// Fills an axis-aligned rectangle given in device pixels (no shadow: callers draw
    /// shadows through `fillDevice`), as `fillDevice` fills the path of its four corners.
    func fillDeviceRect(_ rect: CGRect, shader: some Shader) {
        guard !state.clip.bounds.isEmpty, rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let antialias = state.shouldAntialias
        withBlender(shader: shader) { blender in
            scanConverter.fillRect(rect, antialias: antialias, clip: state.clip.bounds, sink: &blender)
        }
    }

    /// Blends `shader` through `mask` placed with its top-left pixel at device
    /// (x, y), through the current clip, with the current alpha, blend mode and shadow.
    func fillDeviceMask(_ mask: CoverageMask, x: Int, y: Int, shader: some Shader) {
        let maskRect = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
        guard !state.clip.bounds.isEmpty, !maskRect.isEmpty else { return }
        if let shadow = state.shadow {
            drawShadow(shadow, shapeBox: maskRect.intersection(bitmap.bounds), shader: shader) { sink in
                Self.send(mask, at: maskRect, within: sink.bounds, to: &sink.sink)
            }
        }
        withBlender(shader: shader) { blender in
            Self.send(mask, at: maskRect, within: state.clip.bounds, to: &blender)
        }
    }

    /// Sends the rows of `mask` (placed at `rect`) inside `area` to `sink`.
    static func send<Sink: SpanSink>(_ mask: CoverageMask, at rect: PixelRect, within area: PixelRect, to sink: inout Sink) {
        assert(rect.width == mask.width && rect.height == mask.height, "the mask's placement has its size")
        mask.coverage.withUnsafeBufferPointer { coverage in
            guard let base = coverage.baseAddress else { return }
            send(base, at: rect, within: area, to: &sink)
        }
    }

    /// `send` of a mask's bytes (`rect.width` per row), which the caller keeps alive.
    @inline(__always)
    static func send<Sink: SpanSink>(_ coverage: UnsafePointer<UInt8>, at rect: PixelRect, within area: PixelRect, to sink: inout Sink) {
        let visible = rect.intersection(area)
        guard !visible.isEmpty else { return }
        let first = coverage + (visible.y - rect.y) * rect.width + (visible.x - rect.x)
        sink.coverMask(visible, coverage: first, stride: rect.width)
    }

    /// Runs `body` with a blender set up for the current state and `shader`; a pending clip
    /// shape is rendered into the clip's mask first unless `resolvingClip` is false.
    func withBlender<Source: Shader>(shader: Source, resolvingClip: Bool = true, _ body: (inout SpanBlender<Source>) -> Void) {
        if resolvingClip { resolveClip() }
        let alpha = UInt32((state.alpha * 255).rounded())
        // Only the mask is copied (and kept alive) for the duration, not the whole clip.
        let bounds = state.clip.bounds
        if let mask = state.clip.mask {
            mask.coverage.withUnsafeBufferPointer { coverage in
                var blender = SpanBlender(bitmap: bitmap, shader: shader, mode: state.blendMode, alpha: alpha,
                                          clipMask: coverage.baseAddress, clipBounds: bounds, scratch: scratch)
                body(&blender)
            }
        } else {
            var blender = SpanBlender(bitmap: bitmap, shader: shader, mode: state.blendMode, alpha: alpha,
                                      clipMask: nil, clipBounds: bounds, scratch: scratch)
            body(&blender)
        }
    }

    /// A copy of the pixels as an image (`noneSkipFirst` contexts give opaque pixels).
    public func makeImage() -> CGImage? {
        guard let copy = Bitmap(width: bitmap.width, height: bitmap.height) else { return nil }
        let opaque = alphaInfo == .noneSkipFirst
        for y in 0..<bitmap.height {
            let source = bitmap.row(y), destination = copy.row(y)
            if opaque {
                for x in 0..<bitmap.width { destination[x] = source[x] | 0xFF00_0000 }
            } else {
                destination.update(from: source, count: bitmap.width)
            }
        }
        return CGImage(bitmap: copy)
    }
}
