// Vitrine — Apache License 2.0
// What a layer shows of its contents, as Core Animation documents: `contents` cut to
// `contentsRect` (a sprite sheet's frame), then, when `contentsCenter` is not the whole
// image and the gravity resizes to the bounds, drawn at the bounds' size in nine parts:
// the part outside the centre keeps its size, the centre stretches. The image made is
// kept until the contents, either rectangle or the size change.
//
// A contents rectangle reaching outside the image extends the image's edge pixels
// outwards (clamp to edge), as Core Animation does. The centre applies to the image after
// the cut.

/// An image made from a layer's contents for its contents rectangle and centre.
struct ShownContents {
    let source: CGImage
    let sourceVersion: UInt64
    let rect: CGRect
    let center: CGRect
    let pixelWidth: Int
    let pixelHeight: Int
    let image: CGImage
}

extension CALayer {
    private static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The image the compositor shows for `contents` (`contentsScale` pixels per point):
    /// the contents themselves unless `contentsRect` or `contentsCenter` changes them.
    package func shownContents() -> CGImage? {
        guard let image = contents as? CGImage, image.width > 0, image.height > 0 else { return nil }
        let scale = max(contentsScale, 0.0001)
        let cuts = contentsRect != Self.unitRect
        let stretchesAboutCenter = contentsCenter != Self.unitRect && contentsGravity == .resize
        guard cuts || stretchesAboutCenter else { return image }
        var pixelWidth = 0, pixelHeight = 0
        if stretchesAboutCenter {
            let width = (bounds.width * scale).rounded(), height = (bounds.height * scale).rounded()
            guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= CGFloat(1 << 26) else { return nil }
            pixelWidth = Int(width)
            pixelHeight = Int(height)
        }
        if let cache = shownContentsCache, cache.source === image, cache.sourceVersion == contentsVersion,
           cache.rect == contentsRect, cache.center == contentsCenter,
           cache.pixelWidth == pixelWidth, cache.pixelHeight == pixelHeight {
            return cache.image
        }
        var shown: CGImage? = image
        if cuts {
            let r = contentsRect.standardized
            guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
            let w = CGFloat(image.width), h = CGFloat(image.height)
            let pixels = CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h)
            if r.minX >= 0, r.minY >= 0, r.maxX <= 1, r.maxY <= 1 {
                shown = image.cropping(to: pixels)
            } else {
                shown = Self.clampedCut(of: image, to: pixels)
            }
        }
        if stretchesAboutCenter, let cut = shown {
            shown = Self.stretch(cut, scale: scale, about: contentsCenter, toPixelWidth: pixelWidth, height: pixelHeight)
        }
        if let shown {
            shownContentsCache = ShownContents(source: image, sourceVersion: contentsVersion, rect: contentsRect,
                                               center: contentsCenter, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                               image: shown)
        }
        return shown
    }

    /// The pixels of `rect` (image pixels, reaching outside the image) with each pixel
    /// outside taking the nearest edge pixel's colour; nil for an empty or huge rectangle.
    private static func clampedCut(of image: CGImage, to rect: CGRect) -> CGImage? {
        let width = rect.width.rounded(), height = rect.height.rounded()
        guard width >= 1, height >= 1, width * height <= CGFloat(1 << 26),
              abs(rect.minX) < CGFloat(1 << 24), abs(rect.minY) < CGFloat(1 << 24),
              let bitmap = Bitmap(width: Int(width), height: Int(height)) else { return nil }
        let x0 = Int(rect.minX.rounded()), y0 = Int(rect.minY.rounded())
        let source = image.bitmap
        let columns = (0..<bitmap.width).map { min(max(x0 + $0, 0), source.width - 1) }
        for y in 0..<bitmap.height {
            let from = source.row(min(max(y0 + y, 0), source.height - 1)), to = bitmap.row(y)
            for (x, column) in columns.enumerated() { to[x] = from[column] }
        }
        return CGImage(bitmap: bitmap)
    }

    /// `image` drawn at `width` × `height` pixels, its part outside `center` (unit
    /// coordinates) at its own size; a centre thinner than a pixel stretches one pixel.
    private static func stretch(_ image: CGImage, scale: CGFloat, about center: CGRect,
                                toPixelWidth width: Int, height: Int) -> CGImage? {
        let c = center.standardized
        guard c.minX.isFinite, c.minY.isFinite, c.width.isFinite, c.height.isFinite else { return image }
        guard let bitmap = Bitmap(width: width, height: height) else { return nil }
        // The centre in whole pixels, at least one each way.
        func centre(_ low: CGFloat, _ high: CGFloat, pixels: Int) -> (before: CGFloat, after: CGFloat) {
            let n = CGFloat(pixels)
            var first = (min(max(low, 0), 1) * n + 1e-6).rounded(.down)
            var end = (min(max(high, 0), 1) * n - 1e-6).rounded(.up)
            if end - first < 1 {
                first = min(first, n - 1)
                end = first + 1
            }
            return (first / scale, (n - end) / scale)
        }
        let across = centre(c.minX, c.maxX, pixels: image.width), down = centre(c.minY, c.maxY, pixels: image.height)
        let caps = NinePartCaps(top: down.before, left: across.before, bottom: down.after, right: across.after)
        let context = CGContext(bitmap: bitmap)
        context.scaleBy(x: scale, y: scale)
        context.drawNineParts(of: image, scale: scale, caps: caps,
                              in: CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale),
                              tilesMiddle: false)
        return CGImage(bitmap: bitmap)
    }
}
