// Vitrine — Apache License 2.0

/// The part of the device a context may draw into: a rectangle of whole pixels, and
/// inside it an optional antialiased mask (what clip paths leave).
///
/// Rectangular clips on pixel boundaries, the common case (views, `clip(to:)` with an
/// integral rect), never allocate a mask, so drawing through them costs nothing extra.
///
/// Guarantees: when `mask` is set its size is `bounds.width × bounds.height` and its pixel
/// (0, 0) is device pixel (bounds.x, bounds.y); outside `bounds` coverage is 0.
struct ClipRegion {
    /// Nothing outside these pixels is drawn.
    var bounds: PixelRect
    /// Per-pixel coverage inside `bounds`, nil when every pixel of `bounds` is fully inside.
    var mask: CoverageMask?
    /// A clip path not rendered yet (only when `mask` is nil): the clip is then `bounds` ∩ this
    /// shape. Filling the whole clip (a gradient clipped to a path, Core Graphics's way of
    /// painting a shape with one) fills the shape itself, with no mask; anything else renders
    /// it into `mask` first (`CGContext.resolveClip`).
    var pendingPath: ClipPath?
    /// The antialiased clip paths whose intersection `mask` is, when it is known to be just
    /// that (empty otherwise): a further clip path is then walked together with them for an
    /// exact mask (ScanConverter.fillIntersection), not multiplied in.
    var maskPaths: [ClipPath] = []

    /// A device-space clip shape and how to render it.
    struct ClipPath {
        var path: FlattenedPath
        var rule: CGPathFillRule
        var antialias: Bool
    }

    /// No clipping beyond the device itself.
    init(bounds: PixelRect) {
        self.bounds = bounds
        self.mask = nil
        self.pendingPath = nil
    }

    /// Intersects with a rectangle of whole pixels; the mask is cropped, never resampled.
    mutating func intersect(_ rect: PixelRect) {
        let newBounds = bounds.intersection(rect)
        if let old = mask, !newBounds.isEmpty, newBounds != bounds {
            var cropped = CoverageMask(width: newBounds.width, height: newBounds.height)
            for y in 0..<newBounds.height {
                let sourceStart = (newBounds.y - bounds.y + y) * old.width + (newBounds.x - bounds.x)
                let destinationStart = y * newBounds.width
                for x in 0..<newBounds.width {
                    cropped.coverage[destinationStart + x] = old.coverage[sourceStart + x]
                }
            }
            mask = cropped
        } else if newBounds.isEmpty {
            mask = nil
            pendingPath = nil
            maskPaths = []
        }
        bounds = newBounds
    }

    /// Replaces the mask with `exact`, over `newBounds` (inside the current bounds): the clip's
    /// paths and one more walked together, which `paths` lists.
    mutating func replaceMask(with exact: CoverageMask, bounds newBounds: PixelRect, paths: [ClipPath]) {
        intersect(newBounds)
        guard !bounds.isEmpty else { return }
        precondition(bounds == newBounds && exact.width == bounds.width && exact.height == bounds.height)
        mask = exact
        maskPaths = paths
    }

    /// Intersects with `other`, a mask over `otherBounds`: coverages multiply (exactly, /255).
    mutating func intersect(mask other: CoverageMask, bounds otherBounds: PixelRect) {
        intersect(otherBounds)
        maskPaths = []
        guard !bounds.isEmpty else { return }
        if mask == nil && bounds == otherBounds {
            // Nothing to multiply: 255 × b / 255 is b exactly.
            mask = other
            return
        }
        var combined = mask ?? CoverageMask(width: bounds.width, height: bounds.height, value: 255)
        for y in 0..<bounds.height {
            let row = y * bounds.width
            let otherRow = (bounds.y - otherBounds.y + y) * other.width + (bounds.x - otherBounds.x)
            for x in 0..<bounds.width {
                let a = UInt32(combined.coverage[row + x]), b = UInt32(other.coverage[otherRow + x])
                combined.coverage[row + x] = UInt8(PremultipliedPixel.multiply(a, b))
            }
        }
        mask = combined
    }
}
