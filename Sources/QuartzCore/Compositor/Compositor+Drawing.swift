// Vitrine — Apache License 2.0

/// A bitmap the compositor draws into: the screen, or the offscreen pixels of a group,
/// which cover only part of the screen. Everything is given in screen pixels; `origin`
/// is the screen pixel the bitmap's top-left pixel stands for.
struct RenderTarget {
    let bitmap: Bitmap
    /// Draws contents; its CTM maps screen pixels to the bitmap's.
    let context: CGContext
    let origin: (x: Int, y: Int)

    /// A target over the whole screen.
    init(screen: Bitmap, context: CGContext) {
        self.bitmap = screen
        self.context = context
        self.origin = (0, 0)
    }

    /// A transparent target standing for `area` of the screen.
    init?(offscreen area: PixelRect) {
        guard let bitmap = Bitmap(width: area.width, height: area.height) else { return nil }
        self.bitmap = bitmap
        self.context = CGContext(bitmap: bitmap)
        self.origin = (area.x, area.y)
        context.translateBy(x: CGFloat(-area.x), y: CGFloat(-area.y))
    }

    /// `rect` in the bitmap's pixels.
    func local(_ rect: PixelRect) -> PixelRect {
        PixelRect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
    }

    /// `polygon` in the bitmap's pixels.
    func local(_ polygon: ConvexPolygon) -> ConvexPolygon {
        if origin == (0, 0) { return polygon }
        let dx = CGFloat(origin.x), dy = CGFloat(origin.y)
        return ConvexPolygon(polygon.points.map { CGPoint(x: $0.x - dx, y: $0.y - dy) })
    }
}

extension Compositor {
    /// Draws `item` into `target` through `clip` (screen pixels): its background, then its contents.
    func draw(_ item: LayerDrawItem, into target: RenderTarget, clip: PixelRect) {
        if let background = item.background {
            if let rect = item.backgroundRect {
                target.bitmap.blend(target.local(rect.intersection(clip)), color: background.color, opacity: item.opacity)
            } else {
                target.bitmap.blend(target.local(background.shape), color: background.color, opacity: item.opacity,
                                    clip: target.local(clip))
            }
        }
        if let contents = item.contents {
            draw(contents, opacity: item.opacity, into: target, clip: clip)
        }
    }

    /// Draws a layer's contents through the rasterizer: the image mapped onto its rectangle
    /// under the layer's transform, bilinear unless it lands on whole pixels at its own
    /// size, antialiased at its edges, through the ancestors' clip and `clip`.
    private func draw(_ contents: LayerContentsDraw, opacity: UInt32, into target: RenderTarget, clip: PixelRect) {
        guard let toScreen = contents.toScreen.affineTransform else {
            drawProjected(contents, opacity: opacity, into: target, clip: clip)
            return
        }
        let context = target.context
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height))
        if let rect = contents.clip.axisAlignedRect {
            context.clip(to: rect)
        } else {
            let path = CGMutablePath()
            path.addLines(between: contents.clip.points)
            path.closeSubpath()
            context.addPath(path)
            context.clip()
        }
        context.setAlpha(CGFloat(opacity) / 255)
        context.interpolationQuality = contents.isPixelAligned ? .none : .low
        context.concatenate(toScreen)
        // CGContext.draw puts an image's first row at the rectangle's maxY (Quartz's y-up
        // convention); layers are y-down, so flip about the rectangle.
        let rect = contents.rect
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(contents.image, in: rect)
    }

    /// Draws contents under a perspective transform: the image rectangle projected to a
    /// convex quadrilateral, through the clip, each pixel sampled through the inverse
    /// homography (perspective-correct bilinear), edges antialiased by polygon coverage.
    private func drawProjected(_ contents: LayerContentsDraw, opacity: UInt32, into target: RenderTarget, clip: PixelRect) {
        let rect = contents.rect
        let image = contents.image
        // Image pixels → the layer's rectangle → screen → the target's pixels.
        let imageToLayer = CGAffineTransform(
            a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height),
            tx: rect.minX, ty: rect.minY)
        var imageToTarget = ProjectiveTransform(imageToLayer).concatenating(contents.toScreen)
        if target.origin != (0, 0) {
            imageToTarget = imageToTarget.concatenating(ProjectiveTransform(
                CGAffineTransform(translationX: CGFloat(-target.origin.x), y: CGFloat(-target.origin.y))))
        }
        guard let targetToImage = imageToTarget.inverted() else { return }
        let shape = ConvexPolygon(rect: rect, projection: contents.toScreen).clipped(to: contents.clip)
        target.bitmap.blend(target.local(shape), shader: ProjectiveImageShader(image: image, deviceToImage: targetToImage),
                            opacity: opacity, clip: target.local(clip))
    }
}
